/**
 * Business vocabulary of the catalogue: the coded values of spec §9 (detail-editing-accounts.md and
 * search-and-lists.md) and the codes measured in the SelecTree export (shared/data/selectree/NOTES.md).
 * The migration's CHECK constraints and the importer both read these lists; their on-screen labels
 * live in the client (client/src/lib/catalogue-labels.ts, held to these lists by its sync test).
 */

// ---- Publish status --------------------------------------------------------------------------
export const PUBLISH_STATUSES = ['Draft', 'Published'] as const;

// ---- Foliage type (export: codes 1/2/3, a few words, "3.0"; 0 = not coded) -------------------
export enum FoliageType {
  Deciduous = 'Deciduous',
  PartlyDeciduous = 'Partly Deciduous',
  Evergreen = 'Evergreen',
}
export const FOLIAGE_TYPES: readonly FoliageType[] = [
  FoliageType.Deciduous,
  FoliageType.PartlyDeciduous,
  FoliageType.Evergreen,
];
/** Export codes. 0 is "not coded" (NOTES: never map it to Evergreen) and is handled by the importer. */
export const FOLIAGE_TYPE_CODES: Readonly<Record<number, FoliageType>> = {
  1: FoliageType.Deciduous,
  2: FoliageType.PartlyDeciduous,
  3: FoliageType.Evergreen,
};

// ---- Water use (WUCOLS) ------------------------------------------------------------------------
export const WATER_USE_CODES = ['VL', 'L', 'M', 'H'] as const;
export type WaterUse = (typeof WATER_USE_CODES)[number];
export const WATER_USE_LABELS: Readonly<Record<WaterUse, string>> = {
  VL: 'Very Low',
  L: 'Low',
  M: 'Medium',
  H: 'High',
};

// ---- Planting area (feet of planting strip width) -----------------------------------------------
export const PLANTING_AREAS = ['2 to 4', '4 to 7', '>7'] as const;
export type PlantingArea = (typeof PLANTING_AREAS)[number];

// ---- Low / Moderate / High scales ------------------------------------------------------------
/** saltspray_tolerance, root_damage_potential, biogenic_emissions. */
export const LEVELS = ['Low', 'Moderate', 'High'] as const;
export type Level = (typeof LEVELS)[number];

// ---- Wind resistance (spec §9; not in the export) --------------------------------------------
export const WIND_RESISTANCES = ['Lowest', 'Medium Low', 'Medium High', 'Highest'] as const;

// ---- Leaves and flowers --------------------------------------------------------------------------
/** Spec §9 "Leaf form 1-5". */
export const LEAF_FORMS = [
  'Simple',
  'Trifoliate',
  'Palmately Compound',
  'Pinnately Compound',
  'Bipinnately Compound',
] as const;
/** Spec §9 "Leaf arrangement 1-5". */
export const LEAF_ARRANGEMENTS = ['Alternate', 'Alternate/Whorled', 'Opposite', 'Opposite/Whorled', 'Whorled'] as const;
/** Measured in the export (casing drift `Heart-Shaped` folded into `Heart-shaped`). */
export const LEAFLET_SHAPES = [
  'Oval',
  'Spear-shaped',
  'Ovate',
  'Elliptic',
  'Oblong',
  'Needle',
  'Palmately-lobed',
  'Linear',
  'Scale-like',
  'Obovate',
  'Oblanceolate',
  'Heart-shaped',
  'Triangular',
  'Diamond-shaped',
  'Sickle-shaped',
  'Fan-shaped',
  'Spines',
] as const;
/** Spec §9 "Flower sex 1-3". The export's `flower_type` sentences map onto these. */
export const FLOWER_SEXES = ['Monoecious', 'Dioecious', 'Perfect Flowers'] as const;
export type FlowerSex = (typeof FLOWER_SEXES)[number];
export const FLOWER_SHOWINESS = ['Showy', 'Inconspicuous'] as const;

// ---- Fruit ---------------------------------------------------------------------------------------
export const FRUIT_SIZES = [
  'Inconspicuous',
  'Very Small',
  'Very Small to Small',
  'Very Small to Large',
  'Small',
  'Small to Medium',
  'Medium',
  'Medium to Large',
  'Large',
  'Large to Very Large',
  'Very Large',
] as const;
export const FRUIT_TYPES = [
  'Achene',
  'Acorn',
  'Berry',
  'Capsule',
  'Cone',
  'Drupe',
  'Fleshy Cone',
  'Follicle',
  'Hesperidium',
  'Legume',
  'Multiple Fruit',
  'Nut',
  'Pome',
  'Samara',
] as const;

// ---- Numeric scales (smallint columns with CHECK constraints) -------------------------------------
/** Range limits of the numeric columns; 0 in the export means "unknown" where noted. */
export const NUMERIC_RANGES = {
  /** feet */
  height: { min: 1, max: 400 },
  /** feet; 0 = unknown */
  width: { min: 1, max: 300 },
  /** inches per year; 0 = unknown; 127 = the signed TINYINT maximum (a truncated larger value) */
  growthRate: { min: 1, max: 127 },
  branchStrength: { min: 1, max: 5 },
  /** 0 = unknown */
  exposure: { min: 1, max: 3 },
  /** 0 = unknown */
  soilPh: { min: 1, max: 7 },
} as const;
/** Edit-form limits (spec §5/§9): Growth (Min) max 36, Growth (Max) max 127. */
export const GROWTH_RATE_MIN_FIELD_MAX = 36;
export const GROWTH_RATE_MAX_FIELD_MAX = 127;
/** 127 is where the legacy TINYINT column saturated: the real value was larger. */
export const GROWTH_RATE_TRUNCATED = 127;

export const BRANCH_STRENGTH_LABELS = ['Weak', 'Medium Weak', 'Medium', 'Medium Strong', 'Strong'] as const;
export const EXPOSURE_LABELS = ['Shade', 'Partial Shade', 'Full Sun'] as const;
export const SOIL_PH_LABELS = [
  'Very Acidic',
  'Acidic',
  'Slightly Acidic',
  'Neutral',
  'Slightly Alkaline',
  'Alkaline',
  'Very Alkaline',
] as const;

// ---- Zones ----------------------------------------------------------------------------------------
/** USDA hardiness zones the column may hold (the export has 1-13, no a/b halves). */
export const USDA_ZONES: readonly number[] = Array.from({ length: 13 }, (_, i) => i + 1);
/** The zones the search filter offers (spec §9). */
export const USDA_FILTER_ZONES: readonly number[] = Array.from({ length: 9 }, (_, i) => i + 2);
/** Sunset climate zones of the West plus Hawaii: what the filter offers (spec §9). */
export const SUNSET_WEST_ZONES: readonly string[] = [
  ...Array.from({ length: 24 }, (_, i) => String(i + 1)),
  'H1',
  'H2',
];
/** Every Sunset zone the column accepts: the national 1-45 plus H1, H2 (25/26 appear in two rows). */
export const SUNSET_ZONES: readonly string[] = [...Array.from({ length: 45 }, (_, i) => String(i + 1)), 'H1', 'H2'];

// ---- Climate-adapted regions (the CSV's 'Climate Adapted' six regional flags) ---------------------
export const CLIMATE_ADAPTED_REGIONS = [
  { slug: 'inland-empire', label: 'Inland Empire' },
  { slug: 'inland-valleys', label: 'Inland Valleys' },
  { slug: 'interior-west', label: 'Interior West' },
  { slug: 'northern-california-coast', label: 'Northern California Coast' },
  { slug: 'southern-california-coast', label: 'Southern California Coast' },
  { slug: 'southern-desert', label: 'Southern Desert' },
] as const;
export type ClimateAdaptedRegion = (typeof CLIMATE_ADAPTED_REGIONS)[number]['slug'];
export const CLIMATE_ADAPTED_REGION_SLUGS: readonly string[] = CLIMATE_ADAPTED_REGIONS.map((r) => r.slug);

// ---- Appraisal -------------------------------------------------------------------------------------
/** Largest commonly available nursery tree: a 24" box, or price per foot of brown trunk (palms). */
export const APP_LCANT_VALUES = ['24" box', 'Use BTF'] as const;
/** Regional species group rating: 1-4, a dash (not rated), or $/BTF (palms). */
export const APP_GRRATING_VALUES = ['1', '2', '3', '4', '—', '$/BTF'] as const;
/** Spec §9: appraisal cross-sectional areas for a 24-inch box, groups 1 to 4. */
export const APPRAISAL_BOX_AREAS: Readonly<Record<'1' | '2' | '3' | '4', number>> = {
  1: 2.09,
  2: 2.24,
  3: 3.8,
  4: 4.75,
};

// ---- Names --------------------------------------------------------------------------------------
export enum TreeNameKind {
  CommonPrimary = 'common_primary',
  CommonAlternate = 'common_alternate',
  CommonGeneric = 'common_generic',
  Synonym = 'synonym',
}
export enum TreeNameSource {
  Export = 'export',
  CommonNamesCsv = 'common_names_csv',
  Gbif = 'gbif',
  Editor = 'editor',
}
/** Spec §9: synonyms shown 5; other common names shown 4 after the primary. */
export const SYNONYMS_SHOWN = 5;
export const OTHER_COMMON_NAMES_SHOWN = 4;
