import { SEARCH_TERM_MAX } from '../limits';
import { PLANTING_AREA_CODES } from './filter-vocabulary';

/**
 * What a search filter's values mean (spec §3): the legacy `filterData` keys, the yes/no answers,
 * the ZIP codes, the slider ends that restrict nothing, and the spec's sentences for what cannot be
 * combined. The server's parser (services/search/filter/) validates a filter by these; the browser
 * reads old addresses and saved searches by the same words.
 */

/** Yes/no filters: each maps to a nullable tree attribute. */
export const FLAG_FILTERS = [
  'fall_color',
  'ca_native',
  'hi_native',
  'fragrance',
  'deer_tolerance',
  'utility_friendly',
  'schoolyard',
  'shade_tolerant',
] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** Every boolean-list filter: the yes/no questions and climate adapted (a checkbox on the form). */
export const FLAG_KEYS = [...FLAG_FILTERS, 'climate_adapted'] as const;

/** The filter keys of spec §3 (plus `region`), in the spec's order. */
export const FILTER_KEYS = [
  'region',
  'minTreeHeight',
  'maxTreeHeight',
  'minTreeCanopyWidth',
  'maxTreeCanopyWidth',
  'tree_shape',
  'leaf_form',
  'leaf_arrangement',
  'planting_area',
  'foliage_type',
  'searchTerm',
  ...FLAG_FILTERS,
  'flower_color',
  'fruit_type',
  'usda_zones',
  'sunset_climate_zone',
  'salt_tolerance',
  'wind_resistance',
  'water_use_rating',
  'sun_exposure',
  'utility_precautions',
  'climate_region',
  'zip_code',
  'climate_adapted',
  'adapted_zip_code',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** At most this many values in one list filter; a filterData text at most this long. */
export const FILTER_LIST_MAX = 50;
export const FILTER_DATA_MAX_CHARS = 10_000;
export { SEARCH_TERM_MAX };

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'off']);

/** A yes/no answer (true/false, 1/0, "yes"/"no", "y"/"n", "on"/"off"); undefined when it is neither. */
export function yesNo(value: string | number | boolean): boolean | undefined {
  const word = String(value).trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** A blank filter value means "not chosen": absent, null, or only spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A Californian ZIP code: 5 digits starting with 9 (spec §5). */
export const isCaliforniaZip = (text: string): boolean => /^9\d{4}$/.test(text);

/** planting_area by its text ("2 to 4", "4 to 7", ">7") to its code (1-3); undefined when unknown. */
export function plantingAreaCode(value: string | number | boolean): number | undefined {
  const text = String(value).trim();
  const entry = Object.entries(PLANTING_AREA_CODES).find(([, area]) => area === text);
  return entry ? Number(entry[0]) : undefined;
}

export const ZIP_MESSAGE = 'Error please enter a valid Californian zip code!';
export const CLIMATE_ADAPTED_MESSAGE = 'Climate Adapted selected. Please fill out the adapted zip code to search.';
export const ZONES_LOCKED_MESSAGE =
  'ZIP code, USDA zone, Sunset zone and climate region cannot be combined: choose only one of them.';
export const CLIMATE_ADAPTED_ZONES_MESSAGE =
  'Climate Adapted searches use the adapted zip code: clear the ZIP code, USDA zone, Sunset zone and climate region.';
/** The slider fields' sentences (spec §5), on the form and in the server's answer alike. */
export const INTEGER_MESSAGE = 'Should be an integer.';
export const MIN_VALUE_MESSAGE = 'Min value is 0';
export const maxValueMessage = (max: number) => `Max value is ${max}`;
export const minAboveMaxMessage = (what: string) => `The minimum ${what} cannot be greater than the maximum ${what}.`;
export const SEARCH_TERM_TOO_LONG = `At most ${SEARCH_TERM_MAX} characters.`;
