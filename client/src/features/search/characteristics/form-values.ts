import type { Region } from '@/generated/graphql';
import { FLAG_FILTERS, HEIGHT_TOP, regionKeyOf, WIDTH_TOP } from '@selectree/rules';
import type { SearchFilter } from '../search-filter';

/**
 * What the search-by-characteristics form edits (Formik values): text fields as typed, choices as
 * lists of strings. `toSearchFilter` turns them into the spec §3 filter object; `fromSearchFilter`
 * restores the form from one (sessionStorage, a results page's URL).
 */
export type YesNo = 'yes' | 'no';

export type CharacteristicsValues = {
  searchTerm: string;
  minTreeHeight: string;
  maxTreeHeight: string;
  minTreeCanopyWidth: string;
  maxTreeCanopyWidth: string;
  tree_shape: string[];
  leaf_form: string[];
  leaf_arrangement: string[];
  foliage_type: string[];
  /** '' = any; '1'-'3' the planting area codes. */
  planting_area: string;
  fall_color: YesNo[];
  ca_native: YesNo[];
  hi_native: YesNo[];
  fragrance: YesNo[];
  deer_tolerance: YesNo[];
  utility_friendly: YesNo[];
  schoolyard: YesNo[];
  shade_tolerant: YesNo[];
  flower_color: string[];
  fruit_type: string[];
  usda_zones: string[];
  sunset_climate_zone: string[];
  climate_region: string[];
  zip_code: string;
  salt_tolerance: string[];
  wind_resistance: string[];
  water_use_rating: string[];
  /** exposure codes as text: '3' Full Sun, '2' Partial Shade, '1' Shade */
  sun_exposure: string[];
  utility_precautions: string[];
  climate_adapted: boolean;
  adapted_zip_code: string;
};

export type YesNoKey = (typeof FLAG_FILTERS)[number];

const LIST_KEYS = [
  'tree_shape',
  'leaf_form',
  'leaf_arrangement',
  'foliage_type',
  'flower_color',
  'fruit_type',
  'sunset_climate_zone',
  'climate_region',
  'salt_tolerance',
  'wind_resistance',
  'water_use_rating',
  'utility_precautions',
] as const;

/** ZIP code, USDA zone, Sunset zone and climate region lock each other (spec §4). */
export const ZONE_KEYS = ['zip_code', 'usda_zones', 'sunset_climate_zone', 'climate_region'] as const;
export type ZoneKey = (typeof ZONE_KEYS)[number];

export const DECIDUOUS = 'Deciduous';

export function emptyValues(): CharacteristicsValues {
  return {
    searchTerm: '',
    minTreeHeight: '0',
    maxTreeHeight: String(HEIGHT_TOP),
    minTreeCanopyWidth: '0',
    maxTreeCanopyWidth: String(WIDTH_TOP),
    tree_shape: [],
    leaf_form: [],
    leaf_arrangement: [],
    foliage_type: [],
    planting_area: '',
    fall_color: [],
    ca_native: [],
    hi_native: [],
    fragrance: [],
    deer_tolerance: [],
    utility_friendly: [],
    schoolyard: [],
    shade_tolerant: [],
    flower_color: [],
    fruit_type: [],
    usda_zones: [],
    sunset_climate_zone: [],
    climate_region: [],
    zip_code: '',
    salt_tolerance: [],
    wind_resistance: [],
    water_use_rating: [],
    sun_exposure: [],
    utility_precautions: [],
    climate_adapted: false,
    adapted_zip_code: '',
  };
}

/** The zone field in use, which locks the other three; null when none is filled. */
export function zoneInUse(values: CharacteristicsValues): ZoneKey | null {
  for (const key of ZONE_KEYS) {
    const value = values[key];
    if (typeof value === 'string' ? value.trim() !== '' : value.length > 0) return key;
  }
  return null;
}

/** Rules that change other fields (spec §4): applied after every edit and on a region switch. */
export function applyRules(values: CharacteristicsValues, region: Region): CharacteristicsValues {
  const next = { ...values };
  if (region === 'PACIFIC_ISLANDS') {
    // The Pacific Islands edition asks Hawaii native and has no fall colour filter.
    next.ca_native = [];
    next.fall_color = [];
  } else {
    next.hi_native = [];
  }
  // Deciduous may be chosen only together with fall colour.
  if (next.fall_color.length === 0 && next.foliage_type.includes(DECIDUOUS)) {
    next.foliage_type = next.foliage_type.filter((type) => type !== DECIDUOUS);
  }
  // Climate adapted searches use the adapted ZIP code: the zone fields are hidden and cleared.
  if (next.climate_adapted) {
    next.zip_code = '';
    next.usda_zones = [];
    next.sunset_climate_zone = [];
    next.climate_region = [];
  } else {
    next.adapted_zip_code = '';
  }
  return next;
}

const wholeNumber = (text: string): number | undefined => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : undefined);

/** The filter object for the values (only what is chosen; invalid numbers left out). */
export function toSearchFilter(values: CharacteristicsValues, region: Region): SearchFilter {
  const filter: SearchFilter = { region: regionKeyOf(region) };
  const minHeight = wholeNumber(values.minTreeHeight);
  const maxHeight = wholeNumber(values.maxTreeHeight);
  const minWidth = wholeNumber(values.minTreeCanopyWidth);
  const maxWidth = wholeNumber(values.maxTreeCanopyWidth);
  if (minHeight !== undefined && minHeight !== 0) filter.minTreeHeight = minHeight;
  if (maxHeight !== undefined && maxHeight !== HEIGHT_TOP) filter.maxTreeHeight = maxHeight;
  if (minWidth !== undefined && minWidth !== 0) filter.minTreeCanopyWidth = minWidth;
  if (maxWidth !== undefined && maxWidth !== WIDTH_TOP) filter.maxTreeCanopyWidth = maxWidth;

  const term = values.searchTerm.trim();
  if (term) filter.searchTerm = term;
  for (const key of LIST_KEYS) {
    if (values[key].length) filter[key] = [...values[key]];
  }
  for (const key of FLAG_FILTERS) {
    if (values[key].length) filter[key] = values[key].map((answer) => answer === 'yes');
  }
  if (values.usda_zones.length) filter.usda_zones = values.usda_zones.map(Number);
  if (values.sun_exposure.length) filter.sun_exposure = values.sun_exposure.map(Number);
  if (values.planting_area) filter.planting_area = Number(values.planting_area);
  if (values.climate_adapted) {
    filter.climate_adapted = [true];
    if (values.adapted_zip_code.trim()) filter.adapted_zip_code = values.adapted_zip_code.trim();
  } else if (values.zip_code.trim()) {
    filter.zip_code = values.zip_code.trim();
  }
  return filter;
}

/** The form showing a filter object. */
export function fromSearchFilter(filter: SearchFilter): CharacteristicsValues {
  const values = emptyValues();
  if (filter.minTreeHeight !== undefined) values.minTreeHeight = String(filter.minTreeHeight);
  if (filter.maxTreeHeight !== undefined) values.maxTreeHeight = String(filter.maxTreeHeight);
  if (filter.minTreeCanopyWidth !== undefined) values.minTreeCanopyWidth = String(filter.minTreeCanopyWidth);
  if (filter.maxTreeCanopyWidth !== undefined) values.maxTreeCanopyWidth = String(filter.maxTreeCanopyWidth);
  values.searchTerm = filter.searchTerm ?? '';
  for (const key of LIST_KEYS) values[key] = [...(filter[key] ?? [])];
  for (const key of FLAG_FILTERS) values[key] = (filter[key] ?? []).map((answer): YesNo => (answer ? 'yes' : 'no'));
  values.usda_zones = (filter.usda_zones ?? []).map(String);
  values.sun_exposure = (filter.sun_exposure ?? []).map(String);
  values.planting_area = filter.planting_area ? String(filter.planting_area) : '';
  values.zip_code = filter.zip_code ?? '';
  values.climate_adapted = filter.climate_adapted?.includes(true) ?? false;
  values.adapted_zip_code = filter.adapted_zip_code ?? '';
  return values;
}
