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

/**
 * The list filters shown alike (chips or a multi-select), each with its option list; its label is
 * the message `search.field.<filter>` (listFieldLabel).
 */
export const LIST_FIELDS = {
  tree_shape: 'treeShapes',
  leaf_form: 'leafForms',
  leaf_arrangement: 'leafArrangements',
  flower_color: 'flowerColors',
  fruit_type: 'fruitTypes',
  usda_zones: 'usdaZones',
  sunset_climate_zone: 'sunsetZones',
  climate_region: 'climateZones',
  sun_exposure: 'sunExposures',
  water_use_rating: 'waterUseRatings',
  salt_tolerance: 'saltTolerances',
  wind_resistance: 'windResistances',
  utility_precautions: 'utilityPrecautions',
} as const satisfies Partial<Record<keyof CharacteristicsValues, keyof OptionLists>>;
export type ListKey = keyof typeof LIST_FIELDS;

/** A list filter's label: its message (a key the type check holds to the catalogue). */
export const listFieldLabel = (key: ListKey): MessageKey => `search.field.${key}`;

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
