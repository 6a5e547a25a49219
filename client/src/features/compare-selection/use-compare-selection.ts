import { COMPARE_MAX, COMPARE_MIN } from '@selectree/rules';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The trees a visitor has picked to compare (from results or detail pages), kept for the tab in
 * sessionStorage: at most COMPARE_MAX ids, in the order they were picked. /compare?ids=... is built
 * from them; the comparison page itself reads its URL, so a shared link never depends on this store.
 */

export const COMPARE_STORAGE_KEY = 'selectree.compare';
/** A comparison shows COMPARE_MIN to COMPARE_MAX trees (the catalogue rules'). */
export { COMPARE_MAX, COMPARE_MIN };

const listeners = new Set<() => void>();
const EMPTY: readonly number[] = Object.freeze([]);

/** The last raw value read and its parsed ids: the snapshot must be the same array while unchanged. */
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

function parseIds(raw: string | null): readonly number[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return Object.freeze([...new Set(ids)].slice(0, COMPARE_MAX));
  } catch {
    return EMPTY;
  }
}

/** Where the selection lives when sessionStorage is unavailable (privacy modes). */
let memoryRaw: string | null = null;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage unavailable (privacy modes): the selection lives only as long as the page.
    return memoryRaw;
  }
}

function readIds(): readonly number[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, ids: parseIds(raw) };
  return cache.ids;
}

function writeIds(ids: readonly number[]): void {
  const raw = ids.length ? JSON.stringify(ids) : null;
  memoryRaw = raw;
  try {
    if (raw === null) window.sessionStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.sessionStorage.setItem(COMPARE_STORAGE_KEY, raw);
  } catch {
    // Kept in memory only (see readRaw).
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab of the same session cannot share sessionStorage, but a storage event can still
  // arrive after a restore; re-read then.
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/**
 * Adds the id, or removes it when already picked. Returns false (and changes nothing) when adding
 * would go beyond COMPARE_MAX trees.
 */
export function toggleCompareId(id: number): boolean {
  const ids = readIds();
  if (ids.includes(id)) {
    writeIds(ids.filter((picked) => picked !== id));
    return true;
  }
  if (ids.length >= COMPARE_MAX) return false;
  writeIds([...ids, id]);
  return true;
}

export function removeCompareId(id: number): void {
  const ids = readIds();
  if (ids.includes(id)) writeIds(ids.filter((picked) => picked !== id));
}

export function clearCompareSelection(): void {
  writeIds(EMPTY);
}

export type CompareSelection = {
  /** Picked tree ids, oldest first (0 to COMPARE_MAX). */
  ids: readonly number[];
  /** Adds or removes a tree; false when the selection is already full. */
  toggle: (id: number) => boolean;
  remove: (id: number) => void;
  clear: () => void;
  has: (id: number) => boolean;
  /** True when COMPARE_MAX trees are picked. */
  isFull: boolean;
};

/** The shared compare selection, re-rendering on every change (any component, any screen). */
export function useCompareSelection(): CompareSelection {
  const ids = useSyncExternalStore(subscribe, readIds, () => EMPTY);
  const has = useCallback((id: number) => ids.includes(id), [ids]);
  return {
    ids,
    toggle: toggleCompareId,
    remove: removeCompareId,
    clear: clearCompareSelection,
    has,
    isFull: ids.length >= COMPARE_MAX,
  };
}
