import { FACET_FIELD_COUNT, GS, RS, US, type FacetSource } from '@selectree/rules';
import { describe, expect, it } from 'vitest';
import type { GlossaryEntry, OfflineTree } from './offline-copy';
import { OPERATIONS, answersOf } from './offline-operations';
import { OfflineSearch } from './offline-search';

/**
 * The GraphQL operations answered from the copy (offline-operations.ts) over a copy whose search
 * facts are in the rules package's layout (facet-source.ts) and built by its buildFromSource: the
 * wiring of variables, pages and cards. Their equality with the server's answers is
 * server/src/services/offline/offline-answers.equivalence.test.ts.
 */
const TREES: [id: number, scientific: string, common: string | null, height: number][] = [
  [1, 'Acer rubrum', 'Red Maple', 60],
  [2, 'Cercis occidentalis', 'Western Redbud', 20],
  [3, 'Quercus lobata', 'Valley Oak', 80],
];

function facetRow(id: number, scientific: string, height: number): string {
  const fields = new Array<string>(FACET_FIELD_COUNT).fill('');
  [fields[0], fields[1], fields[2], fields[3], fields[4]] = [
    String(id),
    'true',
    'false',
    String(height),
    String(height),
  ];
  fields[FACET_FIELD_COUNT - 1] = scientific.toLowerCase();
  return fields.join(RS);
}

const source: FacetSource = {
  token: '7:1',
  facets: TREES.map(([id, scientific, , height]) => facetRow(id, scientific, height)).join(GS),
  orders: { 1: '1,2,3', 2: '3,2,1', 3: '1,3,2', 4: '2,3,1' },
  names: '',
  treeNames: TREES.map(([id, scientific, common], at) => [id, at, at, at, scientific, `=${common}`].join(US)).join(RS),
};

const range = { low: null, high: null };
/** The detail API's sections, empty (what compare reads of them). */
const DETAIL_SECTIONS = {
  generalInfo: { potentialInvasiveness: {} },
  siteConditions: { sunExposure: range },
  considerations: { branchStrength: range },
  treeCharacteristics: { width: range, growthRate: range, leafForms: {}, flowerSpecs: {}, fruits: {}, bark: {} },
};

const tree = ([id, scientific, common, height]: (typeof TREES)[number]): OfflineTree => ({
  detail: {
    treeId: id,
    scientificName: scientific,
    commonName: common,
    familyName: 'Family',
    images: id === 1 ? [{ link: 'a/b.jpg', credit: null, photo_link_id: 9, sequence: 1, licence: 'CC BY' }] : [],
    ...DETAIL_SECTIONS,
    treeCharacteristics: { ...DETAIL_SECTIONS.treeCharacteristics, height: { height_low: null, height_high: height } },
  },
  names: [],
  memo_excerpt: null,
  extra: {
    isDemo: false,
    otherDisplayedCommonName: null,
    photos: id === 1 ? [{ attributeName: null, width: 640, height: 480, widths: [320] }] : [],
    synonyms: [],
  },
});

const glossary: GlossaryEntry[] = [
  { glossary_id: 4, term: 'Lobed', definition: 'Cut into lobes.', version: 2, photos: [] },
];

async function answers() {
  const trees = new Map(TREES.map((row) => [row[0], tree(row)]));
  const search = await OfflineSearch.build({ index: source, zips: [] });
  return answersOf(
    '7',
    search,
    async (id) => trees.get(id),
    async () => glossary,
  );
}

describe('GraphQL operations answered from the offline copy', () => {
  it('SearchTrees: the sort, the filter as the resolver reads it, the cards; a page size the server refuses is not answered', async () => {
    const copy = await answers();
    const search = (variables: Record<string, unknown>) =>
      OPERATIONS.SearchTrees(copy, {
        filter: null,
        region: 'CALIFORNIA',
        page: 1,
        resultsPerPage: 30,
        sort: 'ScientificAsc',
        ...variables,
      });
    const all = (await search({ sort: 'CommonDesc' })) as unknown as {
      searchTrees: { totalResults: number; pageResults: { id: number }[] };
    };
    expect(all.searchTrees.totalResults).toBe(3);
    expect(all.searchTrees.pageResults.map((card) => card.id)).toEqual([2, 3, 1]);
    const low = (await search({ filter: { maxTreeHeight: 25 } })) as unknown as {
      searchTrees: { pageResults: unknown[] };
    };
    expect(low.searchTrees.pageResults).toEqual([
      {
        __typename: 'TreeCard',
        id: 2,
        scientificName: 'Cercis occidentalis',
        commonName: 'Western Redbud',
        family: 'Family',
        photoLink: null,
        photoWidths: [],
        photoCredit: null,
        heightHigh: 20,
        lowZone: true,
        draft: false,
      },
    ]);
    const maple = (await search({ filter: { searchTerm: 'acer' } })) as unknown as {
      searchTrees: { pageResults: unknown[] };
    };
    expect(maple.searchTrees.pageResults).toEqual([
      expect.objectContaining({
        id: 1,
        photoLink: 'a/b.jpg',
        photoWidths: [320],
        photoCredit: 'CC BY',
        lowZone: false,
      }),
    ]);
    expect(await search({ resultsPerPage: 7 })).toBeNull();
  });

  it('CompareTrees and TreeDetail from the copy; a tree it lacks is not answered', async () => {
    const copy = await answers();
    const compared = (await OPERATIONS.CompareTrees(copy, {
      a: 3,
      b: 1,
      c: 0,
      d: 0,
      withC: false,
      withD: false,
    })) as Record<string, { id: number }>;
    expect([compared.a.id, compared.b.id, compared.c]).toEqual([3, 1, undefined]);
    expect(await OPERATIONS.CompareTrees(copy, { a: 3, b: 99, c: 0, d: 0, withC: false, withD: false })).toBeNull();
    expect(await OPERATIONS.TreeDetail(copy, { id: 99 })).toBeNull();
  });

  it("Glossary: the copy's entries as GlossaryEntry objects", async () => {
    expect(await OPERATIONS.Glossary(await answers(), {})).toEqual({
      __typename: 'Query',
      glossary: [
        {
          __typename: 'GlossaryEntry',
          id: 4,
          term: 'Lobed',
          definition: 'Cut into lobes.',
          // A copy made before the glossary had Spanish holds neither field: both null, as the server's.
          termEs: null,
          definitionEs: null,
          version: 2,
          photos: [],
        },
      ],
    });
  });
});
