import { createTree } from '../../test/factories/catalogue.factory';
import { useTestDatabase } from '../../test/helpers/test-database';

/**
 * Issue 24: the catalogue version is bumped once per writing transaction, just before its commit
 * (migrations 1796300000001-2), so editors do not hold the version row for their whole save; a
 * rolled-back write (or savepoint) bumps nothing, and no mark outlives its transaction.
 */
const db = useTestDatabase();

const version = async () =>
  Number((await db.dataSource.query(`SELECT version FROM catalogue_version WHERE id`))[0].version);

beforeAll(async () => {
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  await createTree(db.dataSource, { id: 31, scientificName: 'Ulmus parvifolia' });
  await createTree(db.dataSource, { id: 32, scientificName: 'Pistacia chinensis' });
});

it('bumps once per transaction, at commit, whatever the number of statements and rows', async () => {
  const before = await version();
  await db.dataSource.transaction(async (manager) => {
    await manager.query(`UPDATE trees SET native_range = 'Asia' WHERE id = 31`);
    await manager.query(`UPDATE trees SET native_range = 'China' WHERE id IN (31, 32)`);
    const inside = Number((await manager.query(`SELECT version FROM catalogue_version WHERE id`))[0].version);
    expect(inside).toBe(before);
  });
  expect(await version()).toBe(before + 1);
  expect(await db.dataSource.query(`SELECT * FROM catalogue_commit_marks`)).toEqual([]);
});

it('a rolled-back write bumps nothing; a savepoint rolled back leaves the later write its bump', async () => {
  const before = await version();
  await db.dataSource
    .transaction(async (manager) => {
      await manager.query(`UPDATE trees SET native_range = 'nowhere' WHERE id = 31`);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await version()).toBe(before);
  const runner = db.dataSource.createQueryRunner();
  await runner.startTransaction();
  await runner.query(`SAVEPOINT s`);
  await runner.query(`UPDATE trees SET native_range = 'gone' WHERE id = 32`);
  await runner.query(`ROLLBACK TO SAVEPOINT s`);
  await runner.query(`UPDATE trees SET native_range = 'kept' WHERE id = 32`);
  await runner.commitTransaction();
  await runner.release();
  expect(await version()).toBe(before + 1);
  expect((await db.dataSource.query(`SELECT native_range FROM trees WHERE id = 32`))[0].native_range).toBe('kept');
  expect(await db.dataSource.query(`SELECT * FROM catalogue_commit_marks`)).toEqual([]);
});
