import { loadConfig } from '../../../config';
import { buildRequestContext } from '../../../context';
import { createDataSource } from '../../../db/data-source';
import { countQueries } from '../../../db/query-counter';
import { addPhoto, createTree } from '../../../../test/factories/catalogue.factory';
import { useTestDatabase } from '../../../../test/helpers/test-database';
import { TEST_CONNECT_TIMEOUT_MS } from '../../../../test/helpers/database-urls';
import { parseSearchFilter, parseSearchPage, searchIndexOf, searchTreeCards, searchTrees } from '../../search.service';

/**
 * The facet index stays the catalogue's: a write is seen by the next search on the instance that
 * wrote and on another instance (its own DataSource and index), an emptied and refilled catalogue
 * whose version number comes back is not mistaken for the indexed one, drafts stay hidden, and a
 * current index answers in the reference's two statements.
 */
const db = useTestDatabase();
const config = loadConfig({ NODE_ENV: 'test' });

beforeEach(() => db.truncateAll());

const natives = async (dataSource = db.dataSource) => {
  const ctx = buildRequestContext({ db: dataSource, config });
  const result = await searchTrees(
    ctx,
    parseSearchFilter({ ca_native: [true] }),
    parseSearchPage({ resultsPerPage: 100 }),
  );
  return result.pageResults.map((card) => card.tree.id);
};

describe('facet index coherence', () => {
  it('answers from a current index in two statements; right after a write, from SQL without waiting for the rebuild', async () => {
    await createTree(db.dataSource, { id: 1, californiaNative: true });
    await createTree(db.dataSource, { id: 2, californiaNative: false });
    const index = searchIndexOf(db.dataSource);
    const ctx = buildRequestContext({ db: db.dataSource, config });
    await index.current(ctx);
    const builds = index.stats().builds;
    expect(await countQueries(() => natives())).toEqual({ result: [1], queries: 2 });
    expect(index.stats().builds).toBe(builds); // no rebuild when current

    await db.dataSource.query(`UPDATE trees SET california_native = true WHERE id = 2`);
    // The index is a version behind: the SQL reference answers with the committed catalogue (the
    // version read, the page's ids, the cards) and a rebuild is started, not waited for.
    expect(await countQueries(() => natives())).toEqual({ result: [1, 2], queries: 3 });
    expect(index.stats().builds).toBe(builds + 1);
    await index.current(ctx);
    expect(await countQueries(() => natives())).toEqual({ result: [1, 2], queries: 2 });
    await db.dataSource.query(`UPDATE trees SET published = false WHERE id = 1`); // a draft: hidden
    expect(await natives()).toEqual([2]);
  });

  it('is not fooled by a version number that comes back after the tables are emptied', async () => {
    await createTree(db.dataSource, { id: 1, californiaNative: true });
    expect(await natives()).toEqual([1]);
    const [{ version }] = await db.dataSource.query(`SELECT version::int AS version FROM catalogue_version`);
    await db.truncateAll();
    await createTree(db.dataSource, { id: 5, californiaNative: true });
    // Bump the fresh row to the number the index was built at.
    for (;;) {
      const [row] = await db.dataSource.query(`SELECT version::int AS version FROM catalogue_version`);
      if (row.version >= version) break;
      await db.dataSource.query(`UPDATE trees SET memo = memo WHERE id = 5`);
    }
    expect(await natives()).toEqual([5]);
  });

  it('sees a write committed through another instance on the next search', async () => {
    const other = createDataSource(db.url, { poolSize: 2, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    await other.initialize();
    try {
      await createTree(db.dataSource, { id: 1, californiaNative: true });
      expect(await natives(other)).toEqual([1]);
      expect(await natives()).toEqual([1]);
      await createTree(other, { id: 3, californiaNative: true });
      expect(await natives()).toEqual([1, 3]);
      await db.dataSource.query(`DELETE FROM trees WHERE id = 1`);
      expect(await natives(other)).toEqual([3]);
    } finally {
      await other.destroy();
    }
  });

  it("REST's cards are read once per index version (kept-cards.ts), and a write shows on them at once", async () => {
    for (const id of [1, 2, 3])
      await createTree(db.dataSource, { id, californiaNative: true, commonName: `Tree ${id}` });
    await addPhoto(db.dataSource, 2, { link: 'first.jpg' });
    const ctx = () => buildRequestContext({ db: db.dataSource, config });
    await searchIndexOf(db.dataSource).current(ctx());
    const cards = () =>
      searchTreeCards(ctx(), parseSearchFilter({ ca_native: [true] }), parseSearchPage({ resultsPerPage: 30 }));
    const shown = (result: Awaited<ReturnType<typeof cards>>) =>
      result.pageResults.map((card) => `${card.tree.id}:${card.tree.commonName}:${card.photoLink}`);
    const first = await countQueries(cards);
    const again = await countQueries(cards);
    // The version read, then the cards; the same page again: the version read only, the same cards.
    expect([first.queries, again.queries]).toEqual([2, 1]);
    expect(shown(again.result)).toEqual(['1:Tree 1:null', '2:Tree 2:first.jpg', '3:Tree 3:null']);
    expect(again.result.pageResults).toEqual(first.result.pageResults);

    // A tree renamed, a photo added: the next search shows both (the SQL reference while the index
    // is rebuilt, then the new index with cards of its own).
    await db.dataSource.query(`UPDATE trees SET common_name = 'Renamed' WHERE id = 1`);
    await addPhoto(db.dataSource, 3, { link: 'added.jpg' });
    expect(shown(await cards())).toEqual(['1:Renamed:null', '2:Tree 2:first.jpg', '3:Tree 3:added.jpg']);
    await searchIndexOf(db.dataSource).current(ctx());
    expect(shown((await countQueries(cards)).result)).toEqual([
      '1:Renamed:null',
      '2:Tree 2:first.jpg',
      '3:Tree 3:added.jpg',
    ]);
    const kept = await countQueries(cards);
    expect(kept.queries).toBe(1);
    expect(shown(kept.result)).toEqual(['1:Renamed:null', '2:Tree 2:first.jpg', '3:Tree 3:added.jpg']);
  });
});
