import fs from 'node:fs';
import path from 'node:path';
import { TreeNameKind } from '@selectree/rules';
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

  it('Glossary', async () => {
    const offline = await offlineAnswers();
    expect(await offline('Glossary', {})).toEqual(await server(GLOSSARY, 'Glossary', {}));
  });
});
