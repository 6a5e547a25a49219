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
    "query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}": typeof types.FeaturedQuoteDocument,
    "query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memo\n    photos {\n      id\n      link\n      credit\n      sequence\n    }\n  }\n}": typeof types.FeaturedTreeDocument,
};
const documents: Documents = {
    "query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}": types.FeaturedQuoteDocument,
    "query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memo\n    photos {\n      id\n      link\n      credit\n      sequence\n    }\n  }\n}": types.FeaturedTreeDocument,
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
export function graphql(source: "query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}"): (typeof documents)["query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memo\n    photos {\n      id\n      link\n      credit\n      sequence\n    }\n  }\n}"): (typeof documents)["query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memo\n    photos {\n      id\n      link\n      credit\n      sequence\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;