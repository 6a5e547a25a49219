/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** CALIFORNIA (all regions) or PACIFIC_ISLANDS */
export type Region =
  /** The California edition (every tree; the default). */
  | 'CALIFORNIA'
  /** The Pacific Islands edition (trees marked pacificIsland). */
  | 'PACIFIC_ISLANDS';

/** A planting site; the words of GET /api/site/recommendations. */
export type SiteInput = {
  /** Goals to rank by (siteOptions.goals). */
  goals?: Array<string> | null | undefined;
  /** Show trees invasive in the edition’s region. */
  includeInvasive?: boolean | null | undefined;
  /** There are overhead wires (only trees that fit under them). */
  overheadWires?: boolean | null | undefined;
  /** all or pacificislands; absent: follows the ZIP’s state. */
  region?: string | null | undefined;
  /** clay, loam or sand. */
  soil?: string | null | undefined;
  /** Planting-strip width in feet (up to 100), or "open". */
  stripWidth?: string | null | undefined;
  /** full, partial or shade. */
  sun?: string | null | undefined;
  /** Sunset zone 1-24, H1, H2. */
  sunset?: string | null | undefined;
  /** VL, L, M or H: the water the site gets. */
  water?: string | null | undefined;
  /** Five digits, a ZIP of the ZIP table. */
  zip: string;
};

export type SiteOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteOptionsQuery = { __typename: 'Query', siteOptions: { __typename: 'SiteOptions', goals: Array<{ __typename: 'SiteOption', value: string, label: string }>, sun: Array<{ __typename: 'SiteOption', value: string, label: string }>, water: Array<{ __typename: 'SiteOption', value: string, label: string }>, soil: Array<{ __typename: 'SiteOption', value: string, label: string }> } };

export type SiteResultFieldsFragment = { __typename: 'SiteResult', treeId: number, scientificName: string, commonName: string | null, fit: string, score: number, reasons: Array<string>, warnings: Array<string>, unknown: Array<string> };

export type SiteRecommendationsQueryVariables = Exact<{
  site: SiteInput;
  page?: number | null | undefined;
  resultsPerPage?: number | null | undefined;
}>;


export type SiteRecommendationsQuery = { __typename: 'Query', siteRecommendations: { __typename: 'SiteRecommendationsPayload', totalResults: number, fitsCount: number, site: { __typename: 'Site', zip: string, city: string | null, usdaZone: string, region: Region, query: string }, pageResults: Array<{ __typename: 'SiteResult', treeId: number, scientificName: string, commonName: string | null, fit: string, score: number, reasons: Array<string>, warnings: Array<string>, unknown: Array<string> }> } };

export type WhyNotQueryVariables = Exact<{
  treeId: number;
  site: SiteInput;
}>;


export type WhyNotQuery = { __typename: 'Query', whyNot: { __typename: 'WhyNotPayload', treeId: number, scientificName: string, commonName: string | null, fits: boolean, unknown: Array<string>, failed: Array<{ __typename: 'FailedConstraint', constraint: string, treeValue: string, siteValue: string, message: string }>, alternatives: Array<{ __typename: 'SiteResult', treeId: number, scientificName: string, commonName: string | null, fit: string, score: number, reasons: Array<string>, warnings: Array<string>, unknown: Array<string> }> } };

export type SavedSiteFieldsFragment = { __typename: 'SavedSite', id: number, name: string, siteQuery: string, version: number, updatedAt: unknown };

export type MySitesQueryVariables = Exact<{ [key: string]: never; }>;


export type MySitesQuery = { __typename: 'Query', mySites: Array<{ __typename: 'SavedSite', id: number, name: string, siteQuery: string, version: number, updatedAt: unknown }> };

export type SaveSiteMutationVariables = Exact<{
  name: string;
  site: SiteInput;
}>;


export type SaveSiteMutation = { __typename: 'Mutation', saveSite: { __typename: 'SavedSite', id: number, name: string, siteQuery: string, version: number, updatedAt: unknown } };

export type RenameSiteMutationVariables = Exact<{
  id: number;
  name: string;
  version: number;
}>;


export type RenameSiteMutation = { __typename: 'Mutation', renameSite: { __typename: 'SavedSite', id: number, name: string, siteQuery: string, version: number, updatedAt: unknown } };

export type DeleteSiteMutationVariables = Exact<{
  id: number;
  version: number;
}>;


export type DeleteSiteMutation = { __typename: 'Mutation', deleteSite: number };

export const SiteResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"fit"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}}]}}]} as unknown as DocumentNode<SiteResultFieldsFragment, unknown>;
export const SavedSiteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteQuery"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SavedSiteFieldsFragment, unknown>;
export const SiteOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"water"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SiteOptionsQuery, SiteOptionsQueryVariables>;
export const SiteRecommendationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteRecommendations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"site"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteRecommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"site"},"value":{"kind":"Variable","name":{"kind":"Name","value":"site"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"resultsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsPerPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"usdaZone"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"query"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"fit"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}}]}}]} as unknown as DocumentNode<SiteRecommendationsQuery, SiteRecommendationsQueryVariables>;
export const WhyNotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhyNot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"site"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whyNot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"site"},"value":{"kind":"Variable","name":{"kind":"Name","value":"site"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"treeValue"}},{"kind":"Field","name":{"kind":"Name","value":"siteValue"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}},{"kind":"Field","name":{"kind":"Name","value":"alternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"fit"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}}]}}]} as unknown as DocumentNode<WhyNotQuery, WhyNotQueryVariables>;
export const MySitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteQuery"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MySitesQuery, MySitesQueryVariables>;
export const SaveSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"site"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"site"},"value":{"kind":"Variable","name":{"kind":"Name","value":"site"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteQuery"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveSiteMutation, SaveSiteMutationVariables>;
export const RenameSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteQuery"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RenameSiteMutation, RenameSiteMutationVariables>;
export const DeleteSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteSiteMutation, DeleteSiteMutationVariables>;