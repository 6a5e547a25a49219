import { registerEnumType } from 'type-graphql';
import { ValidationError } from '../errors';

/**
 * The two editions. California searches every published tree; the Pacific Islands edition
 * searches the published trees flagged pacific_island.
 */
export enum Region {
  CALIFORNIA = 'CALIFORNIA',
  PACIFIC_ISLANDS = 'PACIFIC_ISLANDS',
}
registerEnumType(Region, { name: 'Region', description: 'CALIFORNIA (all regions) or PACIFIC_ISLANDS' });

const REST_ALIASES: Record<string, Region> = {
  all: Region.CALIFORNIA,
  allregions: Region.CALIFORNIA,
  california: Region.CALIFORNIA,
  ca: Region.CALIFORNIA,
  pacificislands: Region.PACIFIC_ISLANDS,
  pacificisland: Region.PACIFIC_ISLANDS,
  pi: Region.PACIFIC_ISLANDS,
  hawaii: Region.PACIFIC_ISLANDS,
};

/** Parses the region of a legacy /api path or query ("all", "pacificislands", "pacific-islands"). */
export function parseRegion(raw: unknown): Region {
  const key = typeof raw === 'string' ? raw.toLowerCase().replace(/[\s_-]+/g, '') : '';
  const region = REST_ALIASES[key];
  if (!region) {
    throw new ValidationError(`Unknown region "${String(raw ?? '')}": use "all" (California) or "pacificislands"`, [
      { field: 'region', message: 'Unknown region' },
    ]);
  }
  return region;
}
