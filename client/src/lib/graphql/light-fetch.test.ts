import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareTreesDocument } from '@/features/compare/generated/graphql';
import { SearchByNameDocument, SearchTreesDocument } from '@/features/search/generated/graphql';
import { TreeDetailDocument } from '@/features/trees/detail/generated/graphql';
import { FeaturedTreeDocument } from '@/generated/graphql';
import { endSession, startSession } from '@/lib/session-store';
import { fetchLight, requestBody } from './light-fetch';

type Sent = { url: string; init: RequestInit };

/** A fetch that keeps what it was sent and answers `answer` (a JSON body) with `status`. */
function fakeFetch(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, sent };
}

/** What Apollo Client's HTTP link sends for the query (the app's cache: __typename added). */
async function apolloBody(document: DocumentNode, variables: Record<string, unknown>) {
  const { fetch, sent } = fakeFetch({ data: null });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: '/graphql', fetch }) });
  await client.query({ query: document, variables, fetchPolicy: 'network-only' }).catch(() => {});
  return JSON.parse(String(sent[0].init.body)) as Record<string, unknown>;
}

const CASES: [string, DocumentNode, Record<string, unknown>][] = [
  [
    'SearchByName',
    SearchByNameDocument,
    { term: 'oak', region: 'CALIFORNIA', page: 1, resultsPerPage: 30, sort: 'RELEVANCE' },
  ],
  [
    'SearchTrees',
    SearchTreesDocument,
    { filter: { heightMax: 30 }, region: 'ALL', page: 2, resultsPerPage: 10, sort: 'NAME' },
  ],
  ['CompareTrees', CompareTreesDocument, { a: 1, b: 2, c: 3, d: 0, withC: true, withD: false }],
  // A variable the operation does not declare is not sent (as Apollo's link drops it).
  ['TreeDetail, with an undeclared variable', TreeDetailDocument, { id: 31, unused: true }],
  ['TreeDetail', TreeDetailDocument, { id: 31 }],
  ['FeaturedTree', FeaturedTreeDocument, { region: 'CALIFORNIA' }],
];

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('a query asked without Apollo Client', () => {
  it.each(CASES)(
    '%s: the same operation, variables and query text as Apollo sends',
    async (_name, document, variables) => {
      const apollo = await apolloBody(document, variables);
      const light = JSON.parse(requestBody(document, variables)) as Record<string, unknown>;
      expect(light.operationName).toBe(apollo.operationName);
      expect(light.variables).toEqual(apollo.variables);
      expect(light.query).toBe(apollo.query);
      expect(String(light.query)).toContain('__typename');
    },
  );

  it('answers the data of a plain answer, sending the session token when there is one', async () => {
    const { fetch, sent } = fakeFetch({ data: { tree: { __typename: 'Tree', id: 31 } } });
    vi.stubGlobal('fetch', fetch);
    startSession('token-1', { id: 5, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', roleId: 1 });
    await expect(fetchLight(TreeDetailDocument, { id: 31 })).resolves.toEqual({ tree: { __typename: 'Tree', id: 31 } });
    expect(sent[0].url).toBe('/graphql');
    expect(sent[0].init.method).toBe('POST');
    expect((sent[0].init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('answers null for errors, an HTTP failure, a network failure or offline (Apollo Client asks again)', async () => {
    vi.stubGlobal('fetch', fakeFetch({ data: null, errors: [{ message: 'no' }] }).fetch);
    await expect(fetchLight(TreeDetailDocument, { id: 31 })).resolves.toBeNull();
    vi.stubGlobal('fetch', fakeFetch({ data: { tree: null } }, 500).fetch);
    await expect(fetchLight(TreeDetailDocument, { id: 31 })).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchLight(TreeDetailDocument, { id: 31 })).resolves.toBeNull();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetch } = fakeFetch({ data: { tree: null } });
    vi.stubGlobal('fetch', fetch);
    await expect(fetchLight(TreeDetailDocument, { id: 31 })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    online.mockRestore();
  });
});
