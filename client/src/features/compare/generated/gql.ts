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
    "query CompareTrees($a: Int!, $b: Int!, $c: Int!, $d: Int!, $withC: Boolean!, $withD: Boolean!) {\n  a: tree(id: $a) {\n    ...CompareTreeFields\n  }\n  b: tree(id: $b) {\n    ...CompareTreeFields\n  }\n  c: tree(id: $c) @include(if: $withC) {\n    ...CompareTreeFields\n  }\n  d: tree(id: $d) @include(if: $withD) {\n    ...CompareTreeFields\n  }\n}\n\nfragment CompareTreeFields on Tree {\n  id\n  scientificName\n  commonName\n  family\n  photos {\n    id\n    link\n    credit\n    licence\n    sequence\n    widths\n  }\n  heightLow\n  heightHigh\n  widthLow\n  widthHigh\n  treeShapes\n  foliageType\n  growthRateLow\n  growthRateHigh\n  waterUse\n  usdaZones\n  sunsetZones\n  plantingArea\n  soilTextures\n  soilPhLow\n  soilPhHigh\n  exposureLow\n  exposureHigh\n  salinityTolerances\n  saltsprayTolerance\n  windResistance\n  rootDamagePotential\n  branchStrengthLow\n  branchStrengthHigh\n  biogenicEmissions\n  healthHazards\n  litterTypes\n  deerPalatable\n  utilityFriendly\n  pestSusceptibility\n  diseaseSusceptibility\n  californiaNative\n  caInvasive\n}": typeof types.CompareTreesDocument,
};
const documents: Documents = {
    "query CompareTrees($a: Int!, $b: Int!, $c: Int!, $d: Int!, $withC: Boolean!, $withD: Boolean!) {\n  a: tree(id: $a) {\n    ...CompareTreeFields\n  }\n  b: tree(id: $b) {\n    ...CompareTreeFields\n  }\n  c: tree(id: $c) @include(if: $withC) {\n    ...CompareTreeFields\n  }\n  d: tree(id: $d) @include(if: $withD) {\n    ...CompareTreeFields\n  }\n}\n\nfragment CompareTreeFields on Tree {\n  id\n  scientificName\n  commonName\n  family\n  photos {\n    id\n    link\n    credit\n    licence\n    sequence\n    widths\n  }\n  heightLow\n  heightHigh\n  widthLow\n  widthHigh\n  treeShapes\n  foliageType\n  growthRateLow\n  growthRateHigh\n  waterUse\n  usdaZones\n  sunsetZones\n  plantingArea\n  soilTextures\n  soilPhLow\n  soilPhHigh\n  exposureLow\n  exposureHigh\n  salinityTolerances\n  saltsprayTolerance\n  windResistance\n  rootDamagePotential\n  branchStrengthLow\n  branchStrengthHigh\n  biogenicEmissions\n  healthHazards\n  litterTypes\n  deerPalatable\n  utilityFriendly\n  pestSusceptibility\n  diseaseSusceptibility\n  californiaNative\n  caInvasive\n}": types.CompareTreesDocument,
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
export function graphql(source: "query CompareTrees($a: Int!, $b: Int!, $c: Int!, $d: Int!, $withC: Boolean!, $withD: Boolean!) {\n  a: tree(id: $a) {\n    ...CompareTreeFields\n  }\n  b: tree(id: $b) {\n    ...CompareTreeFields\n  }\n  c: tree(id: $c) @include(if: $withC) {\n    ...CompareTreeFields\n  }\n  d: tree(id: $d) @include(if: $withD) {\n    ...CompareTreeFields\n  }\n}\n\nfragment CompareTreeFields on Tree {\n  id\n  scientificName\n  commonName\n  family\n  photos {\n    id\n    link\n    credit\n    licence\n    sequence\n    widths\n  }\n  heightLow\n  heightHigh\n  widthLow\n  widthHigh\n  treeShapes\n  foliageType\n  growthRateLow\n  growthRateHigh\n  waterUse\n  usdaZones\n  sunsetZones\n  plantingArea\n  soilTextures\n  soilPhLow\n  soilPhHigh\n  exposureLow\n  exposureHigh\n  salinityTolerances\n  saltsprayTolerance\n  windResistance\n  rootDamagePotential\n  branchStrengthLow\n  branchStrengthHigh\n  biogenicEmissions\n  healthHazards\n  litterTypes\n  deerPalatable\n  utilityFriendly\n  pestSusceptibility\n  diseaseSusceptibility\n  californiaNative\n  caInvasive\n}"): (typeof documents)["query CompareTrees($a: Int!, $b: Int!, $c: Int!, $d: Int!, $withC: Boolean!, $withD: Boolean!) {\n  a: tree(id: $a) {\n    ...CompareTreeFields\n  }\n  b: tree(id: $b) {\n    ...CompareTreeFields\n  }\n  c: tree(id: $c) @include(if: $withC) {\n    ...CompareTreeFields\n  }\n  d: tree(id: $d) @include(if: $withD) {\n    ...CompareTreeFields\n  }\n}\n\nfragment CompareTreeFields on Tree {\n  id\n  scientificName\n  commonName\n  family\n  photos {\n    id\n    link\n    credit\n    licence\n    sequence\n    widths\n  }\n  heightLow\n  heightHigh\n  widthLow\n  widthHigh\n  treeShapes\n  foliageType\n  growthRateLow\n  growthRateHigh\n  waterUse\n  usdaZones\n  sunsetZones\n  plantingArea\n  soilTextures\n  soilPhLow\n  soilPhHigh\n  exposureLow\n  exposureHigh\n  salinityTolerances\n  saltsprayTolerance\n  windResistance\n  rootDamagePotential\n  branchStrengthLow\n  branchStrengthHigh\n  biogenicEmissions\n  healthHazards\n  litterTypes\n  deerPalatable\n  utilityFriendly\n  pestSusceptibility\n  diseaseSusceptibility\n  californiaNative\n  caInvasive\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;