import fs from 'node:fs';
import path from 'node:path';
import { type SiteFactsRow, type ZipRow, TreeNameKind, siteFactsOfRows } from '@selectree/rules';
import { addName, addPhoto, addSynonym, createTree } from '../../../test/factories/catalogue.factory';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { REPO_ROOT } from '../../paths';

/** The browser's modules, loaded by path (the server's compiler does not check the client's files). */
const clientModule = <T>(file: string): T =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(REPO_ROOT, 'client/src/features/offline', file)) as T;
type Answers = unknown;
type Data = Record<string, unknown> | null;
const { OPERATIONS, answersOf } = clientModule<{
  OPERATIONS: Record<string, (answers: Answers, variables: Record<string, unknown>) => Promise<Data> | Data>;
  answersOf: (
    version: string,
    search: unknown,
    readTree: (id: number) => Promise<unknown>,
    readGlossary: () => Promise<unknown[]>,
    site?: unknown,
  ) => Answers;
}>('offline-operations.ts');
const { OfflineSearch } = clientModule<{
  OfflineSearch: { build(source: { index: unknown; zips: unknown[] }): Promise<unknown> };
}>('offline-search.ts');
type CatalogueBundle = {
  version: string;
  trees: { detail: { treeId: number } }[];
  glossary: unknown[] | null;
  search: { index?: unknown; zips: unknown[] | null };
  site?: { rows?: SiteFactsRow[] };
};

/**
 * Issue 27.3: the GraphQL operations the app answers from its offline copy when the network is cut
 * (client/src/features/offline/offline-operations.ts, the browser's own code) give the server's
 * GraphQL data for the same catalogue version: TreeDetail, CompareTrees, SearchTrees (every sort,
 * a filter, a ZIP, a second page) and Glossary, each sent with the client's own .graphql text,
 * over a catalogue with photos, synonyms, a redirect and a draft.
 */
const db = useTestDatabase();
const app = useTestApp(db);

const operation = (...files: string[]) =>
  files.map((file) => fs.readFileSync(path.join(REPO_ROOT, 'client/src/features', file), 'utf8')).join('\n');
const TREE_DETAIL = operation('trees/detail/graphql/tree-detail.graphql');
const COMPARE = operation('compare/graphql/compare-trees.graphql');
const SEARCH = operation('search/graphql/search-trees.graphql', 'search/graphql/tree-card.graphql');
const GLOSSARY = operation('glossary/graphql/glossary.graphql');
const SEARCH_BY_NAME = operation('search/graphql/search-by-name.graphql', 'search/graphql/tree-card.graphql');
const TREES_BY_NAME = operation('trees/detail/graphql/trees-by-name.graphql');
const SITE = operation('site/graphql/site.graphql');
const ZIP_CODE = operation('search/graphql/zip-code.graphql');

async function server(query: string, operationName: string, variables: Record<string, unknown>) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The offline data as the server sends it (Apollo's __typename aside: the server is not asked for it). */
const plain = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === '__typename' ? undefined : v)));

async function offlineAnswers() {
  const bundle = (await (await app.request('/api/offline/catalogue')).json()) as CatalogueBundle;
  const trees = new Map(bundle.trees.map((tree) => [tree.detail.treeId, tree]));
  const search = await OfflineSearch.build({ index: bundle.search.index!, zips: bundle.search.zips ?? [] });
  const answers = answersOf(
    bundle.version,
    search,
    async (id) => trees.get(id),
    async () => bundle.glossary ?? [],
    bundle.site?.rows && siteFactsOfRows(bundle.version, bundle.site.rows, (bundle.search.zips ?? []) as ZipRow[]),
  );
  return async (name: string, variables: Record<string, unknown>) => plain(await OPERATIONS[name](answers, variables));
}

beforeAll(async () => {
  await createTree(db.dataSource, {
    id: 1,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    memo: '<p>A <b>great</b> oak.</p>',
    heightHigh: 70,
    heightLow: 40,
    usdaZones: [7, 8, 9],
    treeShapes: ['Round'],
    californiaNative: true,
    otherDisplayedCommonName: 'Roble',
  });
  await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Roble', 0);
  await addSynonym(db.dataSource, 1, 'Quercus hindsii');
  await addPhoto(db.dataSource, 1, { credit: 'A. Photographer', licence: 'CC BY', widths: [320, 640] });
  await addPhoto(db.dataSource, 1, { credit: null, sequence: 2, attributeName: 'Bark' });
  await createTree(db.dataSource, {
    id: 2,
    scientificName: 'Quercus agrifolia',
    commonName: 'Coast Live Oak',
    heightHigh: 20,
  });
  await createTree(db.dataSource, {
    id: 3,
    scientificName: 'Secretus draftus',
    commonName: 'Hidden',
    published: false,
  });
  await createTree(db.dataSource, { id: 4, scientificName: 'Acer macrophyllum', commonName: null, usdaZones: [5, 6] });
  await db.dataSource.query(`UPDATE trees SET redirect_tree_id = 2 WHERE id = 4`);
  // Site facts (issue 27.3): trees with strip, wires, sun, water, soil and goal values, and ZIPs.
  await createTree(db.dataSource, {
    id: 5,
    scientificName: 'Lagerstroemia indica',
    commonName: 'Crape Myrtle',
    heightHigh: 20,
    widthHigh: 20,
    usdaZones: [7, 8, 9, 10],
    sunsetZones: ['9', '14', '24', 'H1'],
    plantingArea: '2 to 4',
    exposureLow: 3,
    exposureHigh: 3,
    waterUse: 'L',
    soilTextures: ['Clay', 'Loam'],
    flowerShowiness: 'Showy',
    flowerColors: ['Pink', 'White'],
    foliageFallColor: true,
    rootDamagePotential: 'Low',
    branchStrengthLow: 4,
    litterTypes: ['Dry Fruit', 'Leaves'],
    growthRateHigh: 24,
    pacificIsland: true,
  } as never);
  await createTree(db.dataSource, {
    id: 6,
    scientificName: 'Ficus microcarpa',
    commonName: 'Indian Laurel Fig',
    heightHigh: 60,
    widthHigh: 60,
    usdaZones: [9, 10, 11, 12],
    plantingArea: '>7',
    exposureLow: 2,
    exposureHigh: 3,
    waterUse: 'M',
    soilTextures: ['Sand'],
    foliageType: 'Evergreen',
    rootDamagePotential: 'High',
    litterTypes: ['Wet Fruit'],
    attractsWildlife: ['Birds'],
    growthRateHigh: 36,
    branchStrengthLow: 2,
    caInvasive: true,
    invasiveText: '<p>Spreads by <b>birds</b> into riparian areas.</p>',
    pacificIsland: true,
  } as never);
  await db.dataSource.query(
    `INSERT INTO zip_codes (zip, city, state, usda_zone) VALUES ('95616', 'Davis', 'CA', '9b'),
       ('90001', 'Los Angeles', 'CA', '10b'), ('96813', 'Honolulu', 'HI', '12a')`,
  );
  await db.dataSource.query(
    `INSERT INTO glossary_entries (term, definition) VALUES ('Pinnate', 'Leaflets on both sides.'), ('lobed', 'Cut into lobes.')`,
  );
});

describe('the offline copy answers GraphQL as the server does', () => {
  it('TreeDetail and CompareTrees for every published tree', async () => {
    const offline = await offlineAnswers();
    for (const id of [1, 2, 4]) {
      expect(await offline('TreeDetail', { id })).toEqual(await server(TREE_DETAIL, 'TreeDetail', { id }));
    }
    for (const variables of [
      { a: 1, b: 2, c: 4, d: 0, withC: true, withD: false },
      { a: 4, b: 1, c: 0, d: 0, withC: false, withD: false },
    ]) {
      expect(await offline('CompareTrees', variables)).toEqual(await server(COMPARE, 'CompareTrees', variables));
    }
    // A draft is not in the copy: not answered offline (the request goes to the network).
    expect(await offline('TreeDetail', { id: 3 })).toBeNull();
  });

  it('SearchTrees: cards, totals and order, in every sort, with a filter and on a second page', async () => {
    const offline = await offlineAnswers();
    const cases: Record<string, unknown>[] = [
      ...['ScientificAsc', 'ScientificDesc', 'CommonAsc', 'CommonDesc'].map((sort) => ({ sort })),
      { filter: { searchTerm: 'oak' } },
      { filter: { usdaZones: [8], caNative: [true] } },
      { filter: { maxTreeHeight: 25 } },
      { page: 2, resultsPerPage: 30 },
    ];
    for (const asked of cases) {
      const variables = {
        filter: null,
        region: 'CALIFORNIA',
        page: 1,
        resultsPerPage: 30,
        sort: 'ScientificAsc',
        ...asked,
      };
      expect({ asked, data: await offline('SearchTrees', variables) }).toEqual({
        asked,
        data: await server(SEARCH, 'SearchTrees', variables),
      });
    }
  });

  it('SearchByName (a typed name, Enter) and TreesByName (a name in a link), as the server answers them', async () => {
    const offline = await offlineAnswers();
    for (const asked of [
      { term: 'oak' },
      { term: 'quercus', sort: 'CommonDesc' },
      { term: '  Valley  oak ' },
      { term: 'roble' },
      { term: 'hindsii' },
      { term: 'qurcus' },
      { term: '***' },
      { term: 'oak', page: 2 },
      { term: 'acer', region: 'PACIFIC_ISLANDS' },
    ]) {
      const variables = { region: 'CALIFORNIA', page: 1, resultsPerPage: 30, sort: 'ScientificAsc', ...asked };
      expect({ asked, data: await offline('SearchByName', variables) }).toEqual({
        asked,
        data: await server(SEARCH_BY_NAME, 'SearchByName', variables),
      });
    }
    for (const name of ['quercus-lobata', 'Valley-Oak', 'quercus', 'coast', 'secretus-draftus', 'nothing-here', '']) {
      expect({ name, data: await offline('TreesByName', { name }) }).toEqual({
        name,
        data: await server(TREES_BY_NAME, 'TreesByName', { name }),
      });
    }
  });

  it('SiteRecommendations, WhyNot, SiteOptions and ZipCode (the /site screen): ZIPs, strips, wires, sun, water, soil, goals, pages', async () => {
    const offline = await offlineAnswers();
    type SeenResult = { fit: string; reasons: string[]; warnings: string[] };
    const seen: SeenResult[] = [];
    const sites: Record<string, unknown>[] = [
      { zip: '95616' },
      { zip: '90001', stripWidth: '3', overheadWires: true },
      { zip: '95616', stripWidth: '8', sun: 'full', water: 'M', soil: 'clay' },
      { zip: '95616', stripWidth: 'open', sun: 'partial', water: 'H', soil: 'sand', includeInvasive: true },
      {
        zip: '90001',
        goals: ['shade', 'flowers', 'fall_colour', 'evergreen', 'native', 'wildlife'],
        includeInvasive: true,
      },
      { zip: '95616', goals: ['low_litter', 'fast_growth', 'gentle_roots', 'strong_branches'], sunset: '14' },
      { zip: '96813', goals: ['native', 'flowers'] },
      { zip: '96813', region: 'all', sun: 'shade' },
    ];
    for (const site of sites)
      for (const paging of [{}, { page: 2, resultsPerPage: 2 }, { resultsPerPage: 1 }]) {
        const variables = { site, ...paging };
        const data = await server(SITE, 'SiteRecommendations', variables);
        expect({ variables, data: await offline('SiteRecommendations', variables) }).toEqual({ variables, data });
        for (const result of (data as { siteRecommendations: { pageResults: SeenResult[] } }).siteRecommendations
          .pageResults)
          seen.push(result);
      }
    // The sites reach every part of an answer: unknowns, reasons, warnings (the invasive one too).
    expect(seen.some((result) => result.fit === 'unknown')).toBe(true);
    expect(seen.some((result) => result.reasons.length >= 3)).toBe(true);
    expect(seen.some((result) => result.warnings.some((w) => w.startsWith('Invasive in California: Spreads')))).toBe(
      true,
    );
    let failed = 0;
    for (const site of sites.slice(0, 6))
      for (const treeId of [1, 2, 5, 6]) {
        const variables = { treeId, site };
        const data = await server(SITE, 'WhyNot', variables);
        expect({ variables, data: await offline('WhyNot', variables) }).toEqual({ variables, data });
        failed += (data as { whyNot: { failed: unknown[] } }).whyNot.failed.length;
      }
    expect(failed).toBeGreaterThan(5);
    // The form's choices, and the zone shown beside a typed ZIP of the table (another goes to the network).
    expect(await offline('SiteOptions', {})).toEqual(await server(SITE, 'SiteOptions', {}));
    for (const zip of ['95616', '96813'])
      expect(await offline('ZipCode', { zip })).toEqual(await server(ZIP_CODE, 'ZipCode', { zip }));
    expect(await offline('ZipCode', { zip: '00000' })).toBeNull();
    // Not answered offline (the server words these): a ZIP the table lacks, a bad value, a draft.
    expect(await offline('SiteRecommendations', { site: { zip: '00000' } })).toBeNull();
    expect(await offline('SiteRecommendations', { site: { zip: '95616', stripWidth: '-2' } })).toBeNull();
    expect(await offline('WhyNot', { treeId: 3, site: { zip: '95616' } })).toBeNull();
  });

  it('Glossary', async () => {
    const offline = await offlineAnswers();
    expect(await offline('Glossary', {})).toEqual(await server(GLOSSARY, 'Glossary', {}));
  });
});
