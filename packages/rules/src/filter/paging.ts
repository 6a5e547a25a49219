/**
 * Paging and sorting of every result page (spec §9): 30, 50 or 100 results per page (default 30),
 * page 1 and up, sort 1-4 (default 1). The REST paths (legacy clients and scripts) take any page
 * size from 1 to REST_RESULTS_PER_PAGE_MAX, more than any catalogue; the screens keep the three.
 */
export enum SearchSort {
  ScientificAsc = 1,
  ScientificDesc = 2,
  CommonAsc = 3,
  CommonDesc = 4,
}

export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  [SearchSort.ScientificAsc]: 'Scientific Name A-Z',
  [SearchSort.ScientificDesc]: 'Scientific Name Z-A',
  [SearchSort.CommonAsc]: 'Common Name A-Z',
  [SearchSort.CommonDesc]: 'Common Name Z-A',
};

export const RESULTS_PER_PAGE = [30, 50, 100] as const;
export type ResultsPerPage = (typeof RESULTS_PER_PAGE)[number];
export const DEFAULT_RESULTS_PER_PAGE: ResultsPerPage = 30;
/** The REST paths' page size bound: a page larger than the catalogue is the whole catalogue. */
export const REST_RESULTS_PER_PAGE_MAX = 1_000_000;
