/**
 * A query asked without Apollo Client (issue 24; docs/performance.md, "Hydrating public pages
 * without Apollo Client"): on a light page, a query the page has no answer to (the results page's
 * search, whose terms are in the address's hash; compare with other trees) is sent as Apollo's
 * HTTP link would send it, with `fetch`. Only a plain answer is taken: data and no errors, online.
 * Anything else (offline, an error, a refused session) answers null, and the page loads Apollo
 * Client to ask again, so offline answers, errors and their retries are Apollo's own.
 *
 * The request is the one Apollo sends (light-fetch.test.ts holds the two to one body): the
 * document with `__typename` in every selection set but the operation's (what Apollo's cache adds,
 * so the answer has the shape Apollo's cache and the screens expect), printed by graphql-js.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { GRAPHQL_ENDPOINT } from '@/config/paths';
import { getSessionToken } from '@/lib/session-store';
import { operationNameOf } from './page-results';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The document as Apollo's cache transforms it for the network: `__typename` in every selection set but the operation's. */
export function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node: SelectionSetNode, _key, parent) {
        if (parent && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
        const named = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
        );
        if (named) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

const printed = new WeakMap<object, string>();

/** The request's query text (kept per document). */
export function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(withTypename(document));
    printed.set(document, text);
  }
  return text;
}

/** The variables the document's operation declares (Apollo's link sends only those). */
function declaredVariables(document: DocumentNode, variables: object | undefined): Record<string, unknown> {
  const names = new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? (definition.variableDefinitions ?? []).map((variable) => variable.variable.name.value)
        : [],
    ),
  );
  return Object.fromEntries(Object.entries(variables ?? {}).filter(([name]) => names.has(name)));
}

/** The body Apollo's HTTP link sends for this operation. */
export function requestBody(document: DocumentNode, variables: object | undefined): string {
  return JSON.stringify({
    operationName: operationNameOf(document) ?? undefined,
    variables: declaredVariables(document, variables),
    query: queryText(document),
  });
}

/**
 * The data of the query's answer, or null when it is not a plain answer (offline, a network or HTTP
 * failure, GraphQL errors, no data): the caller then asks through Apollo Client.
 */
export async function fetchLight<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
): Promise<TData | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const token = getSessionToken();
  try {
    const response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: requestBody(document, variables),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { data?: TData | null; errors?: unknown[] };
    if (answer.errors?.length || answer.data === undefined || answer.data === null) return null;
    return answer.data;
  } catch {
    return null;
  }
}
