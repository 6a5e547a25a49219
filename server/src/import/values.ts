import { CLIMATE_ADAPTED_REGIONS, collapseSpaces, SUNSET_WEST_ZONES, SUNSET_ZONES, USDA_ZONES } from '@selectree/rules';

/**
 * Pure parsers for single cells. Each returns the typed value, null for "no data", or an
 * `{ invalid }` marker the row normaliser turns into an issue or a row error.
 */

export interface Invalid {
  invalid: true;
  reason: string;
}
export const invalid = (reason: string): Invalid => ({ invalid: true, reason });
export function isInvalid(value: unknown): value is Invalid {
  return typeof value === 'object' && value !== null && (value as Invalid).invalid === true;
}

/** Whole numbers: "40", "3.0" (a spreadsheet's float) -> 3. Empty -> null. "abc", "2.5" -> invalid. */
export function parseWholeNumber(raw: string): number | null | Invalid {
  const value = raw.trim();
  if (value === '') return null;
  if (!/^[+-]?\d+(?:\.0*)?$/.test(value)) return invalid('is not a whole number');
  return Number.parseInt(value, 10);
}

const TRUE = new Set(['1', 'yes', 'y', 'true', 't', 'published']);
const FALSE = new Set(['0', 'no', 'n', 'false', 'f', 'draft']);

/** 0/1 flags (and Yes/No, true/false, Draft/Published). Empty = unknown = null, never false. */
export function parseFlag(raw: string): boolean | null | Invalid {
  const value = raw.trim().toLowerCase();
  if (value === '') return null;
  if (TRUE.has(value) || value === '1.0') return true;
  if (FALSE.has(value) || value === '0.0') return false;
  return invalid('is not a yes/no value');
}

/** Splits a comma list, trims, drops blanks. */
export function splitList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((token) => collapseSpaces(token))
    .filter((token) => token !== '');
}

/**
 * A comma list of names (synonyms, other common names). A name that holds a comma (the extra
 * common names have some: "Ash-leaved Maple, Box-elder") is written by the download in double
 * quotes, a quote inside doubled: `"Ash-leaved Maple, Box-elder",Boxelder`; read back here as one
 * name. Without a double quote in the cell this is splitList.
 */
export function splitNameList(raw: string | null | undefined): string[] {
  if (!raw || !raw.includes('"')) return splitList(raw);
  const names: string[] = [];
  let i = 0;
  while (i < raw.length) {
    while (raw[i] === ' ') i++;
    let token = '';
    if (raw[i] === '"') {
      i++;
      for (; i < raw.length; i++) {
        if (raw[i] === '"' && raw[i + 1] === '"') token += raw[i++];
        else if (raw[i] === '"') break;
        else token += raw[i];
      }
      i++;
      // Anything after the closing quote up to the comma belongs to the name as written.
      while (i < raw.length && raw[i] !== ',') token += raw[i++];
    } else {
      while (i < raw.length && raw[i] !== ',') token += raw[i++];
    }
    i++;
    const name = collapseSpaces(token);
    if (name !== '') names.push(name);
  }
  return names;
}

const USDA_ZONE_SET = new Set(USDA_ZONES);
const SUNSET_ZONE_SET = new Set(SUNSET_ZONES);
const SUNSET_WEST_ZONE_SET = new Set(SUNSET_WEST_ZONES);

export interface ZoneResult<T> {
  zones: T[];
  invalid: string[];
  /** Sunset zones kept although outside the West's (25, 26, ...). */
  outsideWest: string[];
}

/** USDA zones: whole numbers 1-13, sorted, deduplicated. "10b" counts as 10 (the tree column has no halves). */
export function parseUsdaZones(raw: string): ZoneResult<number> {
  const result: ZoneResult<number> = { zones: [], invalid: [], outsideWest: [] };
  for (const token of splitList(raw)) {
    const match = /^(\d{1,2})(?:\.0)?[ab]?$/i.exec(token);
    const zone = match ? Number(match[1]) : NaN;
    if (!USDA_ZONE_SET.has(zone)) result.invalid.push(token);
    else if (!result.zones.includes(zone)) result.zones.push(zone);
  }
  result.zones.sort((a, b) => a - b);
  return result;
}

/** Sunset zones: 1-45, H1, H2 (upper case), numbers first then H1, H2. */
export function parseSunsetZones(raw: string): ZoneResult<string> {
  const result: ZoneResult<string> = { zones: [], invalid: [], outsideWest: [] };
  for (const token of splitList(raw)) {
    const zone = token
      .toUpperCase()
      .replace(/^0+(?=\d)/, '')
      .replace(/\.0$/, '');
    if (!SUNSET_ZONE_SET.has(zone)) result.invalid.push(token);
    else if (!result.zones.includes(zone)) {
      result.zones.push(zone);
      if (!SUNSET_WEST_ZONE_SET.has(zone)) result.outsideWest.push(token);
    }
  }
  result.zones.sort(compareSunsetZones);
  return result;
}

export function compareSunsetZones(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : 1000 + (a === 'H1' ? 1 : 2);
  const nb = /^\d+$/.test(b) ? Number(b) : 1000 + (b === 'H1' ? 1 : 2);
  return na - nb;
}

const REGION_ALIASES: Record<string, string> = {
  'northern coast': 'northern-california-coast',
  'north coast': 'northern-california-coast',
  'southern coast': 'southern-california-coast',
  'south coast': 'southern-california-coast',
  'southwest deserts': 'southern-desert',
  'southern deserts': 'southern-desert',
};

/** Climate-adapted regions by slug or by name ("Inland Empire", "inland empire", "Northern Coast"). */
export function parseClimateRegions(raw: string): { regions: string[]; invalid: string[] } {
  const result = { regions: [] as string[], invalid: [] as string[] };
  for (const token of splitList(raw)) {
    const key = token.toLowerCase().replace(/[_-]+/g, ' ');
    const region =
      CLIMATE_ADAPTED_REGIONS.find((r) => r.slug.replace(/-/g, ' ') === key || r.label.toLowerCase() === key)?.slug ??
      REGION_ALIASES[key];
    if (!region) result.invalid.push(token);
    else if (!result.regions.includes(region)) result.regions.push(region);
  }
  return result;
}

/**
 * Photo locations are prose lists: "Strybing Arboretum - San Francisco, CA, Temecula, CA and Lotusland
 * - Santa Barbara, CA". A comma also sits inside each place ("Berkeley, CA"), so the list is split only
 * after a region code (two capitals, "B.C.", "D.C."), on ", " or " and ". Places without a region code
 * stay joined with their neighbour: best effort, and the text is never lost.
 */
export function splitPhotoLocations(raw: string): string[] {
  const text = collapseSpaces(raw.replace(/&amp;/g, '&'));
  if (text === '') return [];
  return text
    .split(/(?<=(?:\b[A-Z]{2}|[A-Z]\.[A-Z]\.))\.?\s*(?:,\s*(?:and\s+)?|\s+and\s+)/)
    .map((place) => place.trim().replace(/(\b[A-Z]{2})\.$/, '$1'))
    .filter(Boolean);
}
