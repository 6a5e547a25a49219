import { TreeNameKind } from '@selectree/rules';
import { addName, addSynonym, createTree } from '../../test/factories/catalogue.factory';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { searchRequests } from '../../test/helpers/search-requests';

const db = useTestDatabase();
const app = useTestApp(db);
const { get, suggest } = searchRequests(app, db);

beforeEach(() => db.truncateAll());

describe('GET /api/tree/search-by-name (suggestions)', () => {
  it('answers the suggestion shape: the matched name, its kind, and the tree’s own names', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await addName(db.dataSource, 7, TreeNameKind.CommonAlternate, 'Encina');
    await addName(db.dataSource, 7, TreeNameKind.CommonGeneric, 'Oak');
    await addSynonym(db.dataSource, 7, 'Quercus oxyadenia');

    const { body } = await suggest('encina');
    expect(body).toEqual([
      {
        tree_id: 7,
        name: 'Encina',
        kind: 'common_alternate',
        match: 'exact',
        name_concat: 'Quercus agrifolia',
        common: 'Encina',
        accepted_scientific: 'Quercus agrifolia',
        accepted_common: 'Coast Live Oak',
        scientificName: 'Quercus agrifolia',
        commonName: 'Coast Live Oak',
      },
    ]);
    const synonym = (await suggest('quercus oxy')).body;
    expect(synonym).toMatchObject([
      { tree_id: 7, kind: 'synonym', match: 'prefix', name_concat: 'Quercus oxyadenia', common: 'Coast Live Oak' },
    ]);
    // A generic name ("Oak") names a group: the card shows the tree's own common name.
    expect((await suggest('oak')).body).toMatchObject([
      { tree_id: 7, kind: 'common_generic', common: 'Coast Live Oak' },
    ]);
  });

  it('reads the legacy region names, and answers [] (200) for SQL-looking text', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acacia koa', commonName: 'Koa', pacificIsland: true });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acacia baileyana', commonName: 'Bailey Acacia' });
    expect((await suggest('acacia', 'all')).body.map((s: { tree_id: number }) => s.tree_id).sort()).toEqual([1, 2]);
    expect((await suggest('acacia', 'pacificislands')).body.map((s: { tree_id: number }) => s.tree_id)).toEqual([1]);
    expect(await suggest("'; DROP TABLE trees;--")).toEqual({ status: 200, body: [] });
  });

  it('answers 400 for an unknown region, a repeated or an over-long term', async () => {
    const region = await suggest('oak', 'mars');
    expect(region.status).toBe(400);
    expect(region.body.message).toBe('Unknown region "mars": use "all" (California) or "pacificislands"');
    const twice = await get('/api/tree/search-by-name?searchString=a&searchString=b');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('searchString must be given once, as text');
    const long = await suggest('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('searchString is too long (at most 100 characters)');
  });
});

describe('GET /api/tree/search-by-name-multiresult', () => {
  it('pages the trees a name matches, sorted, with the count', async () => {
    for (let i = 1; i <= 35; i += 1) {
      await createTree(db.dataSource, {
        id: i,
        scientificName: `Quercus sp${String(i).padStart(2, '0')}`,
        commonName: `Oak ${i}`,
      });
    }
    await createTree(db.dataSource, { id: 99, scientificName: 'Acer rubrum', commonName: 'Red Maple' });
    const first = await get(
      '/api/tree/search-by-name-multiresult?region=all&searchTerm=quercus&activePage=1&resultsPerPage=30&sort=1',
    );
    expect(first.status).toBe(200);
    expect(first.body.totalResults).toBe(35);
    expect(first.body.pageResults).toHaveLength(30);
    expect(first.body.pageResults[0]).toMatchObject({ tree_id: 1, name_concat: 'Quercus sp01' });
    const second = await get(
      '/api/tree/search-by-name-multiresult?region=all&searchTerm=quercus&activePage=2&resultsPerPage=30&sort=2',
    );
    expect(second.body.pageResults.map((c: { tree_id: number }) => c.tree_id)).toEqual([5, 4, 3, 2, 1]);
    expect(second.body).toMatchObject({ totalResults: 35, activePage: 2, resultsPerPage: 30, sort: 2 });
  });

  it('issue 21.0: answers the published script’s call (no region, no sort, trailing slash, 10,000 a page)', async () => {
    for (let i = 1; i <= 35; i += 1) {
      await createTree(db.dataSource, { id: i, scientificName: `Quercus sp${String(i).padStart(2, '0')}` });
    }
    const { status, body } = await get(
      '/api/tree/search-by-name-multiresult/?searchTerm=quercus&activePage=1&resultsPerPage=10000',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalResults: 35, activePage: 1, resultsPerPage: 10000, sort: 1 });
    expect(body.pageResults).toHaveLength(35);
    expect(body.pageResults[0].name_unformatted).toBe('Quercus sp01');
    // Any page size from 1 up: 7 a page, the second page.
    const seven = await get('/api/tree/search-by-name-multiresult?searchTerm=quercus&activePage=2&resultsPerPage=7');
    expect(seven.body.pageResults.map((c: { tree_id: number }) => c.tree_id)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    for (const size of ['0', '-1', '2.5', '1000001']) {
      const refused = await get(`/api/tree/search-by-name-multiresult?searchTerm=quercus&resultsPerPage=${size}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('resultsPerPage must be a whole number from 1 to 1000000');
    }
  });

  it('answers nothing (200) for a blank term', async () => {
    const { status, body } = await get('/api/tree/search-by-name-multiresult?region=all&searchTerm=');
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageResults: [], totalResults: 0, activePage: 1, resultsPerPage: 30, sort: 1 });
  });

  // Every page and filter refusal is tested at the parser (services/search/filter/search-filter.test.ts).
  it.each([
    ['activePage=0', 'activePage must be a whole number from 1 to 10000'],
    ['sort=1%3B%20DROP%20TABLE%20trees', 'sort must be 1, 2, 3 or 4'],
    ['region=mars', 'Unknown region "mars": use "all" (California) or "pacificislands"'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await get(`/api/tree/search-by-name-multiresult?searchTerm=oak&${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/tree/link-search-by-name (tree detail by name)', () => {
  it('answers the matches in the suggestion shape, and [] for none', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    const { status, body } = await get('/api/tree/link-search-by-name?searchString=quercus-agrifolia');
    expect(status).toBe(200);
    expect(body).toMatchObject([
      { tree_id: 7, name: 'Quercus agrifolia', kind: 'scientific', match: 'exact', name_concat: 'Quercus agrifolia' },
    ]);
    expect((await get('/api/tree/link-search-by-name?searchString=no-such-tree')).body).toEqual([]);
  });
});
