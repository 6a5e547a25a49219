/**
 * A server-rendered page's query answers, as its screens read them (issue 24: public pages hydrate
 * without Apollo Client; docs/performance.md, "Hydrating public pages without Apollo Client").
 *
 * The server renders with Apollo Client; as it renders, it records each query the page asked (its
 * operation's name and variables) with the data Apollo answered (use-query.tsx, `recordingQueryHook`). The
 * browser's first render reads the same data from that record (`PageResults`), without Apollo
 * Client, so the page hydrates to the same markup. When Apollo Client is loaded later (on the first
 * action that needs the network), its cache is written from the record (`seedCache`) and answers
 * the same queries from there, without asking the server again.
 *
 * Free of Apollo Client and graphql at run time (types only): the page's entry imports it.
 */
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** The record: data by `resultKey` (operation name and variables). */
export type PageResultRecord = Record<string, unknown>;

type AnyDocument = TypedDocumentNode<unknown, OperationVariables>;

/** The name of a document's (first) operation; documents without one are never recorded. */
export function operationNameOf(document: { definitions: readonly unknown[] }): string | null {
  for (const definition of document.definitions) {
    const operation = definition as { kind?: string; name?: { value?: string } };
    if (operation.kind === 'OperationDefinition') return operation.name?.value ?? null;
  }
  return null;
}

/** JSON with every object's keys in order, so equal variables give one text however they were built. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Where a query's answer is kept in the record: `OperationName:{"canonical":"variables"}`; null without a name. */
export function resultKey(document: { definitions: readonly unknown[] }, variables?: object): string | null {
  const name = operationNameOf(document);
  return name ? `${name}:${canonicalJson(variables ?? {})}` : null;
}

/** What a screen's query answers before Apollo Client is there. */
export type PageQueryResult<TData> = { data: TData | undefined; loading: boolean; error: undefined };

/**
 * The browser's side: the record of the page, read by the screens' queries (each answer one object
 * per key, so a screen's memos see the same data twice), and the documents they were read with,
 * to write into Apollo Client's cache when it loads.
 */
export class PageResults {
  private readonly answers = new Map<string, PageQueryResult<unknown>>();
  private readonly read = new Map<string, { document: AnyDocument; variables: OperationVariables }>();

  private readonly record: PageResultRecord;

  constructor(record: PageResultRecord = {}) {
    this.record = { ...record };
  }

  /** Keeps an answer asked for after the page loaded (lib/graphql/light-fetch.ts), as the record's own. */
  store<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables | undefined,
    data: TData,
  ): void {
    const key = resultKey(document, variables);
    if (key && !(key in this.record)) this.record[key] = data;
  }

  /** The recorded answer to this query, or null when the page has none. */
  answer<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): PageQueryResult<TData> | null {
    const key = resultKey(document, variables);
    if (!key || !(key in this.record)) return null;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = { data: this.record[key], loading: false, error: undefined };
      this.answers.set(key, answer);
      this.read.set(key, { document: document as AnyDocument, variables: variables ?? {} });
    }
    return answer as PageQueryResult<TData>;
  }

  /** Writes every answer a screen has read into a newly loaded client's cache (nothing is fetched). */
  seedCache(client: ApolloClient): void {
    for (const [key, { document, variables }] of this.read) {
      client.writeQuery({ query: document, variables, data: this.record[key] });
    }
  }
}
