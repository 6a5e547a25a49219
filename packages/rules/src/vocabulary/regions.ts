/**
 * The two editions. California searches every published tree; the Pacific Islands edition
 * searches the published trees flagged pacific_island. The server's GraphQL enum Region has these
 * values; legacy /api paths, saved searches and the browser's addresses name them by a key.
 */
export const REGION_CODES = ['CALIFORNIA', 'PACIFIC_ISLANDS'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

/** The key of an edition in legacy paths, saved searches and addresses. */
export type RegionKey = 'all' | 'pacificislands';

/** Every spelling a region is accepted by, once lower-cased and stripped of spaces, "_" and "-". */
export const REGION_ALIASES: Readonly<Record<string, RegionCode>> = {
  all: 'CALIFORNIA',
  allregions: 'CALIFORNIA',
  california: 'CALIFORNIA',
  ca: 'CALIFORNIA',
  pacificislands: 'PACIFIC_ISLANDS',
  pacificisland: 'PACIFIC_ISLANDS',
  pi: 'PACIFIC_ISLANDS',
  hawaii: 'PACIFIC_ISLANDS',
};

/** "all", "pacificislands", "pacific-islands", "Pacific_Island" … to a region; null when unknown. */
export function regionFromKey(raw: unknown): RegionCode | null {
  const key = typeof raw === 'string' ? raw.toLowerCase().replace(/[\s_-]+/g, '') : '';
  return Object.hasOwn(REGION_ALIASES, key) ? REGION_ALIASES[key] : null;
}

/** The message of a region no spelling names. */
export const unknownRegionMessage = (raw: unknown) =>
  `Unknown region "${String(raw ?? '')}": use "all" (California) or "pacificislands"`;

export const regionKeyOf = (region: RegionCode): RegionKey => (region === 'PACIFIC_ISLANDS' ? 'pacificislands' : 'all');
