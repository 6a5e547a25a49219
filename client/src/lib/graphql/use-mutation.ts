/**
 * `useMutation` for screens of pages hydrated without Apollo Client (issue 24; docs/performance.md,
 * "Hydrating public pages without Apollo Client"): the same call and result as Apollo's hook for
 * what the app uses of it (`[mutate, { loading, data, error, called }]`, `refetchQueries` by
 * operation name, `mutate` rejecting with Apollo's error), run by Apollo Client's own `mutate`. A
 * page without the client loads it when the visitor first does something that writes, not while it
 * hydrates. Free of Apollo Client at run time (types only).
 *
 * Apollo's own hook wraps the same `client.mutate`; what this one leaves out the app does not use
 * (onCompleted and onError callbacks, an `ignoreResults` mode, a client passed as an option).
 */
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLoadedApolloClient } from './apollo-context';
import type { GraphqlSlot } from './graphql-slot';
import { useGraphqlSlot } from './use-query';

/** The options of a mutation that the app uses (a subset of Apollo's). */
export type MutationOptions<TVariables extends OperationVariables> = {
  variables?: TVariables;
  refetchQueries?: string[];
  awaitRefetchQueries?: boolean;
};

/** The state of the hook's last call (as Apollo's useMutation result). */
export type MutationState<TData> = {
  called: boolean;
  loading: boolean;
  data: TData | undefined;
  error: Error | undefined;
};

/** The client in Apollo's context, or (a page hydrated without it) the one its slot loads now. */
async function clientOf(loaded: ApolloClient | null, slot: GraphqlSlot | null): Promise<ApolloClient> {
  const client = loaded ?? (await slot?.loadClient());
  if (!client) throw new Error('no Apollo Client and no way to load one');
  return client;
}

const IDLE: MutationState<never> = { called: false, loading: false, data: undefined, error: undefined };

export function useMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: MutationOptions<TVariables> = {},
): [(call?: MutationOptions<TVariables>) => Promise<ApolloClient.MutateResult<TData>>, MutationState<TData>] {
  const loaded = useLoadedApolloClient();
  const slot = useGraphqlSlot();
  const [state, setState] = useState<MutationState<TData>>(IDLE);
  const mounted = useRef(true);
  const latest = useRef({ document, options, loaded, slot });
  // As Apollo's hook: the last render's document, options and client, for calls made after it.
  useLayoutEffect(() => {
    latest.current = { document, options, loaded, slot };
  });
  // The mutation whose outcome the state shows: an earlier call finishing later does not overwrite it.
  const callId = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (call: MutationOptions<TVariables> = {}) => {
    const { document: mutation, options: hookOptions, loaded: client, slot: pageSlot } = latest.current;
    const id = ++callId.current;
    const settle = (next: MutationState<TData>) => {
      if (mounted.current && id === callId.current) setState(next);
    };
    settle({ called: true, loading: true, data: undefined, error: undefined });
    try {
      const apollo = await clientOf(client, pageSlot);
      const result = await apollo.mutate<TData, TVariables>({
        mutation,
        ...hookOptions,
        ...call,
        // As Apollo's hook merges them: the call's variables over the hook's.
        variables: { ...hookOptions.variables, ...call.variables } as TVariables,
      } as ApolloClient.MutateOptions<TData, TVariables>);
      settle({ called: true, loading: false, data: result.data ?? undefined, error: undefined });
      return result;
    } catch (error) {
      settle({ called: true, loading: false, data: undefined, error: error as Error });
      throw error;
    }
  }, []);
  // As Apollo's hook: a caller that ignores the promise does not make an unhandled rejection.
  const mutate = useCallback(
    (call?: MutationOptions<TVariables>) => {
      const promise = run(call);
      promise.catch(() => {});
      return promise;
    },
    [run],
  );

  return [mutate, state];
}

/**
 * The app's Apollo Client when a screen needs it directly (refetching a query by hand, say): the
 * loaded one, or (a page hydrated without it) loaded now.
 */
export function useApolloClientWhenNeeded(): () => Promise<ApolloClient> {
  const loaded = useLoadedApolloClient();
  const slot = useGraphqlSlot();
  return useCallback(() => clientOf(loaded, slot), [loaded, slot]);
}
