/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query SearchByName($term: String!, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchByName(\n    term: $term\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n  }\n}": typeof types.SearchByNameDocument,
    "query SearchCharacteristics {\n  searchCharacteristics {\n    treeShapes\n    leafForms\n    leafArrangements\n    flowerColors\n    fruitTypes\n    foliageTypes\n    plantingArea {\n      value\n      label\n    }\n    climateZones {\n      value\n      label\n    }\n    usdaZones\n    sunsetZones\n    saltTolerances\n    windResistances\n    waterUseRatings {\n      value\n      label\n    }\n    sunExposures {\n      value\n      label\n    }\n    utilityPrecautions {\n      value\n      label\n    }\n    heightMarks\n    widthMarks\n    resultsPerPage\n    sorts {\n      value\n      label\n    }\n  }\n}": typeof types.SearchCharacteristicsDocument,
    "query SearchTrees($filter: TreeSearchFilterInput, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchTrees(\n    filter: $filter\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n    resolvedZip {\n      zip\n      usdaZone\n    }\n  }\n}": typeof types.SearchTreesDocument,
    "fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}": typeof types.TreeCardFieldsFragmentDoc,
};
const documents: Documents = {
    "query SearchByName($term: String!, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchByName(\n    term: $term\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n  }\n}": types.SearchByNameDocument,
    "query SearchCharacteristics {\n  searchCharacteristics {\n    treeShapes\n    leafForms\n    leafArrangements\n    flowerColors\n    fruitTypes\n    foliageTypes\n    plantingArea {\n      value\n      label\n    }\n    climateZones {\n      value\n      label\n    }\n    usdaZones\n    sunsetZones\n    saltTolerances\n    windResistances\n    waterUseRatings {\n      value\n      label\n    }\n    sunExposures {\n      value\n      label\n    }\n    utilityPrecautions {\n      value\n      label\n    }\n    heightMarks\n    widthMarks\n    resultsPerPage\n    sorts {\n      value\n      label\n    }\n  }\n}": types.SearchCharacteristicsDocument,
    "query SearchTrees($filter: TreeSearchFilterInput, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchTrees(\n    filter: $filter\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n    resolvedZip {\n      zip\n      usdaZone\n    }\n  }\n}": types.SearchTreesDocument,
    "fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}": types.TreeCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchByName($term: String!, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchByName(\n    term: $term\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n  }\n}"): (typeof documents)["query SearchByName($term: String!, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchByName(\n    term: $term\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchCharacteristics {\n  searchCharacteristics {\n    treeShapes\n    leafForms\n    leafArrangements\n    flowerColors\n    fruitTypes\n    foliageTypes\n    plantingArea {\n      value\n      label\n    }\n    climateZones {\n      value\n      label\n    }\n    usdaZones\n    sunsetZones\n    saltTolerances\n    windResistances\n    waterUseRatings {\n      value\n      label\n    }\n    sunExposures {\n      value\n      label\n    }\n    utilityPrecautions {\n      value\n      label\n    }\n    heightMarks\n    widthMarks\n    resultsPerPage\n    sorts {\n      value\n      label\n    }\n  }\n}"): (typeof documents)["query SearchCharacteristics {\n  searchCharacteristics {\n    treeShapes\n    leafForms\n    leafArrangements\n    flowerColors\n    fruitTypes\n    foliageTypes\n    plantingArea {\n      value\n      label\n    }\n    climateZones {\n      value\n      label\n    }\n    usdaZones\n    sunsetZones\n    saltTolerances\n    windResistances\n    waterUseRatings {\n      value\n      label\n    }\n    sunExposures {\n      value\n      label\n    }\n    utilityPrecautions {\n      value\n      label\n    }\n    heightMarks\n    widthMarks\n    resultsPerPage\n    sorts {\n      value\n      label\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchTrees($filter: TreeSearchFilterInput, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchTrees(\n    filter: $filter\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n    resolvedZip {\n      zip\n      usdaZone\n    }\n  }\n}"): (typeof documents)["query SearchTrees($filter: TreeSearchFilterInput, $region: Region!, $page: Int!, $resultsPerPage: Int!, $sort: TreeSort!) {\n  searchTrees(\n    filter: $filter\n    region: $region\n    page: $page\n    resultsPerPage: $resultsPerPage\n    sort: $sort\n  ) {\n    totalResults\n    activePage\n    resultsPerPage\n    pageResults {\n      ...TreeCardFields\n    }\n    resolvedZip {\n      zip\n      usdaZone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}"): (typeof documents)["fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;