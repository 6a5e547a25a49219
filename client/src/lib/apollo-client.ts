import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type OperationVariables } from '@apollo/client';
import { authLink } from './auth';

/** The GraphQL endpoint; same origin in production, proxied to the API server by Vite in development. */
export const GRAPHQL_ENDPOINT = '/graphql';

/** The cache every client uses (the browser's and the server renderer's must read the same shape). */
export const createCache = () => new InMemoryCache();

/** How long after a server-rendered page starts its queries answer from the restored cache only. */
const SSR_FORCE_FETCH_DELAY_MS = 2000;

/**
 * The browser's client. `state`: the cache a server-rendered page was rendered from
 * (app/main.tsx), so the first render matches the page's HTML without asking again. `before`: a
 * link ahead of the network (app/offline-link.ts: answers from the offline copy when offline).
 */
export function createApolloClient(state?: Record<string, unknown>, before?: ApolloLink): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state as Parameters<InMemoryCache['restore']>[0]);
  return new ApolloClient({
    // authLink: the session's bearer token on every request (lib/auth.ts).
    link: (before ? before.concat(authLink) : authLink).concat(new HttpLink({ uri: GRAPHQL_ENDPOINT })),
    cache,
    ...(state ? { ssrForceFetchDelay: SSR_FORCE_FETCH_DELAY_MS } : {}),
  });
}

/** The server renderer's client (app/entry-server.tsx): `link` runs operations in-process. */
export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), ssrMode: true });
}

/**
 * What the first `useQuery` of a page with these options costs before it can render, done now:
 * the document's transforms and defaults (kept per document) and the read of the result from the
 * cache (kept per query and variables until the cache changes). On a server-rendered page that is
 * a long task inside hydration (~200 ms at 4x CPU on a tree's page, docs/performance.md); done
 * before it, in a task of its own, the render finds both kept. Nothing is fetched or watched.
 * Answers the result read (the render's will be the same objects).
 */
export function warmQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.WatchQueryOptions<TData, TVariables>,
) {
  return client.watchQuery(options).getCurrentResult();
}
