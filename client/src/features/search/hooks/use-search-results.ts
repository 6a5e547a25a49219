import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  SearchByNameDocument,
  SearchTreesDocument,
  type Region,
  type TreeCardFieldsFragment,
} from '@/generated/graphql';
import { logError } from '@/lib/logger';
import { sortEnum, type ResultsRequest } from '../search-url';

export type TreeCardData = TreeCardFieldsFragment;

export type SearchResults = {
  cards: TreeCardData[];
  totalResults: number;
  /** "ZIP 95616 → USDA zone 9b" when the search resolved a ZIP code. */
  resolvedZip: { zip: string; usdaZone: string } | null;
};

export type SearchResultsState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null; retry: () => void }
  | { status: 'data'; results: SearchResults };

/** The server's validation message (BAD_USER_INPUT: a clear sentence), or null for other failures. */
function userInputMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const input = error.errors.find((item) => item.extensions?.code === 'BAD_USER_INPUT');
  return input?.message ?? null;
}

/** Runs the search a results URL asks for: by name or by characteristics. */
export function useSearchResults(request: ResultsRequest, region: Region): SearchResultsState {
  const page = request.options;
  const paging = {
    region,
    page: page.activePage,
    resultsPerPage: page.resultsPerPage,
    sort: sortEnum(page.sort),
  };
  const byName = useQuery(SearchByNameDocument, {
    variables: { ...paging, term: request.kind === 'name' ? request.term : '' },
    skip: request.kind !== 'name',
  });
  const byCharacteristics = useQuery(SearchTreesDocument, {
    variables: { ...paging, filter: request.kind === 'characteristics' ? request.input : null },
    skip: request.kind !== 'characteristics',
  });
  const active = request.kind === 'name' ? byName : byCharacteristics;
  const { error } = active;

  useEffect(() => {
    if (error) logError('search results query failed', error);
  }, [error]);

  if (request.kind === 'invalid') return { status: 'error', message: request.message, retry: () => {} };
  if (error) return { status: 'error', message: userInputMessage(error), retry: () => void active.refetch() };
  if (request.kind === 'name' && byName.data) {
    const { pageResults, totalResults } = byName.data.searchByName;
    return { status: 'data', results: { cards: pageResults, totalResults, resolvedZip: null } };
  }
  if (request.kind === 'characteristics' && byCharacteristics.data) {
    const { pageResults, totalResults, resolvedZip } = byCharacteristics.data.searchTrees;
    return { status: 'data', results: { cards: pageResults, totalResults, resolvedZip: resolvedZip ?? null } };
  }
  return { status: 'loading' };
}
