import { createTree } from '../../../test/factories/catalogue.factory';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { OFFLINE_CHANGES_RETENTION_DAYS, pruneOfflineChanges } from './change-log-prune';

/**
 * Pruning the offline change log on real PostgreSQL, read back through the real endpoint: entries
 * older than the retention's mark go, a cursor older than the mark gets the full bundle (never a
 * delta missing a tree), a younger cursor keeps its delta, a writer running across the prune keeps
 * its entry, and the marks do not pile up.
 */
const db = useTestDatabase();
const app = useTestApp(db);

interface Bundle {
  cursor: string;
  full: boolean;
  trees: { detail: { treeId: number } }[];
}
async function bundle(since?: string): Promise<Bundle> {
  const response = await app.request(`/api/offline/catalogue${since ? `?since=${encodeURIComponent(since)}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Bundle;
}
const ids = (b: Bundle) => b.trees.map((tree) => tree.detail.treeId).sort((x, y) => x - y);
const logged = async () =>
  (
    (await db.dataSource.query(`SELECT DISTINCT tree_id FROM offline_tree_changes ORDER BY 1`)) as { tree_id: number }[]
  ).map((row) => row.tree_id);
/** A mark as the pruner takes it, dated `daysAgo` days back. */
const markTaken = (daysAgo: number) =>
  db.dataSource.query(`INSERT INTO offline_change_marks (taken_at) VALUES (now() - make_interval(days => $1))`, [
    daysAgo,
  ]);
/**
 * A mark taken once the oldest running transaction is past the log's newest committed entry. The
 * oldest running transaction is the whole cluster's: other test files' databases on the same server
 * may hold it back for a moment, so the tests wait for them as the pruner would.
 */
async function markAfterLog(daysAgo: number): Promise<void> {
  for (let tries = 0; ; tries++) {
    const [{ ready }]: { ready: boolean }[] = await db.dataSource.query(
      `SELECT pg_snapshot_xmin(pg_current_snapshot()) > (SELECT max(xid) FROM offline_tree_changes) AS ready`,
    );
    if (ready) return void (await markTaken(daysAgo));
    if (tries > 600) throw new Error('the cluster kept a transaction older than the log running for 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const prune = () => pruneOfflineChanges({ db: db.dataSource, clock: () => new Date() });

beforeEach(async () => {
  await db.dataSource.query(`TRUNCATE trees, tree_names, taxa, photos, tree_edits, offline_change_marks CASCADE`);
  await db.dataSource.query(`UPDATE offline_changes_floor SET pruned_below = '0'`);
  for (const [id, name] of [
    [1, 'Quercus lobata'],
    [2, 'Quercus agrifolia'],
    [3, 'Acer macrophyllum'],
  ] as const)
    await createTree(db.dataSource, { id, scientificName: name });
});

it('removes nothing while no mark is older than the retention, and takes a mark', async () => {
  await markTaken(OFFLINE_CHANGES_RETENTION_DAYS - 1);
  const before = await logged();
  expect(before).toEqual([1, 2, 3]);
  expect(await prune()).toEqual({ removed: 0, prunedBelow: null });
  expect(await logged()).toEqual(before);
  const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM offline_change_marks`);
  expect(count).toBe(2);
});

it('removes the entries below an old mark: an older cursor gets the full bundle, a younger one its delta', async () => {
  const old = await bundle();
  await db.dataSource.query(`UPDATE trees SET common_name = 'Coast Live Oak' WHERE id = 2`);
  await markAfterLog(OFFLINE_CHANGES_RETENTION_DAYS + 1); // every transaction so far has ended
  const young = await bundle();
  await db.dataSource.query(`UPDATE trees SET common_name = 'Bigleaf Maple' WHERE id = 3`);

  const { removed, prunedBelow } = await prune();
  expect(removed).toBeGreaterThanOrEqual(3); // the three creations and the edit of tree 2
  expect(prunedBelow).toMatch(/^\d+$/);
  expect(await logged()).toEqual([3]);

  const fromOld = await bundle(old.cursor);
  expect(fromOld.full).toBe(true);
  expect(ids(fromOld)).toEqual([1, 2, 3]);
  const fromYoung = await bundle(young.cursor);
  expect(fromYoung.full).toBe(false);
  expect(ids(fromYoung)).toEqual([3]);
});

it('keeps the entry of a writer still running when the mark was taken, and the mark it used', async () => {
  const runner = db.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await runner.query(`UPDATE trees SET common_name = 'Valley Oak' WHERE id = 1`);
    await markTaken(OFFLINE_CHANGES_RETENTION_DAYS + 2); // older than the retention, and
    // this one is used (the newest old enough), taken while the writer is the oldest running
    await markAfterLog(OFFLINE_CHANGES_RETENTION_DAYS + 1);
    await prune();
    await runner.commitTransaction();
  } finally {
    await runner.release();
  }
  expect(await logged()).toEqual([1]);
  const marks: { days: number }[] = await db.dataSource.query(
    `SELECT round(extract(epoch FROM now() - taken_at) / 86400)::int AS days FROM offline_change_marks ORDER BY taken_at`,
  );
  expect(marks.map((mark) => mark.days)).toEqual([OFFLINE_CHANGES_RETENTION_DAYS + 1, 0]);
});

it('runs twice, or from two instances at once, to the same result', async () => {
  await markAfterLog(OFFLINE_CHANGES_RETENTION_DAYS + 1);
  await Promise.all([prune(), prune()]);
  await prune();
  expect(await logged()).toEqual([]);
  const [{ below }] = await db.dataSource.query(`SELECT pruned_below::text AS below FROM offline_changes_floor`);
  expect(below).not.toBe('0');
});
