import {
  APP_GRRATING_VALUES,
  APP_LCANT_VALUES,
  BRANCH_STRENGTH_LABELS,
  CLIMATE_ADAPTED_REGIONS,
  EXPOSURE_LABELS,
  FLOWER_SEXES,
  FLOWER_SHOWINESS,
  FOLIAGE_TYPES,
  FRUIT_SIZES,
  FRUIT_TYPES,
  GROWTH_RATE_MAX_FIELD_MAX,
  GROWTH_RATE_MIN_FIELD_MAX,
  LEAF_ARRANGEMENTS,
  LEAF_FORMS,
  LEAFLET_SHAPES,
  LEVELS,
  NUMERIC_RANGES,
  PLANTING_AREAS,
  SOIL_PH_LABELS,
  SUNSET_ZONES,
  TRAIT_VOCABULARIES,
  type TraitVocabularyName,
  TreeNameKind,
  USDA_ZONES,
  WATER_USE_CODES,
  WATER_USE_LABELS,
  WIND_RESISTANCES,
} from '@selectree/rules';
import type { TreeColumn } from '../../import/tree-record';

/** One choice of a single- or multi-choice field: the stored value and what the form shows. */
export interface EditOption {
  value: string;
  label: string;
}

type Column = Exclude<TreeColumn, 'id'>;

/**
 * The kinds of field of the tree edit record (spec §3 "Tree edit record"), each with its wire form:
 * - display: '0' (Draft) or '1' (Published), as text;
 * - flag: 0, 1 or null (unknown); `required` ones may not be cleared;
 * - yesNo: 'Yes', 'No' or null;
 * - int: a whole number in [min, max] or null;
 * - choice / multi: stored values from `options` (closed) or any short text (open vocabularies);
 * - text: plain text (no markup), at most `maxLength`; rich: HTML sanitised to the detail page's allow-list;
 * - names: a list of common names of one kind (tree_names); commonName: the primary common name;
 * - redirect / hasRedirect: the "See also" tree.
 */
export type EditFieldSpec =
  | { kind: 'display'; column: 'published' }
  | { kind: 'flag'; column: Column; required?: boolean }
  | { kind: 'yesNo'; column: Column }
  | { kind: 'int'; column: Column; min: number; max: number; labels?: readonly string[] }
  | { kind: 'choice'; column: Column; options: readonly EditOption[] }
  | { kind: 'multi'; column: Column; options: readonly EditOption[] | null; number?: boolean }
  | { kind: 'text'; column: Column; maxLength: number }
  | { kind: 'rich'; column: Column }
  | { kind: 'names'; nameKind: TreeNameKind }
  | { kind: 'commonName' }
  | { kind: 'hasRedirect' }
  | { kind: 'redirect' };

export type EditFieldKind = EditFieldSpec['kind'];

const same = (values: readonly string[]): EditOption[] => values.map((value) => ({ value, label: value }));
const vocab = (name: TraitVocabularyName): EditOption[] | null =>
  TRAIT_VOCABULARIES[name].closed ? same(TRAIT_VOCABULARIES[name].terms) : null;
const multi = (column: Column, name: TraitVocabularyName): EditFieldSpec => ({
  kind: 'multi',
  column,
  options: vocab(name),
});
const choice = (column: Column, values: readonly string[]): EditFieldSpec => ({
  kind: 'choice',
  column,
  options: same(values),
});
const range = (column: Column, limits: { min: number; max: number }, labels?: readonly string[]): EditFieldSpec => ({
  kind: 'int',
  column,
  ...limits,
  labels,
});

/** Lengths of plain-text fields: generous, but bounded. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
export const RICH_TEXT_MAX = 20000;
export const LIST_MAX_ITEMS = 60;

/**
 * Every field of the edit record, in the order of the edit screen's sections. The one table the
 * reader, the validator, the history and the form's options (GET /tree/edit-options) all use.
 */
export const EDIT_FIELDS = {
  // Name Information
  display: { kind: 'display', column: 'published' },
  pacific_island: { kind: 'flag', column: 'pacific_island', required: true },
  common_name: { kind: 'commonName' },
  other_common_name: { kind: 'names', nameKind: TreeNameKind.CommonAlternate },
  other_displayed_common_name: { kind: 'text', column: 'other_displayed_common_name', maxLength: TEXT_MAX },
  generic: { kind: 'names', nameKind: TreeNameKind.CommonGeneric },
  family: { kind: 'text', column: 'family', maxLength: TEXT_MAX },
  has_redirect: { kind: 'hasRedirect' },
  redirect: { kind: 'redirect' },
  // General Information
  memo: { kind: 'rich', column: 'memo' },
  ethnobotanical_info: { kind: 'rich', column: 'ethnobotanical_info' },
  native_range: { kind: 'text', column: 'native_range', maxLength: LONG_TEXT_MAX },
  california_native: { kind: 'flag', column: 'california_native' },
  hi_native: { kind: 'flag', column: 'hi_native' },
  pi_invasive: { kind: 'yesNo', column: 'pi_invasive' },
  ca_invasive: { kind: 'yesNo', column: 'ca_invasive' },
  invasive_text: { kind: 'rich', column: 'invasive_text' },
  landscape_application: multi('landscape_applications', 'landscapeApplications'),
  landscape_use: multi('landscape_uses', 'landscapeUses'),
  photolocations: { kind: 'multi', column: 'photolocations', options: null },
  schoolyard: { kind: 'flag', column: 'schoolyard' },
  schoolyardUseNotes: { kind: 'rich', column: 'schoolyard_use_notes' },
  // Tree Characteristics
  tree_shape: multi('tree_shapes', 'treeShapes'),
  foliage_type: choice('foliage_type', FOLIAGE_TYPES),
  height_low: range('height_low', NUMERIC_RANGES.height),
  height_high: range('height_high', NUMERIC_RANGES.height),
  width_low: range('width_low', NUMERIC_RANGES.width),
  width_high: range('width_high', NUMERIC_RANGES.width),
  growth_rate_low: range('growth_rate_low', { min: 1, max: GROWTH_RATE_MIN_FIELD_MAX }),
  growth_rate_high: range('growth_rate_high', { min: 1, max: GROWTH_RATE_MAX_FIELD_MAX }),
  litter_type: multi('litter_types', 'litterTypes'),
  foliage_fall_color: { kind: 'flag', column: 'foliage_fall_color' },
  foliage_growth_color: multi('foliage_growth_colors', 'foliageGrowthColors'),
  leaf_arrangement: choice('leaf_arrangement', LEAF_ARRANGEMENTS),
  leaf_form: choice('leaf_form', LEAF_FORMS),
  leaflet_shape: choice('leaflet_shape', LEAFLET_SHAPES),
  bark_color: { kind: 'text', column: 'bark_color', maxLength: TEXT_MAX },
  bark_texture: multi('bark_textures', 'barkTextures'),
  fruit_size: choice('fruit_size', FRUIT_SIZES),
  fruit_color: { kind: 'text', column: 'fruit_color', maxLength: TEXT_MAX },
  fruit_type: choice('fruit_type', FRUIT_TYPES),
  fruit_value: multi('fruit_values', 'fruitValues'),
  fruiting_time: multi('fruiting_times', 'fruitingTimes'),
  sex: choice('sex', FLOWER_SEXES),
  flower_showiness: choice('flower_showiness', FLOWER_SHOWINESS),
  flower_fragrance: { kind: 'flag', column: 'fragrance' },
  flower_color: multi('flower_colors', 'flowerColors'),
  flower_time: multi('flower_times', 'flowerTimes'),
  // Site Conditions
  climate_adapted_regions: {
    kind: 'multi',
    column: 'climate_adapted_regions',
    options: CLIMATE_ADAPTED_REGIONS.map((r) => ({ value: r.slug, label: r.label })),
  },
  usda_zone: { kind: 'multi', column: 'usda_zones', options: same(USDA_ZONES.map(String)), number: true },
  sunset_zone: { kind: 'multi', column: 'sunset_zones', options: same(SUNSET_ZONES) },
  planting_area: choice('planting_area', PLANTING_AREAS),
  water_use: {
    kind: 'choice',
    column: 'water_use',
    options: WATER_USE_CODES.map((code) => ({ value: code, label: WATER_USE_LABELS[code] })),
  },
  soil_texture: multi('soil_textures', 'soilTextures'),
  soil_ph_low: range('soil_ph_low', NUMERIC_RANGES.soilPh, SOIL_PH_LABELS),
  soil_ph_high: range('soil_ph_high', NUMERIC_RANGES.soilPh, SOIL_PH_LABELS),
  salt_tolerance: choice('saltspray_tolerance', LEVELS),
  salinity_tolerance: multi('salinity_tolerances', 'salinityTolerances'),
  wind_resistance: choice('wind_resistance', WIND_RESISTANCES),
  exposure_low: range('exposure_low', NUMERIC_RANGES.exposure, EXPOSURE_LABELS),
  exposure_high: range('exposure_high', NUMERIC_RANGES.exposure, EXPOSURE_LABELS),
  // Considerations
  branch_strength_low: range('branch_strength_low', NUMERIC_RANGES.branchStrength, BRANCH_STRENGTH_LABELS),
  branch_strength_high: range('branch_strength_high', NUMERIC_RANGES.branchStrength, BRANCH_STRENGTH_LABELS),
  pest_resistant: multi('pest_resistant', 'pestResistant'),
  pest_susceptibility: multi('pest_susceptibility', 'pestSusceptibility'),
  disease_resistant: multi('disease_resistant', 'diseaseResistant'),
  disease_susceptibility: multi('disease_susceptibility', 'diseaseSusceptibility'),
  root_damage_potential: choice('root_damage_potential', LEVELS),
  health_hazard: multi('health_hazards', 'healthHazards'),
  attracts_wildlife: multi('attracts_wildlife', 'attractsWildlife'),
  biogenic_emissions: choice('biogenic_emissions', LEVELS),
  deer_palatable: { kind: 'flag', column: 'deer_palatable' },
  utility_friendly: { kind: 'flag', column: 'utility_friendly', required: true },
  appraisal: { kind: 'yesNo', column: 'appraisal' },
  app_lcant: choice('app_lcant', APP_LCANT_VALUES),
  app_grrating: choice('app_grrating', APP_GRRATING_VALUES),
} as const satisfies Record<string, EditFieldSpec>;

export type EditFieldName = keyof typeof EDIT_FIELDS;
export const EDIT_FIELD_NAMES = Object.keys(EDIT_FIELDS) as EditFieldName[];

/** Read-only parts of the record: sent back on save by the legacy client, ignored (own paths). */
export const READ_ONLY_FIELDS = [
  'tree_id',
  'version',
  'taxons',
  'images',
  'shade_tolerant',
  'scientific_name',
  'updated_at',
  'updated_by',
];

export const APPRAISAL_INCOMPLETE = 'Please fill out all appraisal fields';
export const REDIRECT_REQUIRED = 'Enter the Redirect Tree ID';
export const REDIRECT_TO_SELF = 'A tree cannot redirect to itself';
