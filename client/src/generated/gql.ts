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
    "query EditorQueueCount {\n  editorQueueCount\n}": typeof types.EditorQueueCountDocument,
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.ViewerFieldsFragmentDoc,
    "query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}": typeof types.FeaturedQuoteDocument,
    "query NameSuggestions($term: String!, $region: Region!) {\n  nameSuggestions(term: $term, region: $region) {\n    treeId\n    name\n    kind\n    match\n    scientificName\n    commonName\n    draft\n  }\n}": typeof types.NameSuggestionsDocument,
    "fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}": typeof types.TreeCardFieldsFragmentDoc,
    "query ZipCode($zip: String!) {\n  zipCode(zip: $zip) {\n    zip\n    city\n    usdaZone\n  }\n}": typeof types.ZipCodeDocument,
    "query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memoExcerpt\n    photos {\n      id\n      link\n      credit\n      sequence\n      widths\n    }\n  }\n}": typeof types.FeaturedTreeDocument,
};
const documents: Documents = {
    "query EditorQueueCount {\n  editorQueueCount\n}": types.EditorQueueCountDocument,
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": types.ViewerFieldsFragmentDoc,
    "query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}": types.FeaturedQuoteDocument,
    "query NameSuggestions($term: String!, $region: Region!) {\n  nameSuggestions(term: $term, region: $region) {\n    treeId\n    name\n    kind\n    match\n    scientificName\n    commonName\n    draft\n  }\n}": types.NameSuggestionsDocument,
    "fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}": types.TreeCardFieldsFragmentDoc,
    "query ZipCode($zip: String!) {\n  zipCode(zip: $zip) {\n    zip\n    city\n    usdaZone\n  }\n}": types.ZipCodeDocument,
    "query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memoExcerpt\n    photos {\n      id\n      link\n      credit\n      sequence\n      widths\n    }\n  }\n}": types.FeaturedTreeDocument,
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
export function graphql(source: "query EditorQueueCount {\n  editorQueueCount\n}"): (typeof documents)["query EditorQueueCount {\n  editorQueueCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}"): (typeof documents)["query FeaturedQuote {\n  featuredQuote {\n    id\n    quote\n    author\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NameSuggestions($term: String!, $region: Region!) {\n  nameSuggestions(term: $term, region: $region) {\n    treeId\n    name\n    kind\n    match\n    scientificName\n    commonName\n    draft\n  }\n}"): (typeof documents)["query NameSuggestions($term: String!, $region: Region!) {\n  nameSuggestions(term: $term, region: $region) {\n    treeId\n    name\n    kind\n    match\n    scientificName\n    commonName\n    draft\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}"): (typeof documents)["fragment TreeCardFields on TreeCard {\n  id\n  scientificName\n  commonName\n  family\n  photoLink\n  photoWidths\n  photoCredit\n  heightHigh\n  lowZone\n  draft\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ZipCode($zip: String!) {\n  zipCode(zip: $zip) {\n    zip\n    city\n    usdaZone\n  }\n}"): (typeof documents)["query ZipCode($zip: String!) {\n  zipCode(zip: $zip) {\n    zip\n    city\n    usdaZone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memoExcerpt\n    photos {\n      id\n      link\n      credit\n      sequence\n      widths\n    }\n  }\n}"): (typeof documents)["query FeaturedTree($region: Region!) {\n  featuredTree(region: $region) {\n    id\n    scientificName\n    commonName\n    memoExcerpt\n    photos {\n      id\n      link\n      credit\n      sequence\n      widths\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;