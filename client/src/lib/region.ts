import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Region } from '@/generated/graphql';

export type { Region };

/** sessionStorage key holding the visitor's regional edition for this tab. */
export const REGION_STORAGE_KEY = 'selectree.region';

export const DEFAULT_REGION: Region = 'CALIFORNIA';

export const regionLabels: Record<Region, string> = {
  CALIFORNIA: 'California',
  PACIFIC_ISLANDS: 'Pacific Islands',
};

const listeners = new Set<() => void>();

/** The region this tab last used (the default edition without one, or without storage). */
export function readStoredRegion(): Region {
  try {
    return window.sessionStorage.getItem(REGION_STORAGE_KEY) === 'PACIFIC_ISLANDS' ? 'PACIFIC_ISLANDS' : DEFAULT_REGION;
  } catch {
    // Storage can be unavailable (privacy modes); the default edition still works.
    return DEFAULT_REGION;
  }
}

/** Stores the region for this tab and tells every subscriber. */
export function storeRegion(region: Region): void {
  if (readStoredRegion() === region) return;
  try {
    window.sessionStorage.setItem(REGION_STORAGE_KEY, region);
  } catch {
    // Not persisted; the current page still renders the chosen edition from the route.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
  };
}

/** The home routes fix the region: `/` is California, `/pacificislands` the Pacific Islands. */
export function regionOfPath(pathname: string): Region | null {
  if (pathname === paths.pacificIslands.path) return 'PACIFIC_ISLANDS';
  if (pathname === paths.home.path) return 'CALIFORNIA';
  return null;
}

export function homeHrefFor(region: Region): string {
  return region === 'PACIFIC_ISLANDS' ? paths.pacificIslands.href() : paths.home.href();
}

/**
 * The current regional edition: set by the home route being visited, otherwise the one kept in
 * sessionStorage for this tab. Returns the region and a setter that keeps it for the tab.
 */
export function useRegion(): [Region, (region: Region) => void] {
  const { pathname } = useLocation();
  const stored = useSyncExternalStore(subscribe, readStoredRegion, () => DEFAULT_REGION);
  const routeRegion = regionOfPath(pathname);

  useEffect(() => {
    if (routeRegion) storeRegion(routeRegion);
  }, [routeRegion]);

  const setRegion = useCallback((region: Region) => storeRegion(region), []);
  return [routeRegion ?? stored, setRegion];
}
