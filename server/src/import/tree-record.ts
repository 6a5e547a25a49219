import { type TreeNameKind } from '@selectree/rules';

/**
 * The normalised form of a tree as the importer writes and compares it: database column names and
 * the values PostgreSQL returns for them (smallint -> number, arrays -> arrays, enums -> strings).
 */

/** Every trees column the importer may set, with its SQL type (used for jsonb_to_recordset). */
export const TREE_COLUMN_TYPES = {
  id: 'integer',
  published: 'boolean',
  pacific_island: 'boolean',
  scientific_name: 'text',
  scientific_search_key: 'text',
  common_name: 'text',
  other_displayed_common_name: 'text',
  family: 'text',
  redirect_tree_id: 'integer',
  memo: 'text',
  ethnobotanical_info: 'text',
  invasive_text: 'text',
  native_range: 'text',
  schoolyard_use_notes: 'text',
  california_native: 'boolean',
  hi_native: 'boolean',
  ca_invasive: 'boolean',
  pi_invasive: 'boolean',
  fragrance: 'boolean',
  foliage_fall_color: 'boolean',
  deer_palatable: 'boolean',
  schoolyard: 'boolean',
  utility_friendly: 'boolean',
  appraisal: 'boolean',
  height_low: 'smallint',
  height_high: 'smallint',
  width_low: 'smallint',
  width_high: 'smallint',
  growth_rate_low: 'smallint',
  growth_rate_high: 'smallint',
  branch_strength_low: 'smallint',
  branch_strength_high: 'smallint',
  exposure_low: 'smallint',
  exposure_high: 'smallint',
  soil_ph_low: 'smallint',
  soil_ph_high: 'smallint',
  foliage_type: 'foliage_type',
  leaf_form: 'text',
  leaf_arrangement: 'text',
  leaflet_shape: 'text',
  water_use: 'text',
  planting_area: 'text',
  saltspray_tolerance: 'text',
  root_damage_potential: 'text',
  biogenic_emissions: 'text',
  wind_resistance: 'text',
  flower_showiness: 'text',
  sex: 'text',
  fruit_size: 'text',
  fruit_type: 'text',
  bark_color: 'text',
  fruit_color: 'text',
  app_lcant: 'text',
  app_grrating: 'text',
  usda_zones: 'smallint[]',
  sunset_zones: 'text[]',
  climate_adapted_regions: 'text[]',
  tree_shapes: 'text[]',
  litter_types: 'text[]',
  bark_textures: 'text[]',
  foliage_growth_colors: 'text[]',
  fruit_values: 'text[]',
  fruiting_times: 'text[]',
  flower_colors: 'text[]',
  flower_times: 'text[]',
  soil_textures: 'text[]',
  salinity_tolerances: 'text[]',
  pest_resistant: 'text[]',
  pest_susceptibility: 'text[]',
  disease_resistant: 'text[]',
  disease_susceptibility: 'text[]',
  health_hazards: 'text[]',
  attracts_wildlife: 'text[]',
  landscape_applications: 'text[]',
  landscape_uses: 'text[]',
  photolocations: 'text[]',
} as const;

export type TreeColumn = keyof typeof TREE_COLUMN_TYPES;
export type TreeValue = string | number | boolean | null | string[] | number[];
/** A normalised tree: its id plus the columns the input file determines. */
export type TreeRecord = { id: number } & Partial<Record<Exclude<TreeColumn, 'id'>, TreeValue>>;

export interface NameRecord {
  kind: TreeNameKind;
  name: string;
  position: number;
  searchKey: string;
}

export interface TaxonRecord {
  sequence: number;
  genus: string | null;
  species: string | null;
  hybridAltSpecies: string | null;
  subspecies: string | null;
  variety: string | null;
  forma: string | null;
  cultivar: string | null;
  hybridX: boolean;
  hybridGenus: boolean;
  qualifier: string | null;
  nameConcat: string;
}

/** Deep equality for the JSON-like values above. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys)
      if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    return true;
  }
  return false;
}
