import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { compareTreesQuery } from '@/features/compare/hooks/use-compare-trees';
import { warmQuery } from '@/lib/graphql/warm-query';
import { warmUp as warmCompare } from './routes/compare';
import { warmUp as warmList } from './routes/list-detail';
import { warmUp as warmSite } from './routes/site';
import { warmUp as warmTree } from './routes/tree-detail';

/**
 * The screens' warm-ups (app/router.tsx WarmUp, run by app/main.tsx before a server-rendered page
 * is hydrated): they read what the screen's first render reads, from the cache alone, so that read
 * is kept for the render; they never fetch, and an address that names nothing is left alone.
 */
function offlineClient() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '?');
    throw new Error('a warm-up must not fetch');
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('warm-ups before hydration', () => {
  it('read the page’s query from the cache once: the first render gets the same result object', () => {
    const { client, asked } = offlineClient();
    const query = compareTreesQuery([1, 2]);
    client.cache.writeQuery({ ...query, data: { __typename: 'Query', a: null, b: null } });

    const warmed = warmQuery(client, query);
    const rendered = client.watchQuery(query).getCurrentResult();
    expect(rendered.data).toEqual({ a: null, b: null });
    // Kept, not read again: the very object of the warm read.
    expect(rendered.data).toBe(warmed.data);
    expect(asked).toEqual([]);
  });

  it('ask nothing of the network, for addresses that name a page or not', () => {
    const { client, asked } = offlineClient();
    const none = new URLSearchParams();
    expect(() => {
      warmTree(client, { treeName: '312' }, none);
      warmTree(client, { treeName: 'quercus-lobata' }, none);
      warmCompare(client, {}, new URLSearchParams('ids=1,2,3'));
      warmCompare(client, {}, new URLSearchParams('ids=oops'));
      warmList(client, { listId: '7' }, new URLSearchParams('key=abc'));
      warmList(client, { listId: 'not-a-list' }, none);
      warmSite(client, {}, new URLSearchParams('zip=95616&strip=4'));
      warmSite(client, {}, none);
    }).not.toThrow();
    expect(asked).toEqual([]);
  });
});
