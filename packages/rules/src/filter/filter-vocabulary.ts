import { TRAIT_VOCABULARIES } from '../vocabulary/trait-vocabularies';
import {
  CLIMATE_ADAPTED_REGIONS,
  EXPOSURE_LABELS,
  FOLIAGE_TYPES,
  FRUIT_TYPES,
  type FoliageType,
  LEAF_ARRANGEMENTS,
  LEAF_FORMS,
  LEVELS,
  PLANTING_AREAS,
  SUNSET_WEST_ZONES,
  USDA_FILTER_ZONES,
  USDA_ZONES,
  WATER_USE_CODES,
  WATER_USE_LABELS,
  WIND_RESISTANCES,
} from '../vocabulary/vocabulary';

/**
 * The values each search filter accepts, with the labels the form shows. A value is matched
 * case-insensitively against its canonical value, its label and its aliases; anything else is
 * rejected by the filter parser (search-filter.ts) with the list of allowed values.
 */
export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export class ChoiceSet<V extends string | number> {
  private readonly lookup = new Map<string, V>();

  constructor(
    readonly choices: readonly Choice<V>[],
    aliases: Readonly<Record<string, V>> = {},
  ) {
    for (const choice of choices) {
      this.lookup.set(String(choice.value).toLowerCase(), choice.value);
      this.lookup.set(choice.label.toLowerCase(), choice.value);
    }
    for (const [alias, value] of Object.entries(aliases)) this.lookup.set(alias.toLowerCase(), value);
  }

  /** The canonical value for a raw string or number, or undefined when it is not in the set. */
  match(raw: string | number): V | undefined {
    return this.lookup.get(String(raw).trim().replace(/\s+/g, ' ').toLowerCase());
  }

  /** "Low, Moderate, High": for error messages. */
  describe(): string {
    return this.choices.map((choice) => String(choice.value)).join(', ');
  }
}

const same = <V extends string>(values: readonly V[]): Choice<V>[] => values.map((value) => ({ value, label: value }));

/** Utility planting zones (the legacy database's low_zone / medium_zone, from mature height). */
export const UTILITY_ZONES = [
  { value: 'low-zone', label: 'Low zone (up to 25 ft): under utility lines', maxHeight: 25 },
  { value: 'medium-zone', label: 'Medium zone (up to 35 ft): near utility lines', maxHeight: 35 },
] as const;
export type UtilityZone = (typeof UTILITY_ZONES)[number]['value'];
/** Result cards show a utility icon when height_high is at most this (spec §9). */
export const LOW_ZONE_MAX_HEIGHT = 25;

/** The top marks of the range sliders (spec §9): the top mark means "and above" (no upper bound). */
export const HEIGHT_MARKS = [0, 25, 50, 75, 100] as const;
export const WIDTH_MARKS = [0, 25, 50, 75] as const;
export const HEIGHT_TOP = 100;
export const WIDTH_TOP = 75;

export const PLANTING_AREA_CODES: Readonly<Record<number, (typeof PLANTING_AREAS)[number]>> = {
  1: '2 to 4',
  2: '4 to 7',
  3: '>7',
};

export const FILTER_VOCABULARY = {
  treeShapes: new ChoiceSet(same(TRAIT_VOCABULARIES.treeShapes.terms)),
  leafForms: new ChoiceSet(same(LEAF_FORMS)),
  leafArrangements: new ChoiceSet(same(LEAF_ARRANGEMENTS)),
  foliageTypes: new ChoiceSet<FoliageType>(same(FOLIAGE_TYPES), {
    '1': 'Deciduous' as FoliageType,
    '2': 'Partly Deciduous' as FoliageType,
    '3': 'Evergreen' as FoliageType,
    'semi-evergreen': 'Partly Deciduous' as FoliageType,
  }),
  plantingAreas: new ChoiceSet(
    PLANTING_AREAS.map((value) => ({ value, label: value === '>7' ? 'More than 7 ft' : `${value} ft` })),
    Object.fromEntries(Object.entries(PLANTING_AREA_CODES)),
  ),
  flowerColors: new ChoiceSet(same(TRAIT_VOCABULARIES.flowerColors.terms), TRAIT_VOCABULARIES.flowerColors.aliases),
  fruitTypes: new ChoiceSet(same(FRUIT_TYPES)),
  /** The form offers 2-10 (spec §9); the catalogue's whole range 1-13 is accepted (Hawaii). */
  usdaZones: new ChoiceSet(USDA_ZONES.map((zone) => ({ value: zone, label: String(zone) }))),
  sunsetZones: new ChoiceSet(same(SUNSET_WEST_ZONES)),
  saltTolerances: new ChoiceSet(same(LEVELS)),
  windResistances: new ChoiceSet(same(WIND_RESISTANCES)),
  waterUseRatings: new ChoiceSet(
    WATER_USE_CODES.map((value) => ({ value, label: WATER_USE_LABELS[value] })),
    { moderate: 'M' },
  ),
  /** exposure codes: 1 Shade, 2 Partial Shade, 3 Full Sun. */
  sunExposures: new ChoiceSet(
    [3, 2, 1].map((code) => ({ value: code, label: EXPOSURE_LABELS[code - 1] })),
    { 'part shade': 2, 'partial sun': 2, sun: 3 },
  ),
  utilityPrecautions: new ChoiceSet<UtilityZone>(
    UTILITY_ZONES.map(({ value, label }) => ({ value, label })),
    { low: 'low-zone', 'low zone': 'low-zone', medium: 'medium-zone', 'medium zone': 'medium-zone' },
  ),
  /** The six climate-adapted regions; the list editions' names are accepted as aliases. */
  climateRegions: new ChoiceSet(
    CLIMATE_ADAPTED_REGIONS.map(({ slug, label }) => ({ value: slug as string, label })),
    {
      'northern coast': 'northern-california-coast',
      'southern coast': 'southern-california-coast',
      'southwest deserts': 'southern-desert',
      'southwest desert': 'southern-desert',
      'southern deserts': 'southern-desert',
    },
  ),
} as const;

/** The USDA zones the form offers (spec §9: 2 to 10). */
export const USDA_FORM_ZONES = USDA_FILTER_ZONES;
