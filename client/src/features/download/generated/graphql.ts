/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The download filters. Absent or empty = not filtering. */
export type DownloadFilterInput = {
  /** Default AND. */
  combine?: FilterCombine | null | undefined;
  /** Families. */
  family?: Array<string> | null | undefined;
  /** Genera of the accepted name. */
  genus?: Array<string> | null | undefined;
  /** Column keys the tree has no information for. */
  missing?: Array<string> | null | undefined;
  /** Only trees no section of which was ever marked reviewed (ANDed with the other filters). */
  neverReviewed?: boolean | null | undefined;
  /** Photos per tree, 0-60; 60 means 60 or more (default). */
  photoMax?: number | null | undefined;
  /** Photos per tree, 0-60 (default 0). */
  photoMin?: number | null | undefined;
};

/** How the download filters combine: a tree matches every filter given (AND) or at least one (OR). */
export type FilterCombine =
  /** A tree matches every filter given. */
  | 'And'
  /** A tree matches at least one filter given. */
  | 'Or';

export type DownloadChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DownloadChoicesQuery = { __typename: 'Query', downloadChoices: { __typename: 'DownloadChoices', genera: Array<string>, families: Array<string>, photoCountMax: number, photoCountStep: number, groups: Array<{ __typename: 'DownloadColumnGroup', key: string, label: string, columns: Array<{ __typename: 'DownloadColumn', key: string, label: string, headers: Array<string> }> }> } };

export type DownloadTreeCountQueryVariables = Exact<{
  filter: DownloadFilterInput;
}>;


export type DownloadTreeCountQuery = { __typename: 'Query', downloadTreeCount: number };


export const DownloadChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genera"}},{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"photoCountMax"}},{"kind":"Field","name":{"kind":"Name","value":"photoCountStep"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DownloadChoicesQuery, DownloadChoicesQueryVariables>;
export const DownloadTreeCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadTreeCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadTreeCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<DownloadTreeCountQuery, DownloadTreeCountQueryVariables>;