import { SUNSET_WEST_ZONES } from '../vocabulary/vocabulary';
import type { RegionCode } from '../vocabulary/regions';

/**
 * The site profile (issue 22): one parser for REST query strings and GraphQL's SiteInput, and the
 * canonical query string that makes a site a shareable URL. The vocabularies below are the only
 * copy: the client reads them through GraphQL `siteOptions`. Shared by the server (which turns a
 * SiteInputError into its 400 / BAD_USER_INPUT) and the offline copy (which sends such a site to
 * the network, where the server words the error).
 */

/** A bad site value: `field` and the message after it (the server's ValidationError carries both). */
export class SiteInputError extends Error {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'SiteInputError';
  }
}

export const SUN_CHOICES = { full: 3, partial: 2, shade: 1 } as const;
export type Sun = keyof typeof SUN_CHOICES;
export const SUN_LABELS: Record<Sun, string> = { full: 'Full sun', partial: 'Partial shade', shade: 'Shade' };

export const WATER_CHOICES = ['VL', 'L', 'M', 'H'] as const;
export type Water = (typeof WATER_CHOICES)[number];
export const WATER_LABELS: Record<Water, string> = { VL: 'Very low', L: 'Low', M: 'Moderate', H: 'High' };

export const SOIL_CHOICES = ['clay', 'loam', 'sand'] as const;
export type Soil = (typeof SOIL_CHOICES)[number];
export const SOIL_LABELS: Record<Soil, string> = { clay: 'Clay', loam: 'Loam', sand: 'Sand' };

export const GOALS = [
  'shade',
  'flowers',
  'fall_colour',
  'evergreen',
  'native',
  'wildlife',
  'low_litter',
  'fast_growth',
  'gentle_roots',
  'strong_branches',
] as const;
export type Goal = (typeof GOALS)[number];
export const GOAL_LABELS: Record<Goal, string> = {
  shade: 'Shade',
  flowers: 'Flowers',
  fall_colour: 'Fall colour',
  evergreen: 'Evergreen',
  native: 'Native to the region',
  wildlife: 'Wildlife',
  low_litter: 'Low litter',
  fast_growth: 'Fast growth',
  gentle_roots: 'Gentle roots',
  strong_branches: 'Strong branches',
};

/** The widest planting strip taken as a width (feet); wider is "open ground" in all but name. */
export const STRIP_WIDTH_MAX = 100;
export const SITE_RESULTS_PER_PAGE_MAX = 100;
export const SITE_RESULTS_PER_PAGE_DEFAULT = 30;
const MAX_PAGE = 10_000;

export interface SiteInput {
  zip: string;
  /** Given: that edition; absent: follows the ZIP's state (site-facts' regionOfState). */
  region: RegionCode | null;
  sunset: string | null;
  /** Feet, or null for open ground (no strip). */
  stripWidth: number | null;
  overheadWires: boolean;
  sun: Sun | null;
  water: Water | null;
  soil: Soil | null;
  goals: Goal[];
  includeInvasive: boolean;
}

export interface SitePage {
  activePage: number;
  resultsPerPage: number;
}

/** What both transports hand over: query-string values or GraphQL input fields, by the REST names. */
export type RawSite = Record<string, unknown>;

function invalid(field: string, message: string): never {
  throw new SiteInputError(field, message);
}

function text(raw: RawSite, field: string): string | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') invalid(field, 'must be a single value');
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function oneOf<T extends string>(raw: RawSite, field: string, words: readonly T[], fold = true): T | null {
  const value = text(raw, field);
  if (value === null) return null;
  const found = words.find((word) => (fold ? word.toLowerCase() === value.toLowerCase() : word === value));
  if (!found) invalid(field, `unknown value "${value}": use ${words.join(', ')}`);
  return found;
}

function flag(raw: RawSite, field: string): boolean {
  const value = text(raw, field);
  if (value === null || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return invalid(field, `must be 0 or 1, not "${value}"`);
}

function parseRegionField(raw: RawSite): RegionCode | null {
  const value = text(raw, 'region');
  if (value === null) return null;
  const key = value.toLowerCase().replace(/[\s_-]+/g, '');
  if (key === 'all' || key === 'california') return 'CALIFORNIA';
  if (key === 'pacificislands') return 'PACIFIC_ISLANDS';
  return invalid('region', `unknown value "${value}": use all or pacificislands`);
}

/** Why a planting strip's width is refused: the parser words each for the API, the site form next to its field. */
export type StripWidthProblem = 'not_a_number' | 'not_positive' | 'too_wide';

/** The strip width rule, for the parser and the site form alike: feet (blank or "open": open ground), or its problem. */
export function stripWidthProblem(value: string): StripWidthProblem | null {
  const typed = value.trim();
  if (typed === '' || typed.toLowerCase() === 'open') return null;
  if (!/^-?\d+(\.\d+)?$/.test(typed)) return 'not_a_number';
  const width = Number(typed);
  if (width <= 0) return 'not_positive';
  return width > STRIP_WIDTH_MAX ? 'too_wide' : null;
}

/** The API's words for each problem (after the field's name: "strip_width: must be more than 0 feet"). */
const STRIP_WIDTH_MESSAGES: Record<StripWidthProblem, (value: string) => string> = {
  not_a_number: (value) => `must be a number of feet or "open", not "${value}"`,
  not_positive: () => 'must be more than 0 feet',
  too_wide: () => `must be at most ${STRIP_WIDTH_MAX} feet (or "open")`,
};

function parseStripWidth(raw: RawSite): number | null {
  const value = text(raw, 'strip_width');
  if (value === null || value.toLowerCase() === 'open') return null;
  const problem = stripWidthProblem(value);
  if (problem) invalid('strip_width', STRIP_WIDTH_MESSAGES[problem](value));
  return Number(value);
}

/** A Sunset zone as typed ("9", "h1"), as the vocabulary spells it; undefined when there is no such zone. */
export const sunsetZoneOf = (value: string): string | undefined =>
  SUNSET_WEST_ZONES.find((known) => known === value.trim().toUpperCase());

function parseGoals(raw: RawSite): Goal[] {
  const value = raw.goals;
  const words = (Array.isArray(value) ? value.map(String) : (text(raw, 'goals') ?? '').split(','))
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const goals = new Set<Goal>();
  for (const word of words) {
    const goal = GOALS.find((known) => known === word || known === word.replace('color', 'colour'));
    if (!goal) invalid('goals', `unknown goal "${word}": use ${GOALS.join(', ')}`);
    goals.add(goal);
  }
  return GOALS.filter((goal) => goals.has(goal));
}

/** The site parameters as the issue names them (REST query, GraphQL input): normalised or a 400. */
export function parseSiteInput(raw: RawSite): SiteInput {
  const zip = text(raw, 'zip');
  if (zip === null) invalid('zip', 'a ZIP code is required');
  if (!/^\d{5}$/.test(zip)) invalid('zip', `must be five digits, not "${zip}"`);
  const sunset = text(raw, 'sunset');
  const zone = sunset === null ? null : sunsetZoneOf(sunset);
  if (sunset !== null && !zone) invalid('sunset', `unknown Sunset zone "${sunset}": use 1-24, H1 or H2`);
  return {
    zip,
    region: parseRegionField(raw),
    sunset: zone ?? null,
    stripWidth: parseStripWidth(raw),
    overheadWires: flag(raw, 'overhead_wires'),
    sun: oneOf(raw, 'sun', Object.keys(SUN_CHOICES) as Sun[]),
    water: oneOf(raw, 'water', WATER_CHOICES),
    soil: oneOf(raw, 'soil', SOIL_CHOICES),
    goals: parseGoals(raw),
    includeInvasive: flag(raw, 'include_invasive'),
  };
}

function wholeNumber(raw: RawSite, field: string, fallback: number, max: number): number {
  const value = text(raw, field);
  if (value === null) return fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= max)) invalid(field, `must be a whole number from 1 to ${max}`);
  return number;
}

export function parseSitePage(raw: RawSite): SitePage {
  return {
    activePage: wholeNumber(raw, 'activePage', 1, MAX_PAGE),
    resultsPerPage: wholeNumber(raw, 'resultsPerPage', SITE_RESULTS_PER_PAGE_DEFAULT, SITE_RESULTS_PER_PAGE_MAX),
  };
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it (no URLSearchParams here: pure TS). */
const formEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** The canonical query string of a site (fixed order, defaults left out): a site is a URL. */
export function siteToQuery(site: SiteInput): string {
  const query: [string, string][] = [];
  if (site.region) query.push(['region', site.region === 'PACIFIC_ISLANDS' ? 'pacificislands' : 'all']);
  query.push(['zip', site.zip]);
  if (site.sunset) query.push(['sunset', site.sunset]);
  query.push(['strip_width', site.stripWidth === null ? 'open' : String(site.stripWidth)]);
  if (site.overheadWires) query.push(['overhead_wires', '1']);
  if (site.sun) query.push(['sun', site.sun]);
  if (site.water) query.push(['water', site.water]);
  if (site.soil) query.push(['soil', site.soil]);
  if (site.goals.length) query.push(['goals', site.goals.join(',')]);
  if (site.includeInvasive) query.push(['include_invasive', '1']);
  return query.map(([key, value]) => `${key}=${formEncode(value)}`).join('&');
}

/** GraphQL's SiteInput fields (camelCase), as the one parser reads them: under the REST names. */
export interface SiteInputFields {
  zip: string;
  region?: string | null;
  sunset?: string | null;
  stripWidth?: string | null;
  overheadWires?: boolean | null;
  sun?: string | null;
  water?: string | null;
  soil?: string | null;
  goals?: string[] | null;
  includeInvasive?: boolean | null;
}

/** GraphQL's SiteInput under the REST parameter names (the server's resolvers and the offline copy alike). */
export function rawSiteOfFields(input: SiteInputFields): RawSite {
  return {
    zip: input.zip,
    region: input.region,
    sunset: input.sunset,
    strip_width: input.stripWidth,
    overhead_wires: input.overheadWires,
    sun: input.sun,
    water: input.water,
    soil: input.soil,
    goals: input.goals ?? undefined,
    include_invasive: input.includeInvasive,
  };
}

export interface SiteOption {
  value: string;
  label: string;
}

/** The vocabularies the site form offers (GraphQL siteOptions; the offline copy answers the same). */
export function siteOptions() {
  const options = <T extends string>(values: readonly T[], labels: Record<T, string>): SiteOption[] =>
    values.map((value) => ({ value, label: labels[value] }));
  return {
    goals: options(GOALS, GOAL_LABELS),
    sun: options(Object.keys(SUN_CHOICES) as Sun[], SUN_LABELS),
    water: options(WATER_CHOICES, WATER_LABELS),
    soil: options(SOIL_CHOICES, SOIL_LABELS),
    stripWidthMax: STRIP_WIDTH_MAX,
    resultsPerPageMax: SITE_RESULTS_PER_PAGE_MAX,
  };
}
