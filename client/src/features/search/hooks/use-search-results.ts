import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { Region } from '@/generated/graphql';
import { isGraphQLErrors } from '@/lib/graphql/graphql-errors';
import { useQuery } from '@/lib/graphql/use-query';
import { logError } from '@/lib/logger';
import { readStoredRegion } from '@/lib/region';
import { SearchByNameDocument, SearchTreesDocument, type TreeCardFieldsFragment } from '../generated/graphql';
import { parseResultsLocation, sortEnum, type ResultsRequest } from '../search-url';

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
  if (!isGraphQLErrors(error)) return null;
  const input = error.errors.find((item) => item.extensions?.code === 'BAD_USER_INPUT');
  return input?.message ?? null;
}

/** The variables of the two searches for a results request (the one not asked for is skipped). */
function searchVariables(request: ResultsRequest, region: Region) {
  const page = request.options;
  const paging = {
    region,
    page: page.activePage,
    resultsPerPage: page.resultsPerPage,
    sort: sortEnum(page.sort),
  };
  return {
    byName: { ...paging, term: request.kind === 'name' ? request.term : '' },
    byCharacteristics: { ...paging, filter: request.kind === 'characteristics' ? request.input : null },
  };
}

/** Asks one query ahead of the screen (app/main.tsx: through Apollo Client, or without it on a light page). */
export type Prefetch = <TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => void;

/**
 * Starts the search of a results URL (its terms are in the hash, which the server never sees) as
 * soon as the page's JavaScript runs, beside the screen's code and the hydration: the screen's
 * useSearchResults then finds it answered, or shares the request still on its way. Failures are
 * left to the screen (it asks again and shows them).
 */
export function prefetchSearchResults(prefetch: Prefetch, location: { search: string; hash: string }): void {
  const request = parseResultsLocation(location.search, location.hash);
  if (request.kind === 'invalid') return;
  const variables = searchVariables(request, request.region ?? readStoredRegion());
  if (request.kind === 'name') prefetch(SearchByNameDocument, variables.byName);
  else prefetch(SearchTreesDocument, variables.byCharacteristics);
}

/**
 * `value` once a deferred (time-sliced) render has caught up with it. Until then: the answer shown
 * before for the same `request` (a cache update gave the same search a new object: the cards stay,
 * and with them an open menu or a ticked box), or undefined for a new request (never an older
 * search's answer).
 */
export function useCaughtUp<T>(value: T | undefined, request: string): T | undefined {
  const live = useMemo(() => ({ value, request }), [value, request]);
  const deferred = useDeferredValue(live);
  if (deferred === live) return value;
  return deferred.request === request ? deferred.value : undefined;
}

/** Runs the search a results URL asks for: by name or by characteristics. */
export function useSearchResults(request: ResultsRequest, region: Region): SearchResultsState {
  const variables = searchVariables(request, region);
  const byName = useQuery(SearchByNameDocument, {
    variables: variables.byName,
    skip: request.kind !== 'name',
  });
  const byCharacteristics = useQuery(SearchTreesDocument, {
    variables: variables.byCharacteristics,
    skip: request.kind !== 'characteristics',
  });
  const active = request.kind === 'name' ? byName : byCharacteristics;
  const { error } = active;
  // An answer renders the page of cards. Apollo's update is synchronous (the whole gallery in one
  // long task): that render shows 'loading' still, and the deferred copy renders the cards in a
  // transition, time-sliced. Never an older search's answer; the same search's previous answer stays
  // while a new object for it renders (a cache update): the cards are not unmounted meanwhile.
  const byNameData = useCaughtUp(byName.data, JSON.stringify(variables.byName));
  const byCharacteristicsData = useCaughtUp(byCharacteristics.data, JSON.stringify(variables.byCharacteristics));

  useEffect(() => {
    if (error) logError('search results query failed', error);
  }, [error]);

  if (request.kind === 'invalid') return { status: 'error', message: request.message, retry: () => {} };
  // Every error is Apollo's answer (lib/graphql/graphql-slot.ts QueryResult), with its refetch.
  if (error) return { status: 'error', message: userInputMessage(error), retry: () => active.refetch?.() };
  if (request.kind === 'name' && byNameData) {
    const { pageResults, totalResults } = byNameData.searchByName;
    return { status: 'data', results: { cards: pageResults, totalResults, resolvedZip: null } };
  }
  if (request.kind === 'characteristics' && byCharacteristicsData) {
    const { pageResults, totalResults, resolvedZip } = byCharacteristicsData.searchTrees;
    return { status: 'data', results: { cards: pageResults, totalResults, resolvedZip: resolvedZip ?? null } };
  }
  return { status: 'loading' };
}
