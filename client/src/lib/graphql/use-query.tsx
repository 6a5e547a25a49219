/**
 * `useQuery` for the screens of public pages: Apollo's own hook when the app started with Apollo
 * Client (a signed-in visitor's app shell, the server's render, tests), or, on a server-rendered
 * page hydrated without it, the page's recorded answers until Apollo Client is loaded and then
 * Apollo's answers relayed by the bridges (graphql-slot.ts). Which of the two an app uses is fixed
 * when it starts (`QueryHookProvider`), so a component always calls the same hooks.
 *
 * Free of Apollo Client at run time: the page's entry imports it.
 */
import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { resultKey, type PageResultRecord } from './page-results';
import { type GraphqlSlot, requestKey, type QueryOptions, type QueryRequest, type QueryResult } from './graphql-slot';

export type { QueryOptions, QueryResult } from './graphql-slot';

/** A useQuery: Apollo's (its result has more fields than these) or the page's (below). */
export type QueryHook = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: QueryOptions<TVariables>,
) => QueryResult<TData>;

const SlotContext = createContext<GraphqlSlot | null>(null);

/** The app's slot on a page hydrated without Apollo Client; null in an app started with it. */
export const useGraphqlSlot = (): GraphqlSlot | null => useContext(SlotContext);
const QueryHookContext = createContext<QueryHook | null>(null);

const SKIPPED: QueryResult<never> = { data: undefined, loading: false, error: undefined };
const LOADING: QueryResult<never> = { data: undefined, loading: true, error: undefined };

/**
 * The query of a screen on a page hydrated without Apollo Client: the page's answer (loading
 * false, no request) or, for a query the page has no answer to, loading while it is asked (without
 * Apollo Client when it may be: GraphqlSlot.ask) or the client loads; once the client is loaded,
 * what Apollo's useQuery answers for the same query through its bridge.
 */
export const usePageQuery: QueryHook = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: QueryOptions<TVariables> = {},
) => {
  const slot = useContext(SlotContext);
  if (!slot) throw new Error('usePageQuery needs a QueryHookProvider with a slot');
  const id = useId();
  const key = requestKey(options);
  // One request object per document and options (the bridges rerun Apollo's hook when it changes):
  // `key` stands for the options' content.
  const request = useMemo<QueryRequest>(
    () => ({ document: document as QueryRequest['document'], options, key }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document, key],
  );
  useLayoutEffect(() => {
    slot.register(id, request);
    return () => slot.unregister(id);
  }, [slot, id, request]);
  const relayed = useSyncExternalStore(
    slot.subscribe,
    () => slot.relayedTo(id),
    () => undefined,
  );
  // Renders again when an answer asked after the page loaded is kept (read below with the page's).
  useSyncExternalStore(slot.subscribe, slot.answersKept, slot.answersKept);
  const fromBridge = relayed?.request === request ? relayed.result : null;
  const fromPage = options.skip ? null : slot.page.answer(document, options.variables);
  const missing = !fromBridge && !fromPage && !options.skip;
  useEffect(() => {
    if (missing) slot.ask(request);
  }, [missing, slot, request]);
  if (fromBridge) return fromBridge as QueryResult<TData>;
  if (options.skip) return SKIPPED;
  return fromPage ?? LOADING;
};

/**
 * The server's useQuery: `hook` (Apollo's), each answer with data kept in `record` under its
 * operation and variables, as the page's last render pass used it: what the browser's first render
 * reads (page-results.ts). Skipped queries and those without data are not kept.
 */
export function recordingQueryHook(hook: QueryHook, record: PageResultRecord): QueryHook {
  return (document, options) => {
    const result = hook(document, options);
    const key = options?.skip ? null : resultKey(document, options?.variables);
    if (key && result.data !== undefined && result.data !== null) record[key] = result.data;
    return result;
  };
}

/**
 * The screens' `useQuery`: the app's hook (QueryHookProvider), with `previousData` as Apollo's
 * useQuery gives it: the last data the query answered before its current data (a list sorted
 * anew keeps showing its trees while the new order loads).
 */
export const useQuery = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: QueryOptions<TVariables>,
): QueryResult<TData> & { previousData: TData | undefined } => {
  const hook = useContext(QueryHookContext);
  if (!hook) throw new Error('useQuery needs a QueryHookProvider');
  const result = hook(document, options);
  // React's pattern for what a component keeps from its earlier renders: state set while rendering.
  const [seen, setSeen] = useState<{ data: TData | undefined; previousData: TData | undefined }>({
    data: result.data,
    previousData: undefined,
  });
  let { previousData } = seen;
  if (result.data !== seen.data) {
    if (seen.data !== undefined) previousData = seen.data;
    setSeen({ data: result.data, previousData });
  }
  // The same object for the same answer, as the hook's own.
  return useMemo(() => ({ ...result, previousData }), [result, previousData]);
};

/**
 * Which useQuery the app's screens use, fixed for the app's life: Apollo's when Apollo Client is
 * there from the start, else the page's with its slot (and the bridges, once the client is loaded).
 */
export function QueryHookProvider({
  hook,
  slot,
  children,
}: {
  hook: QueryHook;
  slot?: GraphqlSlot;
  children: ReactNode;
}) {
  return (
    <QueryHookContext.Provider value={hook}>
      <SlotContext.Provider value={slot ?? null}>
        {children}
        {slot ? <BridgeHost slot={slot} /> : null}
      </SlotContext.Provider>
    </QueryHookContext.Provider>
  );
}

/** The bridges, mounted beside the app (never around it: the page's tree is not remounted) once loaded. */
function BridgeHost({ slot }: { slot: GraphqlSlot }) {
  const loaded = useSyncExternalStore(
    slot.subscribe,
    () => slot.current,
    () => null,
  );
  if (!loaded) return null;
  const { Bridges } = loaded;
  return <Bridges slot={slot} />;
}
