import type { UtilityZone } from '../filter/filter-vocabulary';
import type { FlagFilter } from '../filter/filter-keys';
import type { SearchSort } from '../filter/paging';

/** A size range of a filter, in whole feet (max null: the top mark, no upper bound). */
export interface SizeRange {
  min: number;
  max: number | null;
}

/**
 * What the facet index filters by: the parsed search filter (the server's TreeSearchFilter, parsed
 * and validated by server/src/services/search/filter/search-filter.ts, has these fields and more).
 */
export interface FacetFilter {
  height: SizeRange | null;
  width: SizeRange | null;
  treeShapes: readonly string[];
  leafForms: readonly string[];
  leafArrangements: readonly string[];
  foliageTypes: readonly string[];
  plantingAreas: readonly string[];
  flags: Readonly<Record<FlagFilter, readonly boolean[]>>;
  flowerColors: readonly string[];
  fruitTypes: readonly string[];
  usdaZones: readonly number[];
  sunsetZones: readonly string[];
  saltTolerances: readonly string[];
  windResistances: readonly string[];
  waterUse: readonly string[];
  sunExposures: readonly number[];
  utilityZones: readonly UtilityZone[];
  climateRegions: readonly string[];
}

/** Which page of a result list, of what size, in which order. */
export interface SearchPage {
  activePage: number;
  resultsPerPage: number;
  sort: SearchSort;
}
