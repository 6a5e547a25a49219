import type { SearchChoices } from '../hooks/use-search-characteristics';
import { HEIGHT_MARKS, HEIGHT_TOP, WIDTH_MARKS, WIDTH_TOP } from '@selectree/rules';
import { toOptions, type ChoiceOption } from './choice-fields';
import type { MessageKey } from '@/i18n/i18n';
import type { CharacteristicsValues } from './form-values';
import type { TermLabel, VocabularyName } from '@/lib/term-label';

/** The characteristics form's fields as data: labels, option lists, size ranges (spec §3-5). */

export type OptionLists = ReturnType<typeof choiceOptions>;

/**
 * The option lists of the form, built once per answer; `any` names the empty choice, `term` gives
 * a vocabulary's term in the page's language (the values sent stay the English terms and codes).
 */
export function choiceOptions(choices: SearchChoices, any: string, term: TermLabel = (_, value) => value) {
  const coded = (list: readonly { value: string | number; label: string }[]): ChoiceOption[] =>
    list.map(({ value, label }) => ({ value: String(value), label }));
  const terms = (vocabulary: VocabularyName, values: readonly string[]): ChoiceOption[] =>
    values.map((value) => ({ value, label: term(vocabulary, value) }));
  const labelled = (vocabulary: VocabularyName, list: readonly { value: string | number; label: string }[]) =>
    coded(list).map((option) => ({ ...option, label: term(vocabulary, option.label) }));
  return {
    treeShapes: terms('treeShapes', choices.treeShapes),
    leafForms: terms('leafForm', choices.leafForms),
    leafArrangements: terms('leafArrangement', choices.leafArrangements),
    flowerColors: terms('flowerColors', choices.flowerColors),
    fruitTypes: terms('fruitType', choices.fruitTypes),
    usdaZones: toOptions(choices.usdaZones),
    sunsetZones: toOptions(choices.sunsetZones),
    climateZones: labelled('climateRegions', choices.climateZones),
    sunExposures: labelled('exposures', choices.sunExposures),
    waterUseRatings: labelled('waterUse', choices.waterUseRatings),
    saltTolerances: terms('levels', choices.saltTolerances),
    windResistances: terms('windResistances', choices.windResistances),
    utilityPrecautions: coded(choices.utilityPrecautions).map((option) => {
      const label = term('utilityZones', option.value);
      return { ...option, label: label === option.value ? option.label : label };
    }),
    plantingArea: [{ value: '', label: any }, ...coded(choices.plantingArea)],
  };
}

/** The list filters shown alike (chips or a multi-select): their label (a message) and option list. */
export const LIST_FIELDS = {
  tree_shape: { label: 'search.field.tree_shape', options: 'treeShapes' },
  leaf_form: { label: 'search.field.leaf_form', options: 'leafForms' },
  leaf_arrangement: { label: 'search.field.leaf_arrangement', options: 'leafArrangements' },
  flower_color: { label: 'search.field.flower_color', options: 'flowerColors' },
  fruit_type: { label: 'search.field.fruit_type', options: 'fruitTypes' },
  usda_zones: { label: 'search.field.usda_zones', options: 'usdaZones' },
  sunset_climate_zone: { label: 'search.field.sunset_climate_zone', options: 'sunsetZones' },
  climate_region: { label: 'search.field.climate_region', options: 'climateZones' },
  sun_exposure: { label: 'search.field.sun_exposure', options: 'sunExposures' },
  water_use_rating: { label: 'search.field.water_use_rating', options: 'waterUseRatings' },
  salt_tolerance: { label: 'search.field.salt_tolerance', options: 'saltTolerances' },
  wind_resistance: { label: 'search.field.wind_resistance', options: 'windResistances' },
  utility_precautions: { label: 'search.field.utility_precautions', options: 'utilityPrecautions' },
} as const satisfies Partial<Record<keyof CharacteristicsValues, { label: MessageKey; options: keyof OptionLists }>>;
export type ListKey = keyof typeof LIST_FIELDS;

/** The two size ranges (spec §3): feet, with the top mark meaning "and above". */
export const SIZE_RANGES = [
  { size: 'height', top: HEIGHT_TOP, marks: HEIGHT_MARKS, minName: 'minTreeHeight', maxName: 'maxTreeHeight' },
  {
    size: 'width',
    top: WIDTH_TOP,
    marks: WIDTH_MARKS,
    minName: 'minTreeCanopyWidth',
    maxName: 'maxTreeCanopyWidth',
  },
] as const;

/** Both ZIP code boxes: a numeric keyboard, five characters, the browser's postal-code autofill. */
export const ZIP_INPUT = { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } as const;
