import { Region } from '../../../catalogue/regions';
import { TreeNameKind } from '@selectree/rules';
import { Tree } from '../../../entities';
import { addName, addSynonym, createTree } from '../../../../test/factories/catalogue.factory';
import { useTestDatabase } from '../../../../test/helpers/test-database';
import { searchService, sorted } from '../../../../test/helpers/search-service';
import { NameMatchKind, NameMatchTier } from '../../search.service';

/**
 * Name search semantics, at the service: suggestNames (the search box), searchByName (Enter in
 * the box) and linkSearchByName (/tree-detail/{name}). The REST and GraphQL tests keep to shape,
 * status and legacy field names.
 */
const db = useTestDatabase();
const { suggest, byName, link } = searchService(db);

beforeEach(() => db.truncateAll());

describe('suggestNames', () => {
  it('ranks exact, then prefix, then word-prefix, then similar names', async () => {
    await createTree(db.dataSource, { id: 4, scientificName: 'Acer campestre', commonName: 'Hedge Mapple' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Acer palmatum', commonName: 'Japanese Maple' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', commonName: 'Maple Leaf Tree' });
    await createTree(db.dataSource, { id: 1, scientificName: 'Acer saccharum', commonName: 'Maple' });
    await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    expect((await suggest('maple')).ranked).toEqual([
      [1, NameMatchTier.Exact],
      [2, NameMatchTier.Prefix],
      [3, NameMatchTier.WordPrefix],
      [4, NameMatchTier.Similar],
    ]);
  });

  it('names the matched name and its kind, with the tree’s own names', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await addName(db.dataSource, 7, TreeNameKind.CommonAlternate, 'Encina');
    await addName(db.dataSource, 7, TreeNameKind.CommonGeneric, 'Oak');
    await addSynonym(db.dataSource, 7, 'Quercus oxyadenia');
    expect((await suggest('encina')).suggestions).toEqual([
      {
        treeId: 7,
        name: 'Encina',
        kind: NameMatchKind.CommonAlternate,
        tier: NameMatchTier.Exact,
        scientificName: 'Quercus agrifolia',
        commonName: 'Coast Live Oak',
      },
    ]);
    expect((await suggest('quercus oxy')).suggestions).toMatchObject([
      { treeId: 7, name: 'Quercus oxyadenia', kind: NameMatchKind.Synonym, tier: NameMatchTier.Prefix },
    ]);
    expect((await suggest('oak')).suggestions).toMatchObject([
      { treeId: 7, kind: NameMatchKind.CommonGeneric, commonName: 'Coast Live Oak' },
    ]);
  });

  it('suggests each tree once, under its best name, and "coast live" finds the coast live oak', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await addName(db.dataSource, 7, TreeNameKind.CommonAlternate, 'California Coast Live Oak');
    await createTree(db.dataSource, { id: 8, scientificName: 'Quercus chrysolepis', commonName: 'Canyon Live Oak' });
    expect((await suggest('coast live')).suggestions.map((s) => [s.treeId, s.name])).toEqual([[7, 'Coast Live Oak']]);
  });

  it('is case-, accent-, hyphen- and ×-insensitive', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Platanus × hispanica', commonName: 'London Plane' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Metrosideros polymorpha', commonName: 'ʻŌhiʻa Lehua' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Grevillea robusta', commonName: 'Silk-Oak' });
    for (const term of ['platanus x hispanica', 'PLATANUS HISPANICA', 'Platanus ×hispanica', 'platanus-hispanica']) {
      expect((await suggest(term)).ranked).toEqual([[1, NameMatchTier.Exact]]);
    }
    for (const term of ['ohia lehua', 'OHIA LEHUA', '‘ōhi‘a lehua', 'Ōhiʻa-Lehua']) {
      expect((await suggest(term)).suggestions[0]).toMatchObject({
        treeId: 2,
        tier: NameMatchTier.Exact,
        name: 'ʻŌhiʻa Lehua',
      });
    }
    expect((await suggest('silk oak')).suggestions[0]).toMatchObject({
      treeId: 3,
      tier: NameMatchTier.Exact,
      name: 'Silk-Oak',
    });
  });

  it('tolerates typos: "jacarnda" finds the Jacaranda, "quercus agrifola" the coast live oak', async () => {
    await createTree(db.dataSource, { id: 741, scientificName: 'Jacaranda mimosifolia', commonName: 'Jacaranda' });
    await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    expect((await suggest('jacarnda')).ranked).toEqual([[741, NameMatchTier.Similar]]);
    // every typed word must start or resemble a word of the name: not every Quercus
    expect((await suggest('quercus agrifola')).ranked).toEqual([[7, NameMatchTier.Similar]]);
    expect((await suggest('coast liv oak')).ranked[0]).toEqual([7, NameMatchTier.Similar]);
  });

  it('matches one or two letters by prefix only', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acacia koa', commonName: 'Koa' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Kokia drynarioides', commonName: 'Hawaii Tree Cotton' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    expect(sorted((await suggest('ko')).ids)).toEqual([1, 2]);
    expect((await suggest('oa')).ids).toEqual([]);
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
    expect(sorted((await suggest('acacia')).ids)).toEqual([1, 2]);
    expect((await suggest('acacia', Region.PACIFIC_ISLANDS)).ids).toEqual([1]);
  });

  it('keeps at most 100 suggestions', async () => {
    for (let id = 1; id <= 105; id += 1)
      await createTree(db.dataSource, { id, scientificName: `Eucalyptus species${id}`, commonName: null });
    expect((await suggest('eucalyptus')).ids).toHaveLength(100);
  });

  it('treats quotes, %, _ and SQL fragments as text, and answers [] for nothing searchable', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    for (const term of ["'; DROP TABLE trees;--", '%', '_', '%%', 'x', '   ', "1' OR '1'='1", '\\', undefined]) {
      expect((await suggest(term)).suggestions).toEqual([]);
    }
    expect(await db.dataSource.getRepository(Tree).count()).toBe(1);
    // The quote is just a separator: "oak'" is the word "oak", a word prefix of "Valley Oak".
    expect((await suggest("oak'")).ranked).toEqual([[1, NameMatchTier.WordPrefix]]);
  });

  it('refuses a repeated or an over-long term', async () => {
    await expect(suggest(['a', 'b'])).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'searchString must be given once, as text',
    });
    await expect(suggest('a'.repeat(101))).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'searchString is too long (at most 100 characters)',
    });
  });
});

describe('searchByName', () => {
  it('pages the trees a name matches, sorted, with the count', async () => {
    for (let i = 1; i <= 35; i += 1) {
      await createTree(db.dataSource, {
        id: i,
        scientificName: `Quercus sp${String(i).padStart(2, '0')}`,
        commonName: `Oak ${i}`,
      });
    }
    await createTree(db.dataSource, { id: 99, scientificName: 'Acer rubrum', commonName: 'Red Maple' });
    const first = await byName('quercus', { activePage: 1, resultsPerPage: 30, sort: 1 });
    expect(first.result.totalResults).toBe(35);
    expect(first.ids).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const second = await byName('quercus', { activePage: 2, resultsPerPage: 30, sort: 2 });
    expect(second.ids).toEqual([5, 4, 3, 2, 1]);
    expect(second.result.totalResults).toBe(35);
  });

  it('falls back to similar names when no name matches (typos)', async () => {
    await createTree(db.dataSource, { id: 741, scientificName: 'Jacaranda mimosifolia', commonName: 'Jacaranda' });
    await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    const { result, ids } = await byName('jacarnda');
    expect(result.totalResults).toBe(1);
    expect(ids).toEqual([741]);
  });

  it('answers nothing for a blank term and for SQL-looking text', async () => {
    await createTree(db.dataSource, { id: 1 });
    for (const term of ['', '%', "' OR 1=1 --", undefined]) {
      const { result } = await byName(term);
      expect(result).toMatchObject({ pageResults: [], totalResults: 0 });
    }
  });

  it('keeps to the edition', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acacia koa', commonName: 'Koa', pacificIsland: true });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acacia baileyana', commonName: 'Bailey Acacia' });
    expect(sorted((await byName('acacia')).ids)).toEqual([1, 2]);
    expect((await byName('acacia', {}, Region.PACIFIC_ISLANDS)).ids).toEqual([1]);
  });
});

describe('linkSearchByName (tree detail by name)', () => {
  beforeEach(async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 8, scientificName: 'Quercus agrifolia var. oxyadenia', commonName: null });
    await createTree(db.dataSource, { id: 9, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
  });

  it('answers the one tree a hyphenated name names exactly', async () => {
    expect(await link('quercus-agrifolia')).toEqual([7]);
    expect(await link('Coast-Live-Oak')).toEqual([7]);
  });

  it('answers every tree a name starts when none is named exactly, and [] for none (the client then searches the genus)', async () => {
    expect(sorted(await link('quercus'))).toEqual([7, 8, 9]);
    expect(await link('no-such-tree')).toEqual([]);
  });
});
