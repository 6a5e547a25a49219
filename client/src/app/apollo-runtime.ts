/**
 * Apollo Client as the browser app uses it, in the Apollo chunk (vite.config.ts APOLLO_MODULES),
 * loaded by app/main.tsx: at the start of an app that needs it from the first render (the plain
 * app shell, a page that is not light), or on the first query a light page has no answer to
 * (docs/performance.md, "Hydrating public pages without Apollo Client").
 */
import type { LoadedGraphql } from '@/lib/graphql/graphql-slot';
import { QueryBridges } from '@/lib/graphql/query-bridges';
import { createApolloClient } from '@/lib/apollo-client';
import { offlineLink } from './offline-link';

export { useApolloQueryHook } from '@/lib/graphql/query-bridges';

/** The browser's client, its cache restored from `state` when a server-rendered page carries one. */
export const createBrowserClient = (state?: Record<string, unknown>) => createApolloClient(state, offlineLink);

/** For a page hydrated without Apollo Client: the client and the bridges (graphql-slot.ts). */
export const loadGraphql = (): LoadedGraphql => ({ client: createBrowserClient(), Bridges: QueryBridges });
