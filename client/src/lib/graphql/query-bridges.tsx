/**
 * With Apollo Client (a chunk of its own): the screens' useQuery in an app started with it, and
 * the query bridges (graphql-slot.ts): once Apollo Client is loaded on a page that hydrated
 * without it, each screen's query runs here through Apollo's own useQuery, and its answer is
 * relayed to the screen. Loaded with Apollo Client, never on a page's first load.
 */
import type { OperationVariables } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { GraphqlSlot, QueryOptions, QueryRequest } from './graphql-slot';
import type { QueryHook } from './use-query';

/** Apollo's own useQuery as the screens' hook (QueryHookProvider), for an app started with Apollo Client. */
export const useApolloQueryHook: QueryHook = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: QueryOptions<TVariables>,
) => {
  const { data, loading, error, refetch } = useQuery(
    document as TypedDocumentNode<TData, OperationVariables>,
    (options ?? {}) as useQuery.Options<TData, OperationVariables>,
  );
  return { data: data as TData | undefined, loading, error, refetch: () => void refetch().catch(() => {}) };
};

export function QueryBridges({ slot }: { slot: GraphqlSlot }) {
  const requests = useSyncExternalStore(slot.subscribe, slot.registered, slot.registered);
  const loaded = slot.current;
  if (!loaded) return null;
  return (
    <ApolloProvider client={loaded.client}>
      {requests.map(([id, request]) => (
        <QueryBridge key={id} id={id} request={request} slot={slot} />
      ))}
    </ApolloProvider>
  );
}

function QueryBridge({ id, request, slot }: { id: string; request: QueryRequest; slot: GraphqlSlot }) {
  const { data, loading, error, refetch } = useQuery(request.document, request.options);
  // Before the browser paints: the screen renders Apollo's answer in the same frame.
  useLayoutEffect(() => {
    slot.relay(id, request, { data, loading, error, refetch: () => void refetch().catch(() => {}) });
  }, [slot, id, request, data, loading, error, refetch]);
  return null;
}
