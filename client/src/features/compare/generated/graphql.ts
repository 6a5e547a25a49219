/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Deciduous, Partly Deciduous or Evergreen */
export type FoliageType = 'Deciduous' | 'Evergreen' | 'PartlyDeciduous';

export type CompareTreesQueryVariables = Exact<{
  a: number;
  b: number;
  c: number;
  d: number;
  withC: boolean;
  withD: boolean;
}>;

export type CompareTreesQuery = {
  __typename: 'Query';
  a: {
    __typename: 'Tree';
    id: number;
    scientificName: string;
    commonName: string | null;
    family: string | null;
    heightLow: number | null;
    heightHigh: number | null;
    widthLow: number | null;
    widthHigh: number | null;
    treeShapes: Array<string>;
    foliageType: FoliageType | null;
    growthRateLow: number | null;
    growthRateHigh: number | null;
    waterUse: string | null;
    usdaZones: Array<number>;
    sunsetZones: Array<string>;
    plantingArea: string | null;
    soilTextures: Array<string>;
    soilPhLow: number | null;
    soilPhHigh: number | null;
    exposureLow: number | null;
    exposureHigh: number | null;
    salinityTolerances: Array<string>;
    saltsprayTolerance: string | null;
    windResistance: string | null;
    rootDamagePotential: string | null;
    branchStrengthLow: number | null;
    branchStrengthHigh: number | null;
    biogenicEmissions: string | null;
    healthHazards: Array<string>;
    litterTypes: Array<string>;
    deerPalatable: boolean | null;
    utilityFriendly: boolean | null;
    pestSusceptibility: Array<string>;
    diseaseSusceptibility: Array<string>;
    californiaNative: boolean | null;
    caInvasive: boolean | null;
    photos: Array<{
      __typename: 'Photo';
      id: number;
      link: string;
      credit: string | null;
      licence: string;
      sequence: number;
      widths: Array<number>;
    }>;
  } | null;
  b: {
    __typename: 'Tree';
    id: number;
    scientificName: string;
    commonName: string | null;
    family: string | null;
    heightLow: number | null;
    heightHigh: number | null;
    widthLow: number | null;
    widthHigh: number | null;
    treeShapes: Array<string>;
    foliageType: FoliageType | null;
    growthRateLow: number | null;
    growthRateHigh: number | null;
    waterUse: string | null;
    usdaZones: Array<number>;
    sunsetZones: Array<string>;
    plantingArea: string | null;
    soilTextures: Array<string>;
    soilPhLow: number | null;
    soilPhHigh: number | null;
    exposureLow: number | null;
    exposureHigh: number | null;
    salinityTolerances: Array<string>;
    saltsprayTolerance: string | null;
    windResistance: string | null;
    rootDamagePotential: string | null;
    branchStrengthLow: number | null;
    branchStrengthHigh: number | null;
    biogenicEmissions: string | null;
    healthHazards: Array<string>;
    litterTypes: Array<string>;
    deerPalatable: boolean | null;
    utilityFriendly: boolean | null;
    pestSusceptibility: Array<string>;
    diseaseSusceptibility: Array<string>;
    californiaNative: boolean | null;
    caInvasive: boolean | null;
    photos: Array<{
      __typename: 'Photo';
      id: number;
      link: string;
      credit: string | null;
      licence: string;
      sequence: number;
      widths: Array<number>;
    }>;
  } | null;
  c?: {
    __typename: 'Tree';
    id: number;
    scientificName: string;
    commonName: string | null;
    family: string | null;
    heightLow: number | null;
    heightHigh: number | null;
    widthLow: number | null;
    widthHigh: number | null;
    treeShapes: Array<string>;
    foliageType: FoliageType | null;
    growthRateLow: number | null;
    growthRateHigh: number | null;
    waterUse: string | null;
    usdaZones: Array<number>;
    sunsetZones: Array<string>;
    plantingArea: string | null;
    soilTextures: Array<string>;
    soilPhLow: number | null;
    soilPhHigh: number | null;
    exposureLow: number | null;
    exposureHigh: number | null;
    salinityTolerances: Array<string>;
    saltsprayTolerance: string | null;
    windResistance: string | null;
    rootDamagePotential: string | null;
    branchStrengthLow: number | null;
    branchStrengthHigh: number | null;
    biogenicEmissions: string | null;
    healthHazards: Array<string>;
    litterTypes: Array<string>;
    deerPalatable: boolean | null;
    utilityFriendly: boolean | null;
    pestSusceptibility: Array<string>;
    diseaseSusceptibility: Array<string>;
    californiaNative: boolean | null;
    caInvasive: boolean | null;
    photos: Array<{
      __typename: 'Photo';
      id: number;
      link: string;
      credit: string | null;
      licence: string;
      sequence: number;
      widths: Array<number>;
    }>;
  } | null;
  d?: {
    __typename: 'Tree';
    id: number;
    scientificName: string;
    commonName: string | null;
    family: string | null;
    heightLow: number | null;
    heightHigh: number | null;
    widthLow: number | null;
    widthHigh: number | null;
    treeShapes: Array<string>;
    foliageType: FoliageType | null;
    growthRateLow: number | null;
    growthRateHigh: number | null;
    waterUse: string | null;
    usdaZones: Array<number>;
    sunsetZones: Array<string>;
    plantingArea: string | null;
    soilTextures: Array<string>;
    soilPhLow: number | null;
    soilPhHigh: number | null;
    exposureLow: number | null;
    exposureHigh: number | null;
    salinityTolerances: Array<string>;
    saltsprayTolerance: string | null;
    windResistance: string | null;
    rootDamagePotential: string | null;
    branchStrengthLow: number | null;
    branchStrengthHigh: number | null;
    biogenicEmissions: string | null;
    healthHazards: Array<string>;
    litterTypes: Array<string>;
    deerPalatable: boolean | null;
    utilityFriendly: boolean | null;
    pestSusceptibility: Array<string>;
    diseaseSusceptibility: Array<string>;
    californiaNative: boolean | null;
    caInvasive: boolean | null;
    photos: Array<{
      __typename: 'Photo';
      id: number;
      link: string;
      credit: string | null;
      licence: string;
      sequence: number;
      widths: Array<number>;
    }>;
  } | null;
};

export type CompareTreeFieldsFragment = {
  __typename: 'Tree';
  id: number;
  scientificName: string;
  commonName: string | null;
  family: string | null;
  heightLow: number | null;
  heightHigh: number | null;
  widthLow: number | null;
  widthHigh: number | null;
  treeShapes: Array<string>;
  foliageType: FoliageType | null;
  growthRateLow: number | null;
  growthRateHigh: number | null;
  waterUse: string | null;
  usdaZones: Array<number>;
  sunsetZones: Array<string>;
  plantingArea: string | null;
  soilTextures: Array<string>;
  soilPhLow: number | null;
  soilPhHigh: number | null;
  exposureLow: number | null;
  exposureHigh: number | null;
  salinityTolerances: Array<string>;
  saltsprayTolerance: string | null;
  windResistance: string | null;
  rootDamagePotential: string | null;
  branchStrengthLow: number | null;
  branchStrengthHigh: number | null;
  biogenicEmissions: string | null;
  healthHazards: Array<string>;
  litterTypes: Array<string>;
  deerPalatable: boolean | null;
  utilityFriendly: boolean | null;
  pestSusceptibility: Array<string>;
  diseaseSusceptibility: Array<string>;
  californiaNative: boolean | null;
  caInvasive: boolean | null;
  photos: Array<{
    __typename: 'Photo';
    id: number;
    link: string;
    credit: string | null;
    licence: string;
    sequence: number;
    widths: Array<number>;
  }>;
};

export const CompareTreeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompareTreeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commonName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'heightLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widthLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widthHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeShapes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foliageType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRateLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRateHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waterUse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usdaZones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sunsetZones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plantingArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soilTextures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soilPhLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soilPhHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exposureLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exposureHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salinityTolerances' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saltsprayTolerance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'windResistance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rootDamagePotential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'branchStrengthLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'branchStrengthHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biogenicEmissions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'healthHazards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'litterTypes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deerPalatable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'utilityFriendly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pestSusceptibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'diseaseSusceptibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'californiaNative' } },
          { kind: 'Field', name: { kind: 'Name', value: 'caInvasive' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompareTreeFieldsFragment, unknown>;
export const CompareTreesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompareTrees' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'a' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'b' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'c' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'd' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withC' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withD' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'a' },
            name: { kind: 'Name', value: 'tree' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'a' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompareTreeFields' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'b' },
            name: { kind: 'Name', value: 'tree' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'b' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompareTreeFields' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'c' },
            name: { kind: 'Name', value: 'tree' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'c' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withC' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompareTreeFields' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd' },
            name: { kind: 'Name', value: 'tree' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'd' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withD' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompareTreeFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompareTreeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commonName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'heightLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widthLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widthHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeShapes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foliageType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRateLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRateHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waterUse' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usdaZones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sunsetZones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plantingArea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soilTextures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soilPhLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soilPhHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exposureLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exposureHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salinityTolerances' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saltsprayTolerance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'windResistance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rootDamagePotential' } },
          { kind: 'Field', name: { kind: 'Name', value: 'branchStrengthLow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'branchStrengthHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'biogenicEmissions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'healthHazards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'litterTypes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deerPalatable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'utilityFriendly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pestSusceptibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'diseaseSusceptibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'californiaNative' } },
          { kind: 'Field', name: { kind: 'Name', value: 'caInvasive' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompareTreesQuery, CompareTreesQueryVariables>;
