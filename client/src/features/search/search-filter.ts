import {
  FLAG_KEYS,
  HEIGHT_TOP,
  WIDTH_TOP,
  isBlank,
  plantingAreaCode,
  regionFromKey,
  regionKeyOf,
  yesNo,
  type RegionKey,
} from '@selectree/rules';
import type { FoliageType, TreeSearchFilterInput } from './generated/graphql';

export { regionFromKey, regionKeyOf, type RegionKey };

/**
 * The search filter object of spec §3, with its legacy key names: the JSON of the results page's
 * `filterData` query parameter, of sessionStorage and of saved searches. Only chosen filters are
 * present; an absent key means "not chosen". The server validates the values (vocabulary, ZIP
 * format, ranges, which filters may be combined) and answers with the spec's messages.
 */
export type SearchFilter = {
  /** Extension kept by the server and saved searches: which edition the search ran in. */
  region?: RegionKey;
  minTreeHeight?: number;
  maxTreeHeight?: number;
  minTreeCanopyWidth?: number;
  maxTreeCanopyWidth?: number;
  tree_shape?: string[];
  leaf_form?: string[];
  leaf_arrangement?: string[];
  /** 1 = "2 to 4", 2 = "4 to 7", 3 = ">7" (0 means none). */
  planting_area?: number;
  foliage_type?: string[];
  searchTerm?: string;
  fall_color?: boolean[];
  ca_native?: boolean[];
  hi_native?: boolean[];
  flower_color?: string[];
  fruit_type?: string[];
  fragrance?: boolean[];
  usda_zones?: number[];
  sunset_climate_zone?: string[];
  deer_tolerance?: boolean[];
  salt_tolerance?: string[];
  wind_resistance?: string[];
  water_use_rating?: string[];
  /** Exposure codes: 3 Full Sun, 2 Partial Shade, 1 Shade. */
  sun_exposure?: number[];
  utility_precautions?: string[];
  utility_friendly?: boolean[];
  schoolyard?: boolean[];
  climate_region?: string[];
  zip_code?: string;
  shade_tolerant?: boolean[];
  climate_adapted?: boolean[];
  adapted_zip_code?: string;
};

type FlagKey = (typeof FLAG_KEYS)[number];

const TEXT_LIST_KEYS = [
  'tree_shape',
  'leaf_form',
  'leaf_arrangement',
  'foliage_type',
  'flower_color',
  'fruit_type',
  'sunset_climate_zone',
  'salt_tolerance',
  'wind_resistance',
  'water_use_rating',
  'utility_precautions',
  'climate_region',
] as const;
type TextListKey = (typeof TEXT_LIST_KEYS)[number];

const NUMBER_KEYS = ['minTreeHeight', 'maxTreeHeight', 'minTreeCanopyWidth', 'maxTreeCanopyWidth'] as const;
const NUMBER_LIST_KEYS = ['usda_zones', 'sun_exposure'] as const;

export class FilterDataError extends Error {}

/** One value or a list, as a list of scalars (blanks dropped). */
function listOf(key: string, raw: unknown): (string | number | boolean)[] {
  if (isBlank(raw)) return [];
  const items = Array.isArray(raw) ? raw : [raw];
  return items
    .filter((item) => !isBlank(item))
    .map((item) => {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return item;
      throw new FilterDataError(`${key} should be a value or a list of values.`);
    });
}

function wholeNumber(key: string, raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,6}$/.test(text)) throw new FilterDataError(`${key}: Should be an integer.`);
  return Number(text);
}

function flagList(key: string, raw: unknown): boolean[] {
  const answers: boolean[] = [];
  for (const value of listOf(key, raw)) {
    const answer = yesNo(value);
    if (answer === undefined) throw new FilterDataError(`${key}: "${String(value)}" is not yes or no.`);
    if (!answers.includes(answer)) answers.push(answer);
  }
  return answers;
}

/** A ZIP code given as text, a number or a one-item list. */
function zipText(key: string, raw: unknown): string | undefined {
  const values = listOf(key, raw);
  if (values.length > 1) throw new FilterDataError(`${key}: Only one ZIP code can be searched at a time.`);
  return values.length ? String(values[0]).trim() : undefined;
}

/**
 * Reads a filter object (parsed JSON: a legacy URL, sessionStorage, a saved search) into a
 * SearchFilter, checking shapes only. Throws FilterDataError for what cannot be a filter.
 * Unknown keys are dropped (old links keep working).
 */
export function readSearchFilter(raw: unknown): SearchFilter {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new FilterDataError('The filters should be an object.');
  const input = raw as Record<string, unknown>;
  const filter: SearchFilter = {};

  const region = regionFromKey(input.region);
  if (region) filter.region = regionKeyOf(region);

  for (const key of NUMBER_KEYS) {
    if (!isBlank(input[key])) filter[key] = wholeNumber(key, input[key]);
  }
  for (const key of TEXT_LIST_KEYS) {
    const values = listOf(key, input[key]).map(String);
    if (values.length) filter[key] = [...new Set(values)];
  }
  for (const key of NUMBER_LIST_KEYS) {
    const values = listOf(key, input[key]).map((value) => wholeNumber(key, value));
    if (values.length) filter[key] = [...new Set(values)];
  }
  for (const key of FLAG_KEYS) {
    const answers = flagList(key, input[key]);
    if (answers.length) filter[key] = answers;
  }
  if (!isBlank(input.planting_area)) {
    const [area] = listOf('planting_area', input.planting_area);
    const code = typeof area === 'number' ? area : /^\d+$/.test(String(area)) ? Number(area) : plantingAreaCode(area);
    if (code === undefined) throw new FilterDataError(`planting_area: "${String(area)}" is not a planting area.`);
    if (code !== 0) filter.planting_area = code;
  }
  if (!isBlank(input.searchTerm)) {
    if (typeof input.searchTerm !== 'string') throw new FilterDataError('searchTerm should be text.');
    filter.searchTerm = input.searchTerm.trim();
  }
  const zip = zipText('zip_code', input.zip_code);
  if (zip) filter.zip_code = zip;
  const adaptedZip = zipText('adapted_zip_code', input.adapted_zip_code);
  if (adaptedZip) filter.adapted_zip_code = adaptedZip;
  return filter;
}

/** Parses the `filterData` parameter (JSON text); absent or empty = no filters. */
export function parseFilterData(text: string | null): SearchFilter {
  if (text === null || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FilterDataError('The filters in this address are not valid JSON.');
  }
  return readSearchFilter(parsed);
}

/** Slider ends that restrict nothing (the server reads them as no range). */
const NO_RANGE: Partial<Record<keyof SearchFilter, number>> = {
  minTreeHeight: 0,
  maxTreeHeight: HEIGHT_TOP,
  minTreeCanopyWidth: 0,
  maxTreeCanopyWidth: WIDTH_TOP,
};

/**
 * A filter that chose nothing (no filter, no name; the edition aside): the whole catalogue. The
 * server refuses to keep one as a saved search (`restrictsNothing` in its list rules; the sync test
 * holds the two together).
 */
export function restrictsNothing(filter: SearchFilter): boolean {
  return Object.entries(filter).every(
    ([key, value]) => key === 'region' || value === undefined || NO_RANGE[key as keyof SearchFilter] === value,
  );
}

/** The JSON of `filterData`: keys in a stable order, so equal filters give equal URLs. */
export function serializeFilter(filter: SearchFilter): string {
  return JSON.stringify(filter, Object.keys(filter).sort());
}

const FOLIAGE_TYPES: Record<string, FoliageType> = {
  deciduous: 'Deciduous',
  '1': 'Deciduous',
  'partly deciduous': 'PartlyDeciduous',
  partlydeciduous: 'PartlyDeciduous',
  'semi-evergreen': 'PartlyDeciduous',
  '2': 'PartlyDeciduous',
  evergreen: 'Evergreen',
  '3': 'Evergreen',
};

function foliageType(value: string): FoliageType {
  const type = FOLIAGE_TYPES[value.trim().toLowerCase()];
  if (!type)
    throw new FilterDataError(`foliage_type: "${value}" is not one of: Deciduous, Partly Deciduous, Evergreen.`);
  return type;
}

const some = <T>(values: T[] | undefined): T[] | undefined => (values && values.length ? values : undefined);

/** The GraphQL input for a filter (same meaning; the server validates it with the REST parser). */
export function toFilterInput(filter: SearchFilter): TreeSearchFilterInput {
  const flag = (key: FlagKey) => some(filter[key]);
  const texts = (key: TextListKey) => some(filter[key]);
  const input: TreeSearchFilterInput = {
    minTreeHeight: filter.minTreeHeight,
    maxTreeHeight: filter.maxTreeHeight,
    minTreeCanopyWidth: filter.minTreeCanopyWidth,
    maxTreeCanopyWidth: filter.maxTreeCanopyWidth,
    searchTerm: filter.searchTerm || undefined,
    treeShapes: texts('tree_shape'),
    leafForms: texts('leaf_form'),
    leafArrangements: texts('leaf_arrangement'),
    foliageTypes: some(filter.foliage_type?.map(foliageType)),
    plantingAreas: filter.planting_area ? [String(filter.planting_area)] : undefined,
    fallColor: flag('fall_color'),
    caNative: flag('ca_native'),
    hiNative: flag('hi_native'),
    fragrance: flag('fragrance'),
    deerTolerance: flag('deer_tolerance'),
    utilityFriendly: flag('utility_friendly'),
    schoolyard: flag('schoolyard'),
    shadeTolerant: flag('shade_tolerant'),
    flowerColors: texts('flower_color'),
    fruitTypes: texts('fruit_type'),
    usdaZones: some(filter.usda_zones),
    sunsetZones: texts('sunset_climate_zone'),
    saltTolerances: texts('salt_tolerance'),
    windResistances: texts('wind_resistance'),
    waterUseRatings: texts('water_use_rating'),
    sunExposures: some(filter.sun_exposure?.map(String)),
    utilityPrecautions: texts('utility_precautions'),
    climateRegions: texts('climate_region'),
    zipCode: filter.zip_code,
    climateAdapted: filter.climate_adapted?.includes(true) || undefined,
    adaptedZipCode: filter.climate_adapted?.includes(true) ? filter.adapted_zip_code : undefined,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as TreeSearchFilterInput;
}
