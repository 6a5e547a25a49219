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
    "query SiteOptions {\n  siteOptions {\n    goals {\n      value\n      label\n    }\n    sun {\n      value\n      label\n    }\n    water {\n      value\n      label\n    }\n    soil {\n      value\n      label\n    }\n  }\n}\n\nfragment SiteResultFields on SiteResult {\n  treeId\n  scientificName\n  commonName\n  fit\n  score\n  reasons\n  warnings\n  reasonTexts {\n    ...SiteTextFields\n  }\n  warningTexts {\n    ...SiteTextFields\n  }\n  unknown\n}\n\nfragment SiteTextFields on SiteText {\n  code\n  params\n}\n\nquery SiteRecommendations($site: SiteInput!, $page: Int, $resultsPerPage: Int) {\n  siteRecommendations(site: $site, page: $page, resultsPerPage: $resultsPerPage) {\n    site {\n      zip\n      city\n      usdaZone\n      region\n      query\n    }\n    totalResults\n    fitsCount\n    pageResults {\n      ...SiteResultFields\n    }\n  }\n}\n\nquery WhyNot($treeId: Int!, $site: SiteInput!) {\n  whyNot(treeId: $treeId, site: $site) {\n    treeId\n    scientificName\n    commonName\n    fits\n    failed {\n      constraint\n      treeValue\n      siteValue\n      message\n      text {\n        ...SiteTextFields\n      }\n    }\n    unknown\n    alternatives {\n      ...SiteResultFields\n    }\n  }\n}\n\nfragment SavedSiteFields on SavedSite {\n  id\n  name\n  siteQuery\n  version\n  updatedAt\n}\n\nquery MySites {\n  mySites {\n    ...SavedSiteFields\n  }\n}\n\nmutation SaveSite($name: String!, $site: SiteInput!) {\n  saveSite(name: $name, site: $site) {\n    ...SavedSiteFields\n  }\n}\n\nmutation RenameSite($id: Int!, $name: String!, $version: Int!) {\n  renameSite(id: $id, name: $name, version: $version) {\n    ...SavedSiteFields\n  }\n}\n\nmutation DeleteSite($id: Int!, $version: Int!) {\n  deleteSite(id: $id, version: $version)\n}": typeof types.SiteOptionsDocument,
};
const documents: Documents = {
    "query SiteOptions {\n  siteOptions {\n    goals {\n      value\n      label\n    }\n    sun {\n      value\n      label\n    }\n    water {\n      value\n      label\n    }\n    soil {\n      value\n      label\n    }\n  }\n}\n\nfragment SiteResultFields on SiteResult {\n  treeId\n  scientificName\n  commonName\n  fit\n  score\n  reasons\n  warnings\n  reasonTexts {\n    ...SiteTextFields\n  }\n  warningTexts {\n    ...SiteTextFields\n  }\n  unknown\n}\n\nfragment SiteTextFields on SiteText {\n  code\n  params\n}\n\nquery SiteRecommendations($site: SiteInput!, $page: Int, $resultsPerPage: Int) {\n  siteRecommendations(site: $site, page: $page, resultsPerPage: $resultsPerPage) {\n    site {\n      zip\n      city\n      usdaZone\n      region\n      query\n    }\n    totalResults\n    fitsCount\n    pageResults {\n      ...SiteResultFields\n    }\n  }\n}\n\nquery WhyNot($treeId: Int!, $site: SiteInput!) {\n  whyNot(treeId: $treeId, site: $site) {\n    treeId\n    scientificName\n    commonName\n    fits\n    failed {\n      constraint\n      treeValue\n      siteValue\n      message\n      text {\n        ...SiteTextFields\n      }\n    }\n    unknown\n    alternatives {\n      ...SiteResultFields\n    }\n  }\n}\n\nfragment SavedSiteFields on SavedSite {\n  id\n  name\n  siteQuery\n  version\n  updatedAt\n}\n\nquery MySites {\n  mySites {\n    ...SavedSiteFields\n  }\n}\n\nmutation SaveSite($name: String!, $site: SiteInput!) {\n  saveSite(name: $name, site: $site) {\n    ...SavedSiteFields\n  }\n}\n\nmutation RenameSite($id: Int!, $name: String!, $version: Int!) {\n  renameSite(id: $id, name: $name, version: $version) {\n    ...SavedSiteFields\n  }\n}\n\nmutation DeleteSite($id: Int!, $version: Int!) {\n  deleteSite(id: $id, version: $version)\n}": types.SiteOptionsDocument,
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
export function graphql(source: "query SiteOptions {\n  siteOptions {\n    goals {\n      value\n      label\n    }\n    sun {\n      value\n      label\n    }\n    water {\n      value\n      label\n    }\n    soil {\n      value\n      label\n    }\n  }\n}\n\nfragment SiteResultFields on SiteResult {\n  treeId\n  scientificName\n  commonName\n  fit\n  score\n  reasons\n  warnings\n  reasonTexts {\n    ...SiteTextFields\n  }\n  warningTexts {\n    ...SiteTextFields\n  }\n  unknown\n}\n\nfragment SiteTextFields on SiteText {\n  code\n  params\n}\n\nquery SiteRecommendations($site: SiteInput!, $page: Int, $resultsPerPage: Int) {\n  siteRecommendations(site: $site, page: $page, resultsPerPage: $resultsPerPage) {\n    site {\n      zip\n      city\n      usdaZone\n      region\n      query\n    }\n    totalResults\n    fitsCount\n    pageResults {\n      ...SiteResultFields\n    }\n  }\n}\n\nquery WhyNot($treeId: Int!, $site: SiteInput!) {\n  whyNot(treeId: $treeId, site: $site) {\n    treeId\n    scientificName\n    commonName\n    fits\n    failed {\n      constraint\n      treeValue\n      siteValue\n      message\n      text {\n        ...SiteTextFields\n      }\n    }\n    unknown\n    alternatives {\n      ...SiteResultFields\n    }\n  }\n}\n\nfragment SavedSiteFields on SavedSite {\n  id\n  name\n  siteQuery\n  version\n  updatedAt\n}\n\nquery MySites {\n  mySites {\n    ...SavedSiteFields\n  }\n}\n\nmutation SaveSite($name: String!, $site: SiteInput!) {\n  saveSite(name: $name, site: $site) {\n    ...SavedSiteFields\n  }\n}\n\nmutation RenameSite($id: Int!, $name: String!, $version: Int!) {\n  renameSite(id: $id, name: $name, version: $version) {\n    ...SavedSiteFields\n  }\n}\n\nmutation DeleteSite($id: Int!, $version: Int!) {\n  deleteSite(id: $id, version: $version)\n}"): (typeof documents)["query SiteOptions {\n  siteOptions {\n    goals {\n      value\n      label\n    }\n    sun {\n      value\n      label\n    }\n    water {\n      value\n      label\n    }\n    soil {\n      value\n      label\n    }\n  }\n}\n\nfragment SiteResultFields on SiteResult {\n  treeId\n  scientificName\n  commonName\n  fit\n  score\n  reasons\n  warnings\n  reasonTexts {\n    ...SiteTextFields\n  }\n  warningTexts {\n    ...SiteTextFields\n  }\n  unknown\n}\n\nfragment SiteTextFields on SiteText {\n  code\n  params\n}\n\nquery SiteRecommendations($site: SiteInput!, $page: Int, $resultsPerPage: Int) {\n  siteRecommendations(site: $site, page: $page, resultsPerPage: $resultsPerPage) {\n    site {\n      zip\n      city\n      usdaZone\n      region\n      query\n    }\n    totalResults\n    fitsCount\n    pageResults {\n      ...SiteResultFields\n    }\n  }\n}\n\nquery WhyNot($treeId: Int!, $site: SiteInput!) {\n  whyNot(treeId: $treeId, site: $site) {\n    treeId\n    scientificName\n    commonName\n    fits\n    failed {\n      constraint\n      treeValue\n      siteValue\n      message\n      text {\n        ...SiteTextFields\n      }\n    }\n    unknown\n    alternatives {\n      ...SiteResultFields\n    }\n  }\n}\n\nfragment SavedSiteFields on SavedSite {\n  id\n  name\n  siteQuery\n  version\n  updatedAt\n}\n\nquery MySites {\n  mySites {\n    ...SavedSiteFields\n  }\n}\n\nmutation SaveSite($name: String!, $site: SiteInput!) {\n  saveSite(name: $name, site: $site) {\n    ...SavedSiteFields\n  }\n}\n\nmutation RenameSite($id: Int!, $name: String!, $version: Int!) {\n  renameSite(id: $id, name: $name, version: $version) {\n    ...SavedSiteFields\n  }\n}\n\nmutation DeleteSite($id: Int!, $version: Int!) {\n  deleteSite(id: $id, version: $version)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;