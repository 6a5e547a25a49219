import type { ApolloClient, OperationVariables } from '@apollo/client';

/**
 * What the first `useQuery` of a page with these options costs before it can render, done now:
 * the document's transforms and defaults (kept per document) and the read of the result from the
 * cache (kept per query and variables until the cache changes). On a server-rendered page that is
 * a long task inside hydration (~200 ms at 4x CPU on a tree's page, docs/performance.md); done
 * before it, in a task of its own, the render finds both kept. Nothing is fetched or watched.
 * Answers the result read (the render's will be the same objects). Types only from Apollo Client:
 * the screens that export a warm-up stay free of its code.
 */
export function warmQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.WatchQueryOptions<TData, TVariables>,
) {
  return client.watchQuery(options).getCurrentResult();
}
