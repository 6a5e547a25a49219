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
    "query TreeBySlug($slug: String!) {\n  treeBySlug(slug: $slug) {\n    id\n    slug\n  }\n}": typeof types.TreeBySlugDocument,
    "query TreeDetail($id: Int!) {\n  tree(id: $id) {\n    id\n    scientificName\n    commonName\n    family\n    genus\n    otherCommonNames\n    otherDisplayedCommonName\n    genericNames\n    synonyms {\n      id\n      nameConcat\n      sequence\n    }\n    redirectTree {\n      id\n      scientificName\n    }\n    reviews {\n      section\n      reviewedAt\n    }\n    photos {\n      id\n      link\n      credit\n      licence\n      sequence\n      attributeName\n      width\n      height\n      widths\n    }\n    externalResources {\n      name\n      host\n      href\n    }\n    published\n    isDemo\n    pacificIsland\n    memo\n    nativeRange\n    californiaNative\n    hiNative\n    caInvasive\n    piInvasive\n    invasiveText\n    landscapeApplications\n    landscapeUses\n    ethnobotanicalInfo\n    schoolyard\n    schoolyardUseNotes\n    photolocations\n    climateAdaptedRegions\n    plantingArea\n    waterUse\n    sunsetZones\n    usdaZones\n    soilTextures\n    soilPhLow\n    soilPhHigh\n    salinityTolerances\n    saltsprayTolerance\n    windResistance\n    exposureLow\n    exposureHigh\n    branchStrengthLow\n    branchStrengthHigh\n    rootDamagePotential\n    healthHazards\n    biogenicEmissions\n    attractsWildlife\n    deerPalatable\n    diseaseResistant\n    diseaseSusceptibility\n    pestResistant\n    pestSusceptibility\n    utilityFriendly\n    appraisal\n    appLcant\n    appGrrating\n    appraisalText\n    treeShapes\n    foliageType\n    heightLow\n    heightHigh\n    widthLow\n    widthHigh\n    growthRateLow\n    growthRateHigh\n    leafArrangement\n    leafForm\n    leafletShape\n    foliageFallColor\n    foliageGrowthColors\n    sex\n    flowerShowiness\n    flowerColors\n    flowerTimes\n    fragrance\n    fruitColor\n    fruitType\n    fruitValues\n    fruitingTimes\n    fruitSize\n    barkColor\n    barkTextures\n    litterTypes\n  }\n}": typeof types.TreeDetailDocument,
    "query TreesByName($name: String!) {\n  treesByName(name: $name) {\n    treeId\n    name\n    scientificName\n    commonName\n    kind\n    match\n  }\n}": typeof types.TreesByNameDocument,
};
const documents: Documents = {
    "query TreeBySlug($slug: String!) {\n  treeBySlug(slug: $slug) {\n    id\n    slug\n  }\n}": types.TreeBySlugDocument,
    "query TreeDetail($id: Int!) {\n  tree(id: $id) {\n    id\n    scientificName\n    commonName\n    family\n    genus\n    otherCommonNames\n    otherDisplayedCommonName\n    genericNames\n    synonyms {\n      id\n      nameConcat\n      sequence\n    }\n    redirectTree {\n      id\n      scientificName\n    }\n    reviews {\n      section\n      reviewedAt\n    }\n    photos {\n      id\n      link\n      credit\n      licence\n      sequence\n      attributeName\n      width\n      height\n      widths\n    }\n    externalResources {\n      name\n      host\n      href\n    }\n    published\n    isDemo\n    pacificIsland\n    memo\n    nativeRange\n    californiaNative\n    hiNative\n    caInvasive\n    piInvasive\n    invasiveText\n    landscapeApplications\n    landscapeUses\n    ethnobotanicalInfo\n    schoolyard\n    schoolyardUseNotes\n    photolocations\n    climateAdaptedRegions\n    plantingArea\n    waterUse\n    sunsetZones\n    usdaZones\n    soilTextures\n    soilPhLow\n    soilPhHigh\n    salinityTolerances\n    saltsprayTolerance\n    windResistance\n    exposureLow\n    exposureHigh\n    branchStrengthLow\n    branchStrengthHigh\n    rootDamagePotential\n    healthHazards\n    biogenicEmissions\n    attractsWildlife\n    deerPalatable\n    diseaseResistant\n    diseaseSusceptibility\n    pestResistant\n    pestSusceptibility\n    utilityFriendly\n    appraisal\n    appLcant\n    appGrrating\n    appraisalText\n    treeShapes\n    foliageType\n    heightLow\n    heightHigh\n    widthLow\n    widthHigh\n    growthRateLow\n    growthRateHigh\n    leafArrangement\n    leafForm\n    leafletShape\n    foliageFallColor\n    foliageGrowthColors\n    sex\n    flowerShowiness\n    flowerColors\n    flowerTimes\n    fragrance\n    fruitColor\n    fruitType\n    fruitValues\n    fruitingTimes\n    fruitSize\n    barkColor\n    barkTextures\n    litterTypes\n  }\n}": types.TreeDetailDocument,
    "query TreesByName($name: String!) {\n  treesByName(name: $name) {\n    treeId\n    name\n    scientificName\n    commonName\n    kind\n    match\n  }\n}": types.TreesByNameDocument,
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
export function graphql(source: "query TreeBySlug($slug: String!) {\n  treeBySlug(slug: $slug) {\n    id\n    slug\n  }\n}"): (typeof documents)["query TreeBySlug($slug: String!) {\n  treeBySlug(slug: $slug) {\n    id\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TreeDetail($id: Int!) {\n  tree(id: $id) {\n    id\n    scientificName\n    commonName\n    family\n    genus\n    otherCommonNames\n    otherDisplayedCommonName\n    genericNames\n    synonyms {\n      id\n      nameConcat\n      sequence\n    }\n    redirectTree {\n      id\n      scientificName\n    }\n    reviews {\n      section\n      reviewedAt\n    }\n    photos {\n      id\n      link\n      credit\n      licence\n      sequence\n      attributeName\n      width\n      height\n      widths\n    }\n    externalResources {\n      name\n      host\n      href\n    }\n    published\n    isDemo\n    pacificIsland\n    memo\n    nativeRange\n    californiaNative\n    hiNative\n    caInvasive\n    piInvasive\n    invasiveText\n    landscapeApplications\n    landscapeUses\n    ethnobotanicalInfo\n    schoolyard\n    schoolyardUseNotes\n    photolocations\n    climateAdaptedRegions\n    plantingArea\n    waterUse\n    sunsetZones\n    usdaZones\n    soilTextures\n    soilPhLow\n    soilPhHigh\n    salinityTolerances\n    saltsprayTolerance\n    windResistance\n    exposureLow\n    exposureHigh\n    branchStrengthLow\n    branchStrengthHigh\n    rootDamagePotential\n    healthHazards\n    biogenicEmissions\n    attractsWildlife\n    deerPalatable\n    diseaseResistant\n    diseaseSusceptibility\n    pestResistant\n    pestSusceptibility\n    utilityFriendly\n    appraisal\n    appLcant\n    appGrrating\n    appraisalText\n    treeShapes\n    foliageType\n    heightLow\n    heightHigh\n    widthLow\n    widthHigh\n    growthRateLow\n    growthRateHigh\n    leafArrangement\n    leafForm\n    leafletShape\n    foliageFallColor\n    foliageGrowthColors\n    sex\n    flowerShowiness\n    flowerColors\n    flowerTimes\n    fragrance\n    fruitColor\n    fruitType\n    fruitValues\n    fruitingTimes\n    fruitSize\n    barkColor\n    barkTextures\n    litterTypes\n  }\n}"): (typeof documents)["query TreeDetail($id: Int!) {\n  tree(id: $id) {\n    id\n    scientificName\n    commonName\n    family\n    genus\n    otherCommonNames\n    otherDisplayedCommonName\n    genericNames\n    synonyms {\n      id\n      nameConcat\n      sequence\n    }\n    redirectTree {\n      id\n      scientificName\n    }\n    reviews {\n      section\n      reviewedAt\n    }\n    photos {\n      id\n      link\n      credit\n      licence\n      sequence\n      attributeName\n      width\n      height\n      widths\n    }\n    externalResources {\n      name\n      host\n      href\n    }\n    published\n    isDemo\n    pacificIsland\n    memo\n    nativeRange\n    californiaNative\n    hiNative\n    caInvasive\n    piInvasive\n    invasiveText\n    landscapeApplications\n    landscapeUses\n    ethnobotanicalInfo\n    schoolyard\n    schoolyardUseNotes\n    photolocations\n    climateAdaptedRegions\n    plantingArea\n    waterUse\n    sunsetZones\n    usdaZones\n    soilTextures\n    soilPhLow\n    soilPhHigh\n    salinityTolerances\n    saltsprayTolerance\n    windResistance\n    exposureLow\n    exposureHigh\n    branchStrengthLow\n    branchStrengthHigh\n    rootDamagePotential\n    healthHazards\n    biogenicEmissions\n    attractsWildlife\n    deerPalatable\n    diseaseResistant\n    diseaseSusceptibility\n    pestResistant\n    pestSusceptibility\n    utilityFriendly\n    appraisal\n    appLcant\n    appGrrating\n    appraisalText\n    treeShapes\n    foliageType\n    heightLow\n    heightHigh\n    widthLow\n    widthHigh\n    growthRateLow\n    growthRateHigh\n    leafArrangement\n    leafForm\n    leafletShape\n    foliageFallColor\n    foliageGrowthColors\n    sex\n    flowerShowiness\n    flowerColors\n    flowerTimes\n    fragrance\n    fruitColor\n    fruitType\n    fruitValues\n    fruitingTimes\n    fruitSize\n    barkColor\n    barkTextures\n    litterTypes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TreesByName($name: String!) {\n  treesByName(name: $name) {\n    treeId\n    name\n    scientificName\n    commonName\n    kind\n    match\n  }\n}"): (typeof documents)["query TreesByName($name: String!) {\n  treesByName(name: $name) {\n    treeId\n    name\n    scientificName\n    commonName\n    kind\n    match\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;