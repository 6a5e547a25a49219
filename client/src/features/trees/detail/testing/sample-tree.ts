import type { MockLink } from '@apollo/client/testing';
import {
  TreeDetailDocument,
  TreesByNameDocument,
  type TreesByNameQuery,
} from '@/features/trees/detail/generated/graphql';
import type { TreeDetail } from '../fields';

/** A complete tree detail answer (coast live oak), for component tests. */
export const sampleTreeDetail: TreeDetail = {
  __typename: 'Tree',
  id: 900001,
  scientificName: 'Quercus agrifolia',
  commonName: 'COAST LIVE OAK',
  family: 'Fagaceae',
  genus: 'Quercus',
  reviews: [] as TreeDetail['reviews'],
  otherCommonNames: ['CALIFORNIA LIVE OAK', 'ENCINA'],
  otherDisplayedCommonName: null,
  genericNames: ['OAK'],
  synonyms: [],
  redirectTree: null,
  photos: [],
  externalResources: [
    {
      __typename: 'ExternalResource',
      name: 'Calflora',
      host: 'www.calflora.org',
      href: 'https://www.calflora.org/search.html?name=Quercus%20agrifolia',
    },
  ],
  published: true,
  isDemo: false,
  pacificIsland: false,
  // As the server sends it: sanitised (server import/rich-text.ts, safeRichText).
  memo: 'An evergreen <em>oak</em> of the coast.',
  nativeRange: 'California and northern Baja California',
  californiaNative: true,
  hiNative: null,
  caInvasive: false,
  piInvasive: null,
  invasiveText: null,
  landscapeApplications: [],
  landscapeUses: [],
  ethnobotanicalInfo: null,
  schoolyard: null,
  schoolyardUseNotes: null,
  photolocations: [],
  climateAdaptedRegions: ['southern-california-coast'],
  plantingArea: '>7',
  waterUse: 'VL',
  sunsetZones: ['7', '8', '9', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24'],
  usdaZones: [8, 9, 10],
  soilTextures: ['Clay', 'Loam', 'Sand'],
  soilPhLow: 2,
  soilPhHigh: 5,
  salinityTolerances: [],
  saltsprayTolerance: 'Moderate',
  windResistance: null,
  exposureLow: 2,
  exposureHigh: 3,
  branchStrengthLow: 4,
  branchStrengthHigh: 5,
  rootDamagePotential: 'Low',
  healthHazards: ['Allergy'],
  biogenicEmissions: 'High',
  attractsWildlife: ['Birds', 'Squirrels'],
  deerPalatable: null,
  diseaseResistant: [],
  diseaseSusceptibility: ['Oak Root Fungus'],
  pestResistant: [],
  pestSusceptibility: ['Oak Moth'],
  utilityFriendly: null,
  appraisal: true,
  appLcant: '24" box',
  appGrrating: '3',
  appraisalText:
    'Largest commonly available nursery tree: 24" box. Regional species group 3. Trunk cross-sectional area of a 24" box tree: 3.80 sq in.',
  treeShapes: ['Rounded', 'Irregular'],
  foliageType: 'Evergreen',
  heightLow: 30,
  heightHigh: 70,
  widthLow: 30,
  widthHigh: 70,
  growthRateLow: 12,
  growthRateHigh: 24,
  leafArrangement: 'Alternate',
  leafForm: 'Simple',
  leafletShape: null,
  foliageFallColor: false,
  foliageGrowthColors: ['Dark Green'],
  sex: null,
  flowerShowiness: null,
  flowerColors: ['Yellow', 'Green'],
  flowerTimes: ['Spring'],
  fragrance: false,
  fruitColor: 'Brown',
  fruitType: 'Acorn',
  fruitValues: ['Wildlife use it'],
  fruitingTimes: ['Fall'],
  fruitSize: 'Medium',
  barkColor: 'Dark Gray',
  barkTextures: ['Smooth', 'Fissured'],
  litterTypes: ['Dry Fruit', 'Leaves'],
};

export const samplePhotos = (count: number): TreeDetail['photos'] =>
  Array.from({ length: count }, (_, i) => ({
    __typename: 'Photo' as const,
    id: 100 + i,
    link: `quercus/photo-${i + 1}.jpg`,
    credit: `Photographer ${i + 1}`,
    licence: 'CC BY 4.0',
    sequence: count - i,
    attributeName: i === 0 ? 'Bark' : null,
    width: i === 0 ? 1200 : null,
    height: i === 0 ? 900 : null,
    widths: i === 0 ? [320, 640, 1024, 1200] : [],
  }));

export function treeDetailMock(id: number, tree: TreeDetail | null | Error, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: TreeDetailDocument, variables: { id } },
    ...(tree instanceof Error ? { error: tree } : { result: { data: { tree } } }),
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Match = TreesByNameQuery['treesByName'][number];

export const nameMatch = (treeId: number, scientificName: string): Match => ({
  __typename: 'NameSuggestion',
  treeId,
  name: scientificName,
  scientificName,
  commonName: null,
  kind: 'Scientific',
  match: 'Exact',
});

export function treesByNameMock(name: string, matches: Match[]): MockLink.MockedResponse {
  return {
    request: { query: TreesByNameDocument, variables: { name } },
    result: { data: { treesByName: matches } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
