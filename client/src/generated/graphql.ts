/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The credentials of a sign-in. */
export type LoginInput = {
  /** The account's e-mail address. */
  email: string;
  /** The password. */
  password: string;
};

/** Which of the tree’s names matched. */
export type NameMatchKind =
  /** An alternative common name matched. */
  | 'CommonAlternate'
  /** A generic common name (OAK, MAPLE) matched. */
  | 'CommonGeneric'
  /** The primary common name matched. */
  | 'CommonPrimary'
  /** The scientific name (or a part of it) matched. */
  | 'Scientific'
  /** A synonym (an earlier or alternative scientific name) matched. */
  | 'Synonym';

/** How it matched, best first: Exact, Prefix, WordPrefix, Similar (typos). */
export type NameMatchTier =
  /** The whole name equals the typed text. */
  | 'Exact'
  /** The name starts with the typed text. */
  | 'Prefix'
  /** A close spelling (typo tolerant), offered when nothing else matches. */
  | 'Similar'
  /** A word of the name starts with the typed text. */
  | 'WordPrefix';

/** CALIFORNIA (all regions) or PACIFIC_ISLANDS */
export type Region =
  /** The California edition (every tree; the default). */
  | 'CALIFORNIA'
  /** The Pacific Islands edition (trees marked pacificIsland). */
  | 'PACIFIC_ISLANDS';

export type EditorQueueCountQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorQueueCountQuery = { __typename: 'Query', editorQueueCount: number };

export type ViewerFieldsFragment = { __typename: 'User', id: number, firstName: string, lastName: string, email: string, postNominal: string | null, organization: string | null, roleId: number, roleName: string, emailNotifications: boolean, language: string, pendingEmail: string | null, banned: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: number, firstName: string, lastName: string, email: string, postNominal: string | null, organization: string | null, roleId: number, roleName: string, emailNotifications: boolean, language: string, pendingEmail: string | null, banned: boolean } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: string | null, user: { __typename: 'User', id: number, firstName: string, lastName: string, email: string, postNominal: string | null, organization: string | null, roleId: number, roleName: string, emailNotifications: boolean, language: string, pendingEmail: string | null, banned: boolean } | null, errors: Array<{ __typename: 'FieldError', field: string, message: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type FeaturedQuoteQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedQuoteQuery = { __typename: 'Query', featuredQuote: { __typename: 'FeaturedQuote', id: number, quote: string, author: string | null } | null };

export type NameSuggestionsQueryVariables = Exact<{
  term: string;
  region: Region;
}>;


export type NameSuggestionsQuery = { __typename: 'Query', nameSuggestions: Array<{ __typename: 'NameSuggestion', treeId: number, name: string, kind: NameMatchKind, match: NameMatchTier, scientificName: string, commonName: string | null, draft: boolean }> };

export type TreeCardFieldsFragment = { __typename: 'TreeCard', id: number, scientificName: string, commonName: string | null, family: string | null, photoLink: string | null, photoWidths: Array<number>, photoCredit: string | null, heightHigh: number | null, lowZone: boolean | null, draft: boolean };

export type ZipCodeQueryVariables = Exact<{
  zip: string;
}>;


export type ZipCodeQuery = { __typename: 'Query', zipCode: { __typename: 'ResolvedZip', zip: string, city: string | null, usdaZone: string } | null };

export type FeaturedTreeQueryVariables = Exact<{
  region: Region;
}>;


export type FeaturedTreeQuery = { __typename: 'Query', featuredTree: { __typename: 'Tree', id: number, scientificName: string, commonName: string | null, memoExcerpt: string | null, photos: Array<{ __typename: 'Photo', id: number, link: string, credit: string | null, sequence: number, widths: Array<number> }> } | null };

export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"postNominal"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const TreeCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}},{"kind":"Field","name":{"kind":"Name","value":"photoWidths"}},{"kind":"Field","name":{"kind":"Name","value":"photoCredit"}},{"kind":"Field","name":{"kind":"Name","value":"heightHigh"}},{"kind":"Field","name":{"kind":"Name","value":"lowZone"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode<TreeCardFieldsFragment, unknown>;
export const EditorQueueCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorQueueCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorQueueCount"}}]}}]} as unknown as DocumentNode<EditorQueueCountQuery, EditorQueueCountQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"postNominal"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"postNominal"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const FeaturedQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]}}]} as unknown as DocumentNode<FeaturedQuoteQuery, FeaturedQuoteQueryVariables>;
export const NameSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NameSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nameSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]}}]} as unknown as DocumentNode<NameSuggestionsQuery, NameSuggestionsQueryVariables>;
export const ZipCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ZipCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"usdaZone"}}]}}]}}]} as unknown as DocumentNode<ZipCodeQuery, ZipCodeQueryVariables>;
export const FeaturedTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"memoExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"widths"}}]}}]}}]}}]} as unknown as DocumentNode<FeaturedTreeQuery, FeaturedTreeQueryVariables>;