/**
 * Where a page finds Apollo Client, which a server-rendered public page does not load until the
 * first action that needs the network (docs/performance.md, "Hydrating public pages without Apollo
 * Client"). One slot per app: the browser's, and each server render's (never shared between
 * requests). Free of Apollo Client at run time (types only).
 *
 * Until the client is loaded, the screens' queries answer from the page's record (PageResults).
 * Loading it writes those answers into its cache and mounts the query bridges (query-bridges.tsx):
 * each screen's query then runs through Apollo's own `useQuery`, whose answers are relayed back
 * here to the screen (use-query.ts), so after the load a screen sees exactly what Apollo answers.
 */
import type { ApolloClient, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ComponentType } from 'react';
import { canonicalJson, resultKey, type PageResults } from './page-results';

/** The options of a screen's query that the app uses (a subset of Apollo's useQuery options). */
export type QueryOptions<TVariables extends OperationVariables = OperationVariables> = {
  variables?: TVariables;
  skip?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  pollInterval?: number;
};

/** What a screen's query answers (a subset of Apollo's useQuery result). */
export type QueryResult<TData> = {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  /**
   * Asks again through Apollo Client: on Apollo's answers only (an app started with it, or relayed
   * by a bridge), which every error is; absent from the page's own answers.
   */
  refetch?: () => void;
};

/** A screen's query as the bridges run it: `key` is its options' text, equal for equal options. */
export type QueryRequest = {
  document: TypedDocumentNode<unknown, OperationVariables>;
  options: QueryOptions;
  key: string;
};

export const requestKey = (options: QueryOptions) => canonicalJson(options);

/** What loading gives: the client (its cache written from the page's record) and the bridges to mount. */
export type LoadedGraphql = { client: ApolloClient; Bridges: ComponentType<{ slot: GraphqlSlot }> };

/**
 * Asks a query without Apollo Client (lib/graphql/light-fetch.ts `fetchLight`): its data, or null
 * when the answer is not a plain one and Apollo Client should ask instead.
 */
export type AskLight = (
  document: QueryRequest['document'],
  variables: OperationVariables | undefined,
) => Promise<unknown>;

/** Whether a query may be asked without Apollo Client: polling and cache-only reads need it. */
const askableLight = ({ pollInterval, fetchPolicy }: QueryOptions) =>
  !pollInterval && fetchPolicy !== 'cache-only' && fetchPolicy !== 'standby';

export class GraphqlSlot {
  private loaded: LoadedGraphql | null = null;
  private loading: Promise<LoadedGraphql> | null = null;
  private readonly requests = new Map<string, QueryRequest>();
  private requestList: [string, QueryRequest][] = [];
  private readonly relayed = new Map<string, { request: QueryRequest; result: QueryResult<unknown> }>();
  private readonly listeners = new Set<() => void>();
  private readonly asking = new Map<string, Promise<void>>();
  private answersAdded = 0;

  /**
   * `askLight`: how a query the page has no answer to is asked before Apollo Client is loaded
   * (app/main.tsx: `fetchLight`); without it, such a query loads the client.
   */
  constructor(
    readonly page: PageResults,
    private readonly load: () => Promise<LoadedGraphql>,
    private readonly askLight?: AskLight,
  ) {}

  /** Grows by one each time an answer asked after the page loaded is kept (the screens read it then). */
  answersKept = (): number => this.answersAdded;

  /**
   * A screen's query the page has no answer to: asked without Apollo Client when it may be (once
   * per operation and variables however many screens ask), its answer kept with the page's; when it
   * may not be, or the answer is not a plain one, Apollo Client is loaded and its bridge asks.
   */
  ask(request: QueryRequest): void {
    if (this.loaded) return;
    const { document, options } = request;
    const key = resultKey(document, options.variables);
    if (!this.askLight || !key || !askableLight(options)) {
      void this.loadClient().catch(() => {});
      return;
    }
    if (this.asking.has(key)) return;
    const viaClient = () => void this.loadClient().catch(() => {});
    const asked = this.askLight(document, options.variables)
      .then(
        (data) => {
          if (data === null || data === undefined || this.loaded) return viaClient();
          this.page.store(document, options.variables, data);
          this.answersAdded += 1;
          this.notify();
        },
        // The light query's own code did not load: Apollo Client asks instead.
        viaClient,
      )
      .finally(() => this.asking.delete(key));
    this.asking.set(key, asked);
  }

  /** The loaded client and bridges, or null before the first action that needed them. */
  get current(): LoadedGraphql | null {
    return this.loaded;
  }

  /** Loads Apollo Client once (a chunk of its own) and writes the page's answers into its cache; a failed load is tried again on the next call. */
  loadClient(): Promise<ApolloClient> {
    this.loading ??= this.load().then(
      (loaded) => {
        this.page.seedCache(loaded.client);
        this.loaded = loaded;
        this.notify();
        return loaded;
      },
      (error: unknown) => {
        // Not loaded (its chunk did not arrive): the next query or lazy part that needs it asks again.
        this.loading = null;
        throw error;
      },
    );
    return this.loading.then(({ client }) => client);
  }

  /** A screen's query, mounted (run by its bridge once the client is loaded). */
  register(id: string, request: QueryRequest): void {
    this.requests.set(id, request);
    this.requestList = [...this.requests];
    this.notify();
  }

  unregister(id: string): void {
    this.requests.delete(id);
    this.relayed.delete(id);
    this.requestList = [...this.requests];
    this.notify();
  }

  /** The screens' queries, for the bridges (the same array until one is added or removed). */
  registered = (): [string, QueryRequest][] => this.requestList;

  /** A bridge's answer from Apollo's useQuery for the screen's query `id`. */
  relay(id: string, request: QueryRequest, result: QueryResult<unknown>): void {
    if (this.requests.get(id) !== request) return;
    this.relayed.set(id, { request, result });
    this.notify();
  }

  /** The last answer relayed for `id` (the same object until the next one). */
  relayedTo(id: string) {
    return this.relayed.get(id);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
