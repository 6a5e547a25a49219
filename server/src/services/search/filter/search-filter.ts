import {
  CLIMATE_ADAPTED_MESSAGE,
  CLIMATE_ADAPTED_ZONES_MESSAGE,
  type ChoiceSet,
  FILTER_DATA_MAX_CHARS,
  FILTER_KEYS,
  FILTER_LIST_MAX,
  FILTER_VOCABULARY,
  FLAG_FILTERS,
  type FlagFilter,
  type FoliageType,
  HEIGHT_TOP,
  INTEGER_MESSAGE,
  MIN_VALUE_MESSAGE,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
  type UtilityZone,
  WIDTH_TOP,
  ZIP_MESSAGE,
  ZONES_LOCKED_MESSAGE,
  isBlank,
  isCaliforniaZip,
  maxValueMessage,
  minAboveMaxMessage,
  yesNo,
} from '@selectree/rules';
import { parseRegion, type Region } from '../../../catalogue/regions';
import { ValidationError, type FieldError } from '../../../errors';

/**
 * The search filter object of spec §3 (the `filterData` JSON of /api/tree/search-results and the
 * GraphQL TreeSearchFilterInput), parsed and VALIDATED into a typed TreeSearchFilter. Anything
 * malformed is a ValidationError (400 / BAD_USER_INPUT) with one FieldError per problem; nothing
 * malformed reaches SQL.
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

export interface SizeRange {
  min: number;
  /** null: the top mark was chosen, no upper bound. */
  max: number | null;
}

export {
  CLIMATE_ADAPTED_MESSAGE,
  CLIMATE_ADAPTED_ZONES_MESSAGE,
  FILTER_KEYS,
  FLAG_FILTERS,
  type FlagFilter,
  SEARCH_TERM_MAX,
  ZIP_MESSAGE,
  ZONES_LOCKED_MESSAGE,
};

export interface TreeSearchFilter {
  region: Region | null;
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

export function emptyFilter(): TreeSearchFilter {
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

/** Collects field errors; spec sentences are shown alone, other messages prefixed by their field. */
class Problems {
  readonly errors: (FieldError & { standalone: boolean })[] = [];

  add(field: string, message: string, standalone = false): void {
    this.errors.push({ field, message, standalone });
  }

  throwIfAny(): void {
    if (!this.errors.length) return;
    const [first] = this.errors;
    const message = first.standalone ? first.message : `${first.field}: ${first.message}`;
    throw new ValidationError(
      message,
      this.errors.map(({ field, message: text }) => ({ field, message: text })),
    );
  }
}

/** One value or a list of values, as a list; blanks dropped. Non-scalars are a type error. */
function listOf(key: string, raw: unknown, problems: Problems): (string | number | boolean)[] | null {
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

function choices<V extends string | number>(key: string, raw: unknown, set: ChoiceSet<V>, problems: Problems): V[] {
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

function flags(key: string, raw: unknown, problems: Problems): boolean[] {
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
function wholeFeet(key: string, raw: unknown, max: number, problems: Problems): number | undefined {
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
  problems: Problems,
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

/** A Californian ZIP code: 5 digits starting with 9 (spec §5); null when not given. */
export function parseZip(key: string, raw: unknown, problems?: Problems): string | null {
  const report = problems ?? new Problems();
  let value = raw;
  if (Array.isArray(value)) {
    const given = value.filter((item) => !isBlank(item));
    if (given.length > 1) {
      report.add(key, 'Only one ZIP code can be searched at a time.');
      if (!problems) report.throwIfAny();
      return null;
    }
    value = given[0];
  }
  if (isBlank(value)) return null;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!isCaliforniaZip(text)) {
    report.add(key, ZIP_MESSAGE, true);
    if (!problems) report.throwIfAny();
    return null;
  }
  return text;
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(FILTER_KEYS);

/** Validates a search filter object (already parsed from JSON). */
export function parseSearchFilter(raw: unknown): TreeSearchFilter {
  if (raw === undefined || raw === null) return emptyFilter();
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError('filterData must be a JSON object', [
      { field: 'filterData', message: 'Must be an object' },
    ]);
  }
  const input = raw as Record<string, unknown>;
  const problems = new Problems();
  const unknown = Object.keys(input).filter((key) => !KNOWN_KEYS.has(key));
  for (const key of unknown) problems.add(key, `Unknown filter "${key}".`);

  const filter = emptyFilter();
  if (!isBlank(input.region)) {
    try {
      filter.region = parseRegion(input.region);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.add('region', error.message);
    }
  }
  filter.height = sizeRange('minTreeHeight', 'maxTreeHeight', HEIGHT_TOP, input, 'height', problems);
  filter.width = sizeRange('minTreeCanopyWidth', 'maxTreeCanopyWidth', WIDTH_TOP, input, 'canopy width', problems);

  if (!isBlank(input.searchTerm)) {
    if (typeof input.searchTerm !== 'string') problems.add('searchTerm', 'Should be text.');
    else if (input.searchTerm.length > SEARCH_TERM_MAX) problems.add('searchTerm', SEARCH_TERM_TOO_LONG);
    else filter.searchTerm = input.searchTerm.trim();
  }

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
  filter.zipCode = parseZip('zip_code', input.zip_code, problems);

  const climateAdapted = flags('climate_adapted', input.climate_adapted, problems);
  filter.climateAdapted = climateAdapted.includes(true);
  if (filter.climateAdapted) {
    filter.adaptedZipCode = parseZip('adapted_zip_code', input.adapted_zip_code, problems);
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

  problems.throwIfAny();
  return filter;
}

/** "All of California" stands for the six regions together. */
function parseClimateRegions(raw: unknown, problems: Problems): string[] {
  const values = listOf('climate_region', raw, problems);
  if (!values) return [];
  const all = values.some((value) => String(value).trim().toLowerCase() === 'all of california');
  if (all) return FILTER_VOCABULARY.climateRegions.choices.map((choice) => choice.value);
  return choices('climate_region', values, FILTER_VOCABULARY.climateRegions, problems);
}

/** Parses the `filterData` query parameter: a JSON object (absent = no filters). */
export function parseFilterData(raw: unknown): TreeSearchFilter {
  if (isBlank(raw)) return emptyFilter();
  if (typeof raw !== 'string') {
    throw new ValidationError('filterData must be given once, as a JSON object', [
      { field: 'filterData', message: 'Must be a JSON object' },
    ]);
  }
  if (raw.length > FILTER_DATA_MAX_CHARS) {
    throw new ValidationError(`filterData is too long (at most ${FILTER_DATA_MAX_CHARS} characters)`, [
      { field: 'filterData', message: 'Too long' },
    ]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError('filterData is not valid JSON', [{ field: 'filterData', message: 'Not valid JSON' }]);
  }
  if (parsed === null) return emptyFilter();
  return parseSearchFilter(parsed);
}
