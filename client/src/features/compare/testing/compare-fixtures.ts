import type { MockLink } from '@apollo/client/testing';
import { CompareTreesDocument } from '@/features/compare/generated/graphql';
import type { CompareTree } from '../hooks/use-compare-trees';

/** A compared tree; every characteristic the comparison shows, overridable. */
export function compareTree(id: number, scientificName: string, overrides: Partial<CompareTree> = {}): CompareTree {
  return {
    __typename: 'Tree',
    id,
    scientificName,
    commonName: scientificName.toUpperCase(),
    family: 'Fagaceae',
    photos: [],
    heightLow: 30,
    heightHigh: 70,
    widthLow: 30,
    widthHigh: 70,
    treeShapes: ['Rounded'],
    foliageType: 'Evergreen',
    growthRateLow: 12,
    growthRateHigh: 24,
    waterUse: 'L',
    usdaZones: [8, 9, 10],
    sunsetZones: ['7', '8', '9'],
    plantingArea: '>7',
    soilTextures: ['Clay', 'Loam'],
    soilPhLow: null,
    soilPhHigh: null,
    exposureLow: 3,
    exposureHigh: 3,
    salinityTolerances: [],
    saltsprayTolerance: 'Moderate',
    windResistance: null,
    rootDamagePotential: 'Low',
    branchStrengthLow: 4,
    branchStrengthHigh: 5,
    biogenicEmissions: 'High',
    healthHazards: [],
    litterTypes: ['Leaves'],
    deerPalatable: null,
    utilityFriendly: null,
    pestSusceptibility: [],
    diseaseSusceptibility: [],
    californiaNative: true,
    caInvasive: false,
    ...overrides,
  };
}

export function compareTreesMock(ids: number[], trees: (CompareTree | null)[]): MockLink.MockedResponse {
  const [a = 0, b = 0, c = 0, d = 0] = ids;
  const withC = ids.length > 2;
  const withD = ids.length > 3;
  const data: Record<string, CompareTree | null> = { a: trees[0] ?? null, b: trees[1] ?? null };
  if (withC) data.c = trees[2] ?? null;
  if (withD) data.d = trees[3] ?? null;
  return {
    request: { query: CompareTreesDocument, variables: { a, b, c, d, withC, withD } },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
