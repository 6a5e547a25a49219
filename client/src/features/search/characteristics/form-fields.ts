import type { SearchChoices } from '../hooks/use-search-characteristics';
import { HEIGHT_MARKS, HEIGHT_TOP, WIDTH_MARKS, WIDTH_TOP } from '@selectree/rules';
import { toOptions, type ChoiceOption } from './choice-fields';
import type { CharacteristicsValues, ZoneKey } from './form-values';

/** The characteristics form's fields as data: labels, option lists, size ranges (spec §3-5). */

export const ZONE_LABELS: Record<ZoneKey, string> = {
  zip_code: 'ZIP code',
  usda_zones: 'USDA zone',
  sunset_climate_zone: 'Sunset zone',
  climate_region: 'Climate region',
};

export type OptionLists = ReturnType<typeof choiceOptions>;

/** The option lists of the form, built once per answer. */
export function choiceOptions(choices: SearchChoices) {
  const coded = (list: readonly { value: string | number; label: string }[]): ChoiceOption[] =>
    list.map(({ value, label }) => ({ value: String(value), label }));
  return {
    treeShapes: toOptions(choices.treeShapes),
    leafForms: toOptions(choices.leafForms),
    leafArrangements: toOptions(choices.leafArrangements),
    flowerColors: toOptions(choices.flowerColors),
    fruitTypes: toOptions(choices.fruitTypes),
    usdaZones: toOptions(choices.usdaZones),
    sunsetZones: toOptions(choices.sunsetZones),
    climateZones: coded(choices.climateZones),
    sunExposures: coded(choices.sunExposures),
    waterUseRatings: coded(choices.waterUseRatings),
    saltTolerances: toOptions(choices.saltTolerances),
    windResistances: toOptions(choices.windResistances),
    utilityPrecautions: coded(choices.utilityPrecautions),
    plantingArea: [{ value: '', label: 'Any' }, ...coded(choices.plantingArea)],
  };
}

/** The list filters shown alike (chips or a multi-select): their label and option list. */
export const LIST_FIELDS = {
  tree_shape: { label: 'Tree shape', options: 'treeShapes' },
  leaf_form: { label: 'Leaf form', options: 'leafForms' },
  leaf_arrangement: { label: 'Leaf arrangement', options: 'leafArrangements' },
  flower_color: { label: 'Flower color', options: 'flowerColors' },
  fruit_type: { label: 'Fruit type', options: 'fruitTypes' },
  usda_zones: { label: 'USDA zone', options: 'usdaZones' },
  sunset_climate_zone: { label: 'Sunset zone', options: 'sunsetZones' },
  climate_region: { label: 'Climate region', options: 'climateZones' },
  sun_exposure: { label: 'Sun exposure', options: 'sunExposures' },
  water_use_rating: { label: 'Water use', options: 'waterUseRatings' },
  salt_tolerance: { label: 'Salt tolerance', options: 'saltTolerances' },
  wind_resistance: { label: 'Wind resistance', options: 'windResistances' },
  utility_precautions: { label: 'Utility precautions', options: 'utilityPrecautions' },
} as const satisfies Partial<Record<keyof CharacteristicsValues, { label: string; options: keyof OptionLists }>>;
export type ListKey = keyof typeof LIST_FIELDS;

/** The two size ranges (spec §3): feet, with the top mark meaning "and above". */
export const SIZE_RANGES = [
  { label: 'Height', top: HEIGHT_TOP, marks: HEIGHT_MARKS, minName: 'minTreeHeight', maxName: 'maxTreeHeight' },
  {
    label: 'Canopy width',
    top: WIDTH_TOP,
    marks: WIDTH_MARKS,
    minName: 'minTreeCanopyWidth',
    maxName: 'maxTreeCanopyWidth',
  },
] as const;

/** Both ZIP code boxes: a numeric keyboard, five characters, the browser's postal-code autofill. */
export const ZIP_INPUT = { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } as const;
