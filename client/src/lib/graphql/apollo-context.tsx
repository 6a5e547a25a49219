/**
 * Apollo Client's React context, without Apollo Client's code: a page hydrated without it (issue 24,
 * docs/performance.md "Hydrating public pages without Apollo Client") still provides the context
 * its lazy parts read with Apollo's hooks once the client has loaded.
 *
 * Apollo keeps one context for the whole page under a global symbol on React's `createContext`
 * (@apollo/client/react/context/ApolloContext.js, `getApolloContext`), whichever copy of its code
 * asks first. This module finds or makes that same object the same way, so Apollo's hooks and
 * providers and this module's see one context (apollo-context.test.ts holds the two to one object).
 */
import * as React from 'react';
import type { ApolloClient } from '@apollo/client';

/** What Apollo keeps in its context: the client, and whatever its server prerender adds (kept as is). */
export type ApolloContextValue = { client?: ApolloClient } & Record<string | symbol, unknown>;

const CONTEXT_KEY = Symbol.for('__APOLLO_CONTEXT__');

type WithApolloContext = { [CONTEXT_KEY]?: React.Context<ApolloContextValue> };

/** The page's one Apollo context (the object `getApolloContext()` answers). */
export function apolloContext(): React.Context<ApolloContextValue> {
  const holder = React.createContext as unknown as WithApolloContext;
  let context = holder[CONTEXT_KEY];
  if (!context) {
    context = React.createContext<ApolloContextValue>({});
    Object.defineProperty(React.createContext, CONTEXT_KEY, {
      value: context,
      enumerable: false,
      writable: false,
      configurable: true,
    });
    context.displayName = 'ApolloContext';
  }
  return context;
}

/**
 * Provides `client` in Apollo's context (as Apollo's own ApolloProvider does: merged with what an
 * outer provider gave, e.g. the server prerender's hooks), or the outer context as it is while the
 * client is not loaded.
 */
export function ApolloContextProvider({
  client,
  children,
}: {
  client: ApolloClient | null;
  children: React.ReactNode;
}) {
  const Context = apolloContext();
  const outer = React.useContext(Context);
  const value = React.useMemo(() => (client ? { ...outer, client } : outer), [outer, client]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The app's Apollo Client once loaded, else null (a page hydrated without it, before its first query). */
export function useLoadedApolloClient(): ApolloClient | null {
  return React.useContext(apolloContext()).client ?? null;
}
