import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { map } from 'rxjs';
import { GRAPHQL_ENDPOINT } from '@/config/paths';
import { endSession, getSessionToken } from './session-store';

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
    // authLink: the session's bearer token on every request.
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
 * Put in front of the HTTP link: sends the session's bearer token with every request, and when the
 * server refuses that token (UNAUTHENTICATED: session ended, expired, user disabled) logs out here
 * too (lib/auth.ts describes the session). One small link, so the client carries no extra link packages.
 */
export const authLink = new ApolloLink((operation, forward) => {
  const token = getSessionToken();
  if (!token) return forward(operation);
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, authorization: `Bearer ${token}` },
  }));
  return forward(operation).pipe(
    map((result) => {
      const refused = result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
      if (refused && getSessionToken() === token) endSession();
      return result;
    }),
  );
});
