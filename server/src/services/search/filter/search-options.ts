import {
  DEFAULT_RESULTS_PER_PAGE,
  RESULTS_PER_PAGE,
  REST_RESULTS_PER_PAGE_MAX,
  SORT_LABELS,
  SearchSort,
} from '@selectree/rules';
import { ValidationError } from '../../../errors';

/**
 * Paging and sorting of every result page (spec §9): 30, 50 or 100 results per page (default 30),
 * page 1 and up (default 1), sort 1-4 (default 1). The REST paths (legacy clients and scripts) take
 * any page size from 1 to REST_RESULTS_PER_PAGE_MAX, more than any catalogue: a script may read the
 * whole catalogue in one page (issue 21.0); the screens and GraphQL keep 30, 50 or 100. Sort keys are allow-listed: the number picks one
 * of four fixed ORDER BY clauses, nothing from the request reaches SQL text.
 */
export { DEFAULT_RESULTS_PER_PAGE, RESULTS_PER_PAGE, REST_RESULTS_PER_PAGE_MAX, SORT_LABELS, SearchSort };
/** Which page sizes a caller may ask: the screens' three (GraphQL), or any (the REST paths). */
export type PageSizes = 'screen' | 'any';
/** Deep pages are pointless and only cost OFFSET work; 10,000 pages of 100 is every tree many times. */
const MAX_PAGE = 10_000;

export interface SearchPage {
  activePage: number;
  resultsPerPage: number;
  sort: SearchSort;
}

function wholeNumber(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : NaN;
}

function invalid(field: string, message: string): never {
  throw new ValidationError(`${field} ${message}`, [{ field, message }]);
}

/** From query strings or GraphQL arguments; absent values take the defaults. */
export function parseSearchPage(
  raw: { activePage?: unknown; resultsPerPage?: unknown; sort?: unknown },
  sizes: PageSizes = 'screen',
): SearchPage {
  const activePage = wholeNumber(raw.activePage) ?? 1;
  if (!(activePage >= 1 && activePage <= MAX_PAGE))
    invalid('activePage', `must be a whole number from 1 to ${MAX_PAGE}`);
  const resultsPerPage = wholeNumber(raw.resultsPerPage) ?? DEFAULT_RESULTS_PER_PAGE;
  if (sizes === 'any') {
    if (!(resultsPerPage >= 1 && resultsPerPage <= REST_RESULTS_PER_PAGE_MAX))
      invalid('resultsPerPage', `must be a whole number from 1 to ${REST_RESULTS_PER_PAGE_MAX}`);
  } else if (!(RESULTS_PER_PAGE as readonly number[]).includes(resultsPerPage)) {
    invalid('resultsPerPage', 'must be 30, 50 or 100');
  }
  const sort = wholeNumber(raw.sort) ?? SearchSort.ScientificAsc;
  if (!(sort in SORT_LABELS)) invalid('sort', 'must be 1, 2, 3 or 4');
  return { activePage, resultsPerPage, sort: sort as SearchSort };
}
