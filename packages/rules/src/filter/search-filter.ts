import {
  CLIMATE_ADAPTED_MESSAGE,
  CLIMATE_ADAPTED_ZONES_MESSAGE,
  FILTER_KEYS,
  FILTER_LIST_MAX,
  FLAG_FILTERS,
  type FlagFilter,
  INTEGER_MESSAGE,
  MIN_VALUE_MESSAGE,
  SEARCH_TERM_TOO_LONG,
  ZIP_MESSAGE,
  ZONES_LOCKED_MESSAGE,
  isBlank,
  isCaliforniaZip,
  maxValueMessage,
  minAboveMaxMessage,
  yesNo,
} from './filter-keys';
import { type ChoiceSet, FILTER_VOCABULARY, HEIGHT_TOP, type UtilityZone, WIDTH_TOP } from './filter-vocabulary';
import type { FoliageType } from '../vocabulary/vocabulary';
import { SEARCH_TERM_MAX } from '../limits';
import { type RegionCode, regionFromKey, unknownRegionMessage } from '../vocabulary/regions';
import type { SizeRange } from '../search/facet-filter';

/**
 * The search filter object of spec §3 (the `filterData` JSON of /api/tree/search-results and the
 * GraphQL TreeSearchFilterInput), read and checked into a typed SearchFilter, by the server (search-filter.ts: a
 * filter with problems is a ValidationError, 400 / BAD_USER_INPUT, one FieldError per problem) and
 * by the browser's offline copy alike.
 *
 * Accepted shapes (keys are the legacy names; null, "" and [] mean "not chosen"):
 *   minTreeHeight, maxTreeHeight           whole feet 0-100 (default 0 and 100; 100 = "100+")
 *   minTreeCanopyWidth, maxTreeCanopyWidth whole feet 0-75 (default 0 and 75; 75 = "75+")
 *                                          numbers or digit strings; min may not exceed max
 *   tree_shape, leaf_form, leaf_arrangement, foliage_type, planting_area
 *                                          one value or a list of values (planting_area: 0 = none,
 *                                          1 = "2 to 4", 2 = "4 to 7", 3 = ">7", or the text)
 *   searchTerm                             text, at most 100 characters
 *   fall_color, ca_native, hi_native, fragrance, deer_tolerance, utility_friendly, schoolyard,
 *   shade_tolerant, climate_adapted        a list of yes/no values (true/false, 1/0, "yes"/"no")
 *   flower_color, fruit_type, usda_zones, sunset_climate_zone, salt_tolerance, wind_resistance,
 *   water_use_rating, sun_exposure, utility_precautions, climate_region
 *                                          a list of values from the vocabulary (or one value)
 *   zip_code, adapted_zip_code             "9xxxx" (a string, a number, or a one-item list)
 *   region                                 (extension) "all" or "pacificislands"; saved searches keep it
 */

/** A parsed, valid search filter (the facet index's FacetFilter and the region, ZIPs and term). */
export interface SearchFilter {
  region: RegionCode | null;
  /** null when the range is the default (every tree, known height or not). */
  height: SizeRange | null;
  width: SizeRange | null;
  searchTerm: string | null;
  treeShapes: string[];
  leafForms: string[];
  leafArrangements: string[];
  foliageTypes: FoliageType[];
  plantingAreas: string[];
  /** Each flag: the accepted answers ([true], [false] or both); empty = not chosen. */
  flags: Record<FlagFilter, boolean[]>;
  flowerColors: string[];
  fruitTypes: string[];
  usdaZones: number[];
  sunsetZones: string[];
  saltTolerances: string[];
  windResistances: string[];
  waterUse: string[];
  /** exposure codes 1 Shade, 2 Partial Shade, 3 Full Sun */
  sunExposures: number[];
  utilityZones: UtilityZone[];
  /** climate-adapted region slugs */
  climateRegions: string[];
  zipCode: string | null;
  climateAdapted: boolean;
  /** Only kept when climateAdapted. */
  adaptedZipCode: string | null;
}

export function emptyFilter(): SearchFilter {
  return {
    region: null,
    height: null,
    width: null,
    searchTerm: null,
    treeShapes: [],
    leafForms: [],
    leafArrangements: [],
    foliageTypes: [],
    plantingAreas: [],
    flags: Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, []])) as unknown as Record<FlagFilter, boolean[]>,
    flowerColors: [],
    fruitTypes: [],
    usdaZones: [],
    sunsetZones: [],
    saltTolerances: [],
    windResistances: [],
    waterUse: [],
    sunExposures: [],
    utilityZones: [],
    climateRegions: [],
    zipCode: null,
    climateAdapted: false,
    adaptedZipCode: null,
  };
}

/** One problem of a filter: its field, the message, and whether the message is shown alone (a spec sentence). */
export interface FilterProblem {
  field: string;
  message: string;
  standalone: boolean;
}

/** Collects a filter's problems; the first one's text is the error's message (filterProblemMessage). */
export class FilterProblems {
  readonly errors: FilterProblem[] = [];

  add(field: string, message: string, standalone = false): void {
    this.errors.push({ field, message, standalone });
  }
}

/** The message of a refused filter: spec sentences alone, other messages prefixed by their field. */
export function filterProblemMessage(problems: readonly FilterProblem[]): string {
  const [first] = problems;
  return first.standalone ? first.message : `${first.field}: ${first.message}`;
}

/** One value or a list of values, as a list; blanks dropped. Non-scalars are a type error. */
function listOf(key: string, raw: unknown, problems: FilterProblems): (string | number | boolean)[] | null {
  if (isBlank(raw)) return [];
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.length > FILTER_LIST_MAX) {
    problems.add(key, `At most ${FILTER_LIST_MAX} values can be chosen.`);
    return null;
  }
  const values: (string | number | boolean)[] = [];
  for (const item of items) {
    if (isBlank(item)) continue;
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
      problems.add(key, 'Should be a value or a list of values.');
      return null;
    }
    values.push(item);
  }
  return values;
}

function choices<V extends string | number>(
  key: string,
  raw: unknown,
  set: ChoiceSet<V>,
  problems: FilterProblems,
): V[] {
  const values = listOf(key, raw, problems);
  if (!values) return [];
  const matched: V[] = [];
  for (const value of values) {
    const choice = typeof value === 'boolean' ? undefined : set.match(value);
    if (choice === undefined) {
      problems.add(key, `"${String(value)}" is not one of: ${set.describe()}.`);
      continue;
    }
    if (!matched.includes(choice)) matched.push(choice);
  }
  return matched;
}

function flags(key: string, raw: unknown, problems: FilterProblems): boolean[] {
  const values = listOf(key, raw, problems);
  if (!values) return [];
  const answers: boolean[] = [];
  for (const value of values) {
    const answer = yesNo(value);
    if (answer === undefined) {
      problems.add(key, `"${String(value)}" is not yes or no.`);
      continue;
    }
    if (!answers.includes(answer)) answers.push(answer);
  }
  return answers;
}

/** A whole number of feet within [0, max]; undefined when not given. */
function wholeFeet(key: string, raw: unknown, max: number, problems: FilterProblems): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
  if (text === null || !/^-?\d{1,6}$/.test(text)) {
    problems.add(key, INTEGER_MESSAGE);
    return undefined;
  }
  const value = Number(text);
  if (value < 0) problems.add(key, MIN_VALUE_MESSAGE);
  else if (value > max) problems.add(key, maxValueMessage(max));
  else return value;
  return undefined;
}

function sizeRange(
  minKey: string,
  maxKey: string,
  top: number,
  raw: Record<string, unknown>,
  what: string,
  problems: FilterProblems,
): SizeRange | null {
  const min = wholeFeet(minKey, raw[minKey], top, problems) ?? 0;
  const max = wholeFeet(maxKey, raw[maxKey], top, problems) ?? top;
  if (min > max) {
    problems.add(minKey, minAboveMaxMessage(what));
    return null;
  }
  if (min === 0 && max === top) return null;
  return { min, max: max === top ? null : max };
}

/** A Californian ZIP code: 5 digits starting with 9 (spec §5); null when not given (or refused: see problems). */
export function readZip(key: string, raw: unknown, problems: FilterProblems): string | null {
  let value = raw;
  if (Array.isArray(value)) {
    const given = value.filter((item) => !isBlank(item));
    if (given.length > 1) {
      problems.add(key, 'Only one ZIP code can be searched at a time.');
      return null;
    }
    value = given[0];
  }
  if (isBlank(value)) return null;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!isCaliforniaZip(text)) {
    problems.add(key, ZIP_MESSAGE, true);
    return null;
  }
  return text;
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(FILTER_KEYS);

/**
 * Reads a search filter object (already parsed from JSON, and an object: the callers say so when it
 * is not) into a SearchFilter, and every problem with it: a filter with problems is refused whole.
 */
export function readSearchFilter(input: Record<string, unknown>): { filter: SearchFilter; problems: FilterProblem[] } {
  const problems = new FilterProblems();
  const unknown = Object.keys(input).filter((key) => !KNOWN_KEYS.has(key));
  for (const key of unknown) problems.add(key, `Unknown filter "${key}".`);

  const filter = emptyFilter();
  if (!isBlank(input.region)) {
    filter.region = regionFromKey(input.region);
    if (!filter.region) problems.add('region', unknownRegionMessage(input.region));
  }
  filter.height = sizeRange('minTreeHeight', 'maxTreeHeight', HEIGHT_TOP, input, 'height', problems);
  filter.width = sizeRange('minTreeCanopyWidth', 'maxTreeCanopyWidth', WIDTH_TOP, input, 'canopy width', problems);

  if (!isBlank(input.searchTerm)) {
    if (typeof input.searchTerm !== 'string') problems.add('searchTerm', 'Should be text.');
    else if (input.searchTerm.length > SEARCH_TERM_MAX) problems.add('searchTerm', SEARCH_TERM_TOO_LONG);
    else filter.searchTerm = input.searchTerm.trim();
  }

  readChoices(filter, input, problems);
  filter.zipCode = readZip('zip_code', input.zip_code, problems);

  const climateAdapted = flags('climate_adapted', input.climate_adapted, problems);
  filter.climateAdapted = climateAdapted.includes(true);
  if (filter.climateAdapted) {
    filter.adaptedZipCode = readZip('adapted_zip_code', input.adapted_zip_code, problems);
    if (filter.adaptedZipCode === null && !problems.errors.some((e) => e.field === 'adapted_zip_code')) {
      problems.add('adapted_zip_code', CLIMATE_ADAPTED_MESSAGE, true);
    }
  }

  // spec §4: ZIP code, USDA zone, Sunset zone and climate region lock each other; climate adapted
  // hides all four.
  const zoneFilters = [
    filter.zipCode !== null,
    filter.usdaZones.length > 0,
    filter.sunsetZones.length > 0,
    filter.climateRegions.length > 0,
  ].filter(Boolean).length;
  if (filter.climateAdapted && zoneFilters > 0) problems.add('climate_adapted', CLIMATE_ADAPTED_ZONES_MESSAGE, true);
  else if (zoneFilters > 1) problems.add('zip_code', ZONES_LOCKED_MESSAGE, true);

  return { filter, problems: problems.errors };
}

/** The filters chosen from a vocabulary, and the yes/no flags. */
function readChoices(filter: SearchFilter, input: Record<string, unknown>, problems: FilterProblems): void {
  const v = FILTER_VOCABULARY;
  filter.treeShapes = choices('tree_shape', input.tree_shape, v.treeShapes, problems);
  filter.leafForms = choices('leaf_form', input.leaf_form, v.leafForms, problems);
  filter.leafArrangements = choices('leaf_arrangement', input.leaf_arrangement, v.leafArrangements, problems);
  filter.foliageTypes = choices('foliage_type', input.foliage_type, v.foliageTypes, problems);
  // planting_area: 0 means none (spec §3)
  const plantingArea = input.planting_area === 0 || input.planting_area === '0' ? null : input.planting_area;
  filter.plantingAreas = choices('planting_area', plantingArea, v.plantingAreas, problems);

  for (const flag of FLAG_FILTERS) filter.flags[flag] = flags(flag, input[flag], problems);

  filter.flowerColors = choices('flower_color', input.flower_color, v.flowerColors, problems);
  filter.fruitTypes = choices('fruit_type', input.fruit_type, v.fruitTypes, problems);
  filter.usdaZones = choices('usda_zones', input.usda_zones, v.usdaZones, problems);
  filter.sunsetZones = choices('sunset_climate_zone', input.sunset_climate_zone, v.sunsetZones, problems);
  filter.saltTolerances = choices('salt_tolerance', input.salt_tolerance, v.saltTolerances, problems);
  filter.windResistances = choices('wind_resistance', input.wind_resistance, v.windResistances, problems);
  filter.waterUse = choices('water_use_rating', input.water_use_rating, v.waterUseRatings, problems);
  filter.sunExposures = choices('sun_exposure', input.sun_exposure, v.sunExposures, problems);
  filter.utilityZones = choices('utility_precautions', input.utility_precautions, v.utilityPrecautions, problems);
  filter.climateRegions = parseClimateRegions(input.climate_region, problems);
}

/** "All of California" stands for the six regions together. */
function parseClimateRegions(raw: unknown, problems: FilterProblems): string[] {
  const values = listOf('climate_region', raw, problems);
  if (!values) return [];
  const all = values.some((value) => String(value).trim().toLowerCase() === 'all of california');
  if (all) return FILTER_VOCABULARY.climateRegions.choices.map((choice) => choice.value);
  return choices('climate_region', values, FILTER_VOCABULARY.climateRegions, problems);
}
