/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Deciduous, Partly Deciduous or Evergreen */
export type FoliageType =
  /** Drops all its leaves for part of the year. */
  | 'Deciduous'
  /** Keeps its leaves all year. */
  | 'Evergreen'
  /** Drops some of its leaves, or all of them in some climates. */
  | 'PartlyDeciduous';

/** CALIFORNIA (all regions) or PACIFIC_ISLANDS */
export type Region =
  /** The California edition (every tree; the default). */
  | 'CALIFORNIA'
  /** The Pacific Islands edition (trees marked pacificIsland). */
  | 'PACIFIC_ISLANDS';

/** Filters combine with AND, the values of one filter with OR. Null or empty = not chosen. */
export type TreeSearchFilterInput = {
  /** The Californian ZIP code whose climate-adapted region climateAdapted uses. */
  adaptedZipCode?: string | null | undefined;
  /** [true]: California natives; [false]: not native; both: known either way. */
  caNative?: Array<boolean> | null | undefined;
  /** Needs adaptedZipCode */
  climateAdapted?: boolean | null | undefined;
  /** Climate-adapted region slugs or names */
  climateRegions?: Array<string> | null | undefined;
  /** true = deer do not favour it */
  deerTolerance?: Array<boolean> | null | undefined;
  /** [true], [false] or both (= known) */
  fallColor?: Array<boolean> | null | undefined;
  /** Flower colours (SearchCharacteristics.flowerColors). */
  flowerColors?: Array<string> | null | undefined;
  /** Foliage types. */
  foliageTypes?: Array<FoliageType> | null | undefined;
  /** [true]: fragrant flowers; [false]: not fragrant. */
  fragrance?: Array<boolean> | null | undefined;
  /** Fruit types (SearchCharacteristics.fruitTypes). */
  fruitTypes?: Array<string> | null | undefined;
  /** [true]: Hawaii natives; [false]: not native; both: known either way. */
  hiNative?: Array<boolean> | null | undefined;
  /** Leaf arrangements (SearchCharacteristics.leafArrangements). */
  leafArrangements?: Array<string> | null | undefined;
  /** Leaf forms (SearchCharacteristics.leafForms). */
  leafForms?: Array<string> | null | undefined;
  /** feet, 0-75; 75 means 75+ (default) */
  maxTreeCanopyWidth?: number | null | undefined;
  /** feet, 0-100; 100 means 100+ (default) */
  maxTreeHeight?: number | null | undefined;
  /** feet, 0-75 (default 0) */
  minTreeCanopyWidth?: number | null | undefined;
  /** feet, 0-100 (default 0) */
  minTreeHeight?: number | null | undefined;
  /** '2 to 4', '4 to 7', '>7' or the codes 1-3 */
  plantingAreas?: Array<string> | null | undefined;
  /** Low, Moderate, High */
  saltTolerances?: Array<string> | null | undefined;
  /** [true]: suitable for schoolyards; [false]: not. */
  schoolyard?: Array<boolean> | null | undefined;
  /** Names of the tree (prefix, word prefix; typos when nothing matches). */
  searchTerm?: string | null | undefined;
  /** [true]: grows in shade; [false]: does not. */
  shadeTolerant?: Array<boolean> | null | undefined;
  /** Full Sun, Partial Shade, Shade (or 3, 2, 1) */
  sunExposures?: Array<string> | null | undefined;
  /** 1-24, H1, H2 */
  sunsetZones?: Array<string> | null | undefined;
  /** Crown shapes (SearchCharacteristics.treeShapes). */
  treeShapes?: Array<string> | null | undefined;
  /** USDA hardiness zones (whole numbers); a tree matches when it grows in any of them. */
  usdaZones?: Array<number> | null | undefined;
  /** [true]: fits under utility lines; [false]: does not. */
  utilityFriendly?: Array<boolean> | null | undefined;
  /** low-zone, medium-zone */
  utilityPrecautions?: Array<string> | null | undefined;
  /** VL, L, M, H */
  waterUseRatings?: Array<string> | null | undefined;
  /** Wind resistances (SearchCharacteristics.windResistances). */
  windResistances?: Array<string> | null | undefined;
  /** A Californian ZIP code (9xxxx): its USDA zone */
  zipCode?: string | null | undefined;
};

/** ScientificAsc (1, default), ScientificDesc (2), CommonAsc (3), CommonDesc (4). */
export type TreeSort =
  /** By common name, A to Z (legacy code 3). */
  | 'CommonAsc'
  /** By common name, Z to A (legacy code 4). */
  | 'CommonDesc'
  /** By scientific name, A to Z (legacy code 1, the default). */
  | 'ScientificAsc'
  /** By scientific name, Z to A (legacy code 2). */
  | 'ScientificDesc';

export type SearchByNameQueryVariables = Exact<{
  term: string;
  region: Region;
  page: number;
  resultsPerPage: number;
  sort: TreeSort;
}>;


export type SearchByNameQuery = { __typename: 'Query', searchByName: { __typename: 'TreeSearchPayload', totalResults: number, activePage: number, resultsPerPage: number, pageResults: Array<{ __typename: 'TreeCard', id: number, scientificName: string, commonName: string | null, family: string | null, photoLink: string | null, photoWidths: Array<number>, photoCredit: string | null, heightHigh: number | null, lowZone: boolean | null, draft: boolean }> } };

export type SearchCharacteristicsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchCharacteristicsQuery = { __typename: 'Query', searchCharacteristics: { __typename: 'SearchCharacteristics', treeShapes: Array<string>, leafForms: Array<string>, leafArrangements: Array<string>, flowerColors: Array<string>, fruitTypes: Array<string>, foliageTypes: Array<string>, usdaZones: Array<number>, sunsetZones: Array<string>, saltTolerances: Array<string>, windResistances: Array<string>, heightMarks: Array<number>, widthMarks: Array<number>, resultsPerPage: Array<number>, plantingArea: Array<{ __typename: 'SearchCodeChoice', value: number, label: string }>, climateZones: Array<{ __typename: 'SearchChoice', value: string, label: string }>, waterUseRatings: Array<{ __typename: 'SearchChoice', value: string, label: string }>, sunExposures: Array<{ __typename: 'SearchCodeChoice', value: number, label: string }>, utilityPrecautions: Array<{ __typename: 'SearchChoice', value: string, label: string }>, sorts: Array<{ __typename: 'SearchCodeChoice', value: number, label: string }> } };

export type SearchTreesQueryVariables = Exact<{
  filter?: TreeSearchFilterInput | null | undefined;
  region: Region;
  page: number;
  resultsPerPage: number;
  sort: TreeSort;
}>;


export type SearchTreesQuery = { __typename: 'Query', searchTrees: { __typename: 'TreeSearchPayload', totalResults: number, activePage: number, resultsPerPage: number, pageResults: Array<{ __typename: 'TreeCard', id: number, scientificName: string, commonName: string | null, family: string | null, photoLink: string | null, photoWidths: Array<number>, photoCredit: string | null, heightHigh: number | null, lowZone: boolean | null, draft: boolean }>, resolvedZip: { __typename: 'ResolvedZip', zip: string, usdaZone: string } | null } };

export type TreeCardFieldsFragment = { __typename: 'TreeCard', id: number, scientificName: string, commonName: string | null, family: string | null, photoLink: string | null, photoWidths: Array<number>, photoCredit: string | null, heightHigh: number | null, lowZone: boolean | null, draft: boolean };

export const TreeCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}},{"kind":"Field","name":{"kind":"Name","value":"photoWidths"}},{"kind":"Field","name":{"kind":"Name","value":"photoCredit"}},{"kind":"Field","name":{"kind":"Name","value":"heightHigh"}},{"kind":"Field","name":{"kind":"Name","value":"lowZone"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode<TreeCardFieldsFragment, unknown>;
export const SearchByNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchByName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsPerPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TreeSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchByName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"resultsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsPerPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"}},{"kind":"Field","name":{"kind":"Name","value":"resultsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"pageResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreeCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}},{"kind":"Field","name":{"kind":"Name","value":"photoWidths"}},{"kind":"Field","name":{"kind":"Name","value":"photoCredit"}},{"kind":"Field","name":{"kind":"Name","value":"heightHigh"}},{"kind":"Field","name":{"kind":"Name","value":"lowZone"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode<SearchByNameQuery, SearchByNameQueryVariables>;
export const SearchCharacteristicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCharacteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCharacteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeShapes"}},{"kind":"Field","name":{"kind":"Name","value":"leafForms"}},{"kind":"Field","name":{"kind":"Name","value":"leafArrangements"}},{"kind":"Field","name":{"kind":"Name","value":"flowerColors"}},{"kind":"Field","name":{"kind":"Name","value":"fruitTypes"}},{"kind":"Field","name":{"kind":"Name","value":"foliageTypes"}},{"kind":"Field","name":{"kind":"Name","value":"plantingArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"climateZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usdaZones"}},{"kind":"Field","name":{"kind":"Name","value":"sunsetZones"}},{"kind":"Field","name":{"kind":"Name","value":"saltTolerances"}},{"kind":"Field","name":{"kind":"Name","value":"windResistances"}},{"kind":"Field","name":{"kind":"Name","value":"waterUseRatings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sunExposures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilityPrecautions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heightMarks"}},{"kind":"Field","name":{"kind":"Name","value":"widthMarks"}},{"kind":"Field","name":{"kind":"Name","value":"resultsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"sorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SearchCharacteristicsQuery, SearchCharacteristicsQueryVariables>;
export const SearchTreesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchTrees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TreeSearchFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsPerPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TreeSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTrees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"resultsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsPerPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"activePage"}},{"kind":"Field","name":{"kind":"Name","value":"resultsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"pageResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreeCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedZip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"usdaZone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}},{"kind":"Field","name":{"kind":"Name","value":"photoWidths"}},{"kind":"Field","name":{"kind":"Name","value":"photoCredit"}},{"kind":"Field","name":{"kind":"Name","value":"heightHigh"}},{"kind":"Field","name":{"kind":"Name","value":"lowZone"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode<SearchTreesQuery, SearchTreesQueryVariables>;