import { TreeNameKind } from '../catalogue/vocabulary';
import { Tree } from '../entities';
import { addName, addSynonym, createTree } from '../../test/factories/catalogue.factory';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { searchRequests, sorted } from '../../test/helpers/search-requests';

const db = useTestDatabase();
const app = useTestApp(db);
const { get, suggest } = searchRequests(app, db);

beforeEach(() => db.truncateAll());

describe('GET /api/tree/search-by-name (suggestions)', () => {
  it('ranks exact, then prefix, then word-prefix, then similar names', async () => {
    await createTree(db.dataSource, { id: 4, scientificName: 'Acer campestre', commonName: 'Hedge Mapple' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Acer palmatum', commonName: 'Japanese Maple' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', commonName: 'Maple Leaf Tree' });
    await createTree(db.dataSource, { id: 1, scientificName: 'Acer saccharum', commonName: 'Maple' });
    await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });

    const { status, body } = await suggest('maple');
    expect(status).toBe(200);
    expect(body.map((s: { tree_id: number; match: string }) => [s.tree_id, s.match])).toEqual([
      [1, 'exact'],
      [2, 'prefix'],
      [3, 'word_prefix'],
      [4, 'similar'],
    ]);
  });

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

  it('suggests each tree once, under its best name, and "coast live" finds the coast live oak', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await addName(db.dataSource, 7, TreeNameKind.CommonAlternate, 'California Coast Live Oak');
    await createTree(db.dataSource, { id: 8, scientificName: 'Quercus chrysolepis', commonName: 'Canyon Live Oak' });
    const { body } = await suggest('coast live');
    expect(body.map((s: { tree_id: number; name: string }) => [s.tree_id, s.name])).toEqual([[7, 'Coast Live Oak']]);
  });

  it('is case-, accent-, hyphen- and ×-insensitive', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Platanus × hispanica', commonName: 'London Plane' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Metrosideros polymorpha', commonName: 'ʻŌhiʻa Lehua' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Grevillea robusta', commonName: 'Silk-Oak' });
    for (const term of ['platanus x hispanica', 'PLATANUS HISPANICA', 'Platanus ×hispanica', 'platanus-hispanica']) {
      expect((await suggest(term)).body.map((s: { tree_id: number; match: string }) => [s.tree_id, s.match])).toEqual([
        [1, 'exact'],
      ]);
    }
    for (const term of ['ohia lehua', 'OHIA LEHUA', '‘ōhi‘a lehua', 'Ōhiʻa-Lehua']) {
      expect((await suggest(term)).body[0]).toMatchObject({ tree_id: 2, match: 'exact', name: 'ʻŌhiʻa Lehua' });
    }
    expect((await suggest('silk oak')).body[0]).toMatchObject({ tree_id: 3, match: 'exact', name: 'Silk-Oak' });
  });

  it('tolerates typos: "jacarnda" finds the Jacaranda, "quercus agrifola" the coast live oak', async () => {
    await createTree(db.dataSource, { id: 741, scientificName: 'Jacaranda mimosifolia', commonName: 'Jacaranda' });
    await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    const { body } = await suggest('jacarnda');
    expect(body.map((s: { tree_id: number; match: string }) => [s.tree_id, s.match])).toEqual([[741, 'similar']]);
    // every typed word must start or resemble a word of the name: not every Quercus
    const words = (await suggest('quercus agrifola')).body;
    expect(words.map((s: { tree_id: number; match: string }) => [s.tree_id, s.match])).toEqual([[7, 'similar']]);
    expect((await suggest('coast liv oak')).body[0]).toMatchObject({ tree_id: 7, match: 'similar' });
  });

  it('matches one or two letters by prefix only', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acacia koa', commonName: 'Koa' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Kokia drynarioides', commonName: 'Hawaii Tree Cotton' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    expect(sorted((await suggest('ko')).body.map((s: { tree_id: number }) => s.tree_id))).toEqual([1, 2]);
    expect((await suggest('oa')).body).toEqual([]);
  });

  it('finds only published trees, and in the Pacific Islands edition only Pacific Islands trees', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acacia koa', commonName: 'Koa', pacificIsland: true });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acacia baileyana', commonName: 'Bailey Acacia' });
    await createTree(db.dataSource, {
      id: 3,
      scientificName: 'Acacia draftii',
      commonName: 'Draft Acacia',
      published: false,
    });
    expect(sorted((await suggest('acacia')).body.map((s: { tree_id: number }) => s.tree_id))).toEqual([1, 2]);
    expect((await suggest('acacia', 'pacificislands')).body.map((s: { tree_id: number }) => s.tree_id)).toEqual([1]);
  });

  it('keeps at most 100 suggestions', async () => {
    for (let id = 1; id <= 105; id += 1)
      await createTree(db.dataSource, { id, scientificName: `Eucalyptus species${id}`, commonName: null });
    expect((await suggest('eucalyptus')).body).toHaveLength(100);
  });

  it('treats quotes, %, _ and SQL fragments as text, and answers [] for nothing searchable', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    for (const term of ["'; DROP TABLE trees;--", '%', '_', '%%', 'x', '   ', "1' OR '1'='1", '\\']) {
      const { status, body } = await suggest(term);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
    expect(await db.dataSource.getRepository(Tree).count()).toBe(1);
    // The quote is just a separator: "oak'" is the word "oak", a word prefix of "Valley Oak".
    expect((await suggest("oak'")).body).toMatchObject([{ tree_id: 1, match: 'word_prefix' }]);
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

  it('falls back to similar names when no name matches (typos)', async () => {
    await createTree(db.dataSource, { id: 741, scientificName: 'Jacaranda mimosifolia', commonName: 'Jacaranda' });
    await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    const { body } = await get('/api/tree/search-by-name-multiresult?region=all&searchTerm=jacarnda');
    expect(body.totalResults).toBe(1);
    expect(body.pageResults[0].tree_id).toBe(741);
  });

  it('answers nothing for a blank term and for SQL-looking text', async () => {
    await createTree(db.dataSource, { id: 1 });
    for (const term of ['', '%', "' OR 1=1 --"]) {
      const { status, body } = await get(
        `/api/tree/search-by-name-multiresult?region=all&searchTerm=${encodeURIComponent(term)}`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ pageResults: [], totalResults: 0 });
    }
  });

  it.each([
    ['activePage=0', 'activePage must be a whole number from 1 to 10000'],
    ['activePage=-1', 'activePage must be a whole number from 1 to 10000'],
    ['activePage=1.5', 'activePage must be a whole number from 1 to 10000'],
    ['resultsPerPage=1000', 'resultsPerPage must be 30, 50 or 100'],
    ['resultsPerPage=10', 'resultsPerPage must be 30, 50 or 100'],
    ['sort=5', 'sort must be 1, 2, 3 or 4'],
    ['sort=1%3B%20DROP%20TABLE%20trees', 'sort must be 1, 2, 3 or 4'],
    ['region=mars', 'Unknown region "mars": use "all" (California) or "pacificislands"'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await get(`/api/tree/search-by-name-multiresult?searchTerm=oak&${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/tree/link-search-by-name (tree detail by name)', () => {
  beforeEach(async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 8, scientificName: 'Quercus agrifolia var. oxyadenia', commonName: null });
    await createTree(db.dataSource, { id: 9, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
  });

  it('answers the one tree a hyphenated name names exactly', async () => {
    const { body } = await get('/api/tree/link-search-by-name?searchString=quercus-agrifolia');
    expect(body.map((m: { tree_id: number }) => m.tree_id)).toEqual([7]);
    expect((await get('/api/tree/link-search-by-name?searchString=Coast-Live-Oak')).body[0].tree_id).toBe(7);
  });

  it('answers every tree a name starts when none is named exactly, and [] for none (the client then searches the genus)', async () => {
    const several = (await get('/api/tree/link-search-by-name?searchString=quercus')).body;
    expect(sorted(several.map((m: { tree_id: number }) => m.tree_id))).toEqual([7, 8, 9]);
    expect((await get('/api/tree/link-search-by-name?searchString=no-such-tree')).body).toEqual([]);
  });
});
