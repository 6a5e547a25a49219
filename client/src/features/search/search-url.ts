import { DEFAULT_RESULTS_PER_PAGE, RESULTS_PER_PAGE, SORT_LABELS, type ResultsPerPage } from '@selectree/rules';
import { paths } from '@/config/paths';
import type { Region } from '@/generated/graphql';
import type { TreeSearchFilterInput, TreeSort } from './generated/graphql';
import {
  FilterDataError,
  parseFilterData,
  regionFromKey,
  regionKeyOf,
  serializeFilter,
  toFilterInput,
  type RegionKey,
  type SearchFilter,
} from './search-filter';

/**
 * The results page's address (the legacy format, so every result page is a shareable, reloadable
 * URL): the filters in the `filterData` query parameter, the search options in the hash:
 *
 *   /search-results?filterData={"region":"all","usda_zones":[9]}#activePage=2&resultsPerPage=30&sort=1
 *   /search-results#activePage=1&resultsPerPage=30&sort=1&searchTerm=coast%20live&region=all
 *
 * Without filterData but with a searchTerm the page is a name search (Enter in the name box);
 * otherwise a search by characteristics. `region` in the hash (name searches) or in the filters is
 * an extension: old links without it use the visitor's current edition.
 */

export { DEFAULT_RESULTS_PER_PAGE, RESULTS_PER_PAGE, SORT_LABELS, type ResultsPerPage };

export const SORT_CODES = [1, 2, 3, 4] as const;
export type SortCode = (typeof SORT_CODES)[number];
export const DEFAULT_SORT: SortCode = 1;

const SORT_ENUM: Record<SortCode, TreeSort> = {
  1: 'ScientificAsc',
  2: 'ScientificDesc',
  3: 'CommonAsc',
  4: 'CommonDesc',
};
export const sortEnum = (sort: SortCode): TreeSort => SORT_ENUM[sort];

/** Spec §3 search options (the part the URL carries). */
export type SearchOptions = {
  activePage: number;
  resultsPerPage: ResultsPerPage;
  sort: SortCode;
  searchTerm?: string;
  /** Name searches only (characteristic searches keep it in the filters). */
  region?: RegionKey;
};

export const DEFAULT_OPTIONS: SearchOptions = {
  activePage: 1,
  resultsPerPage: DEFAULT_RESULTS_PER_PAGE,
  sort: DEFAULT_SORT,
};

export type ResultsRequest =
  | { kind: 'name'; term: string; region: Region | null; options: SearchOptions }
  | {
      kind: 'characteristics';
      filter: SearchFilter;
      /** The same filter as the GraphQL input. */
      input: TreeSearchFilterInput;
      region: Region | null;
      options: SearchOptions;
    }
  | { kind: 'invalid'; message: string; options: SearchOptions };

const positiveInt = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : NaN);

/** Reads the hash's options; anything missing or out of range takes its default. */
export function parseOptionsHash(hash: string): SearchOptions {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const page = positiveInt(params.get('activePage'));
  const perPage = positiveInt(params.get('resultsPerPage'));
  const sort = positiveInt(params.get('sort'));
  const options: SearchOptions = {
    activePage: page >= 1 ? page : 1,
    resultsPerPage: (RESULTS_PER_PAGE as readonly number[]).includes(perPage)
      ? (perPage as ResultsPerPage)
      : DEFAULT_RESULTS_PER_PAGE,
    sort: (SORT_CODES as readonly number[]).includes(sort) ? (sort as SortCode) : DEFAULT_SORT,
  };
  const term = params.get('searchTerm')?.trim();
  if (term) options.searchTerm = term;
  const region = regionFromKey(params.get('region'));
  if (region) options.region = regionKeyOf(region);
  return options;
}

/** The hash for options, in the legacy order (activePage, resultsPerPage, sort, searchTerm). */
export function serializeOptionsHash(options: SearchOptions): string {
  const params = new URLSearchParams();
  params.set('activePage', String(options.activePage));
  params.set('resultsPerPage', String(options.resultsPerPage));
  params.set('sort', String(options.sort));
  if (options.searchTerm) params.set('searchTerm', options.searchTerm);
  if (options.region) params.set('region', options.region);
  // URLSearchParams writes spaces as "+"; %20 reads the same everywhere and survives copy-paste.
  return params.toString().replace(/\+/g, '%20');
}

/** What a results URL asks for. */
export function parseResultsLocation(search: string, hash: string): ResultsRequest {
  const options = parseOptionsHash(hash);
  const filterData = new URLSearchParams(search).get('filterData');
  if (filterData === null && options.searchTerm) {
    return { kind: 'name', term: options.searchTerm, region: regionFromKey(options.region), options };
  }
  try {
    const filter = parseFilterData(filterData);
    const input = toFilterInput(filter);
    return { kind: 'characteristics', filter, input, region: regionFromKey(filter.region), options };
  } catch (error) {
    if (error instanceof FilterDataError) return { kind: 'invalid', message: error.message, options };
    throw error;
  }
}

/** The results page of a search by characteristics. */
export function characteristicsResultsHref(filter: SearchFilter, options: SearchOptions): string {
  const { searchTerm: _term, region: _region, ...pageOptions } = options;
  return paths.searchResults.href(serializeFilter(filter), serializeOptionsHash(pageOptions));
}

/** The results page of a name search (Enter in the name box). */
export function nameResultsHref(term: string, region: Region, options: SearchOptions): string {
  return paths.searchResults.href(
    undefined,
    serializeOptionsHash({ ...options, searchTerm: term.trim(), region: regionKeyOf(region) }),
  );
}

/** The same results with other options (page, page size, sort), keeping the query parameter. */
export function withOptions(request: ResultsRequest, search: string, options: SearchOptions): string {
  const filterData = new URLSearchParams(search).get('filterData') ?? undefined;
  const kept: SearchOptions = { ...options };
  if (request.kind === 'name') {
    kept.searchTerm = request.term;
    kept.region = request.options.region;
  } else {
    delete kept.searchTerm;
    delete kept.region;
  }
  return paths.searchResults.href(filterData, serializeOptionsHash(kept));
}
