import {
  type Choice,
  FILTER_VOCABULARY,
  HEIGHT_MARKS,
  PLANTING_AREA_CODES,
  USDA_FORM_ZONES,
  WIDTH_MARKS,
} from '@selectree/rules';
import { RESULTS_PER_PAGE, SORT_LABELS, type SearchSort } from './search-options';

/**
 * The choices of the search-by-characteristics form (GET /api/tree/search-characteristics): the
 * spec's seven lists (treeShapes, leafForms, leafArrangements, flowerColors, fruitTypes,
 * plantingArea, climateZones) and the other vocabularies the form needs. They come from the same
 * constants the filter parser validates against, so every offered value is accepted and nothing
 * else is; no database query.
 */
export interface SearchCharacteristics {
  treeShapes: string[];
  leafForms: string[];
  leafArrangements: string[];
  flowerColors: string[];
  fruitTypes: string[];
  /** value = the filter's numeric planting_area code (0 = none). */
  plantingArea: Choice<number>[];
  /** The six climate-adapted regions (the climate_region filter). */
  climateZones: Choice<string>[];
  foliageTypes: string[];
  usdaZones: number[];
  sunsetZones: string[];
  saltTolerances: string[];
  windResistances: string[];
  waterUseRatings: Choice<string>[];
  /** value = exposure code: 3 Full Sun, 2 Partial Shade, 1 Shade. */
  sunExposures: Choice<number>[];
  utilityPrecautions: Choice<string>[];
  heightMarks: number[];
  widthMarks: number[];
  resultsPerPage: number[];
  sorts: Choice<number>[];
}

const values = <V extends string | number>(choices: readonly Choice<V>[]): V[] => choices.map((choice) => choice.value);

export function getSearchCharacteristics(): SearchCharacteristics {
  const v = FILTER_VOCABULARY;
  const areaLabels = new Map(v.plantingAreas.choices.map((choice) => [choice.value, choice.label]));
  return {
    treeShapes: values(v.treeShapes.choices),
    leafForms: values(v.leafForms.choices),
    leafArrangements: values(v.leafArrangements.choices),
    flowerColors: values(v.flowerColors.choices),
    fruitTypes: values(v.fruitTypes.choices),
    plantingArea: Object.entries(PLANTING_AREA_CODES).map(([code, area]) => ({
      value: Number(code),
      label: areaLabels.get(area) ?? area,
    })),
    climateZones: [...v.climateRegions.choices],
    foliageTypes: values(v.foliageTypes.choices),
    usdaZones: [...USDA_FORM_ZONES],
    sunsetZones: values(v.sunsetZones.choices),
    saltTolerances: values(v.saltTolerances.choices),
    windResistances: values(v.windResistances.choices),
    waterUseRatings: [...v.waterUseRatings.choices],
    sunExposures: [...v.sunExposures.choices],
    utilityPrecautions: [...v.utilityPrecautions.choices],
    heightMarks: [...HEIGHT_MARKS],
    widthMarks: [...WIDTH_MARKS],
    resultsPerPage: [...RESULTS_PER_PAGE],
    sorts: Object.entries(SORT_LABELS).map(([sort, label]) => ({ value: Number(sort) as SearchSort, label })),
  };
}
