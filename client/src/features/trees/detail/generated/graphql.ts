/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Deciduous, Partly Deciduous or Evergreen */
export type FoliageType = 'Deciduous' | 'Evergreen' | 'PartlyDeciduous';

/** Which of the tree’s names matched. */
export type NameMatchKind = 'CommonAlternate' | 'CommonGeneric' | 'CommonPrimary' | 'Scientific' | 'Synonym';

/** How it matched, best first: Exact, Prefix, WordPrefix, Similar (typos). */
export type NameMatchTier = 'Exact' | 'Prefix' | 'Similar' | 'WordPrefix';

export type TreeDetailQueryVariables = Exact<{
  id: number;
}>;

export type TreeDetailQuery = {
  __typename: 'Query';
  tree: {
    __typename: 'Tree';
    id: number;
    scientificName: string;
    commonName: string | null;
    family: string | null;
    genus: string | null;
    otherCommonNames: Array<string>;
    otherDisplayedCommonName: string | null;
    genericNames: Array<string>;
    published: boolean;
    pacificIsland: boolean;
    memo: string | null;
    nativeRange: string | null;
    californiaNative: boolean | null;
    hiNative: boolean | null;
    caInvasive: boolean | null;
    piInvasive: boolean | null;
    invasiveText: string | null;
    landscapeApplications: Array<string>;
    landscapeUses: Array<string>;
    ethnobotanicalInfo: string | null;
    schoolyard: boolean | null;
    schoolyardUseNotes: string | null;
    photolocations: Array<string>;
    climateAdaptedRegions: Array<string>;
    plantingArea: string | null;
    waterUse: string | null;
    sunsetZones: Array<string>;
    usdaZones: Array<number>;
    soilTextures: Array<string>;
    soilPhLow: number | null;
    soilPhHigh: number | null;
    salinityTolerances: Array<string>;
    saltsprayTolerance: string | null;
    windResistance: string | null;
    exposureLow: number | null;
    exposureHigh: number | null;
    branchStrengthLow: number | null;
    branchStrengthHigh: number | null;
    rootDamagePotential: string | null;
    healthHazards: Array<string>;
    biogenicEmissions: string | null;
    attractsWildlife: Array<string>;
    deerPalatable: boolean | null;
    diseaseResistant: Array<string>;
    diseaseSusceptibility: Array<string>;
    pestResistant: Array<string>;
    pestSusceptibility: Array<string>;
    utilityFriendly: boolean | null;
    appraisal: boolean | null;
    appLcant: string | null;
    appGrrating: string | null;
    appraisalText: string | null;
    treeShapes: Array<string>;
    foliageType: FoliageType | null;
    heightLow: number | null;
    heightHigh: number | null;
    widthLow: number | null;
    widthHigh: number | null;
    growthRateLow: number | null;
    growthRateHigh: number | null;
    leafArrangement: string | null;
    leafForm: string | null;
    leafletShape: string | null;
    foliageFallColor: boolean | null;
    foliageGrowthColors: Array<string>;
    sex: string | null;
    flowerShowiness: string | null;
    flowerColors: Array<string>;
    flowerTimes: Array<string>;
    fragrance: boolean | null;
    fruitColor: string | null;
    fruitType: string | null;
    fruitValues: Array<string>;
    fruitingTimes: Array<string>;
    fruitSize: string | null;
    barkColor: string | null;
    barkTextures: Array<string>;
    litterTypes: Array<string>;
    synonyms: Array<{ __typename: 'Taxon'; id: number; nameConcat: string; sequence: number }>;
    redirectTree: { __typename: 'TreeRedirect'; id: number; scientificName: string } | null;
    reviews: Array<{ __typename: 'SectionReview'; section: string; reviewedAt: unknown }>;
    photos: Array<{
      __typename: 'Photo';
      id: number;
      link: string;
      credit: string | null;
      licence: string;
      sequence: number;
      attributeName: string | null;
      width: number | null;
      height: number | null;
      widths: Array<number>;
    }>;
    externalResources: Array<{ __typename: 'ExternalResource'; name: string; host: string; href: string }>;
  } | null;
};

export type TreesByNameQueryVariables = Exact<{
  name: string;
}>;

export type TreesByNameQuery = {
  __typename: 'Query';
  treesByName: Array<{
    __typename: 'NameSuggestion';
    treeId: number;
    name: string;
    scientificName: string;
    commonName: string | null;
    kind: NameMatchKind;
    match: NameMatchTier;
  }>;
};

export const TreeDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TreeDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tree' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'commonName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'family' } },
                { kind: 'Field', name: { kind: 'Name', value: 'genus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'otherCommonNames' } },
                { kind: 'Field', name: { kind: 'Name', value: 'otherDisplayedCommonName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'genericNames' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'synonyms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nameConcat' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'redirectTree' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviews' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'section' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'licence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attributeName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'externalResources' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'host' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'published' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pacificIsland' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nativeRange' } },
                { kind: 'Field', name: { kind: 'Name', value: 'californiaNative' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hiNative' } },
                { kind: 'Field', name: { kind: 'Name', value: 'caInvasive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'piInvasive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invasiveText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'landscapeApplications' } },
                { kind: 'Field', name: { kind: 'Name', value: 'landscapeUses' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ethnobotanicalInfo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'schoolyard' } },
                { kind: 'Field', name: { kind: 'Name', value: 'schoolyardUseNotes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photolocations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'climateAdaptedRegions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plantingArea' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waterUse' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sunsetZones' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usdaZones' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soilTextures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soilPhLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soilPhHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salinityTolerances' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saltsprayTolerance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'windResistance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exposureLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exposureHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'branchStrengthLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'branchStrengthHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rootDamagePotential' } },
                { kind: 'Field', name: { kind: 'Name', value: 'healthHazards' } },
                { kind: 'Field', name: { kind: 'Name', value: 'biogenicEmissions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attractsWildlife' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deerPalatable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'diseaseResistant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'diseaseSusceptibility' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pestResistant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pestSusceptibility' } },
                { kind: 'Field', name: { kind: 'Name', value: 'utilityFriendly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appraisal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appLcant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appGrrating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appraisalText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'treeShapes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'foliageType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heightLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heightHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'widthLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'widthHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'growthRateLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'growthRateHigh' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leafArrangement' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leafForm' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leafletShape' } },
                { kind: 'Field', name: { kind: 'Name', value: 'foliageFallColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'foliageGrowthColors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sex' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flowerShowiness' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flowerColors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flowerTimes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fragrance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fruitColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fruitType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fruitValues' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fruitingTimes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fruitSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barkColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barkTextures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'litterTypes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TreeDetailQuery, TreeDetailQueryVariables>;
export const TreesByNameDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TreesByName' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'treesByName' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'treeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'commonName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'match' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TreesByNameQuery, TreesByNameQueryVariables>;
