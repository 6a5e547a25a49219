import { createDataSource } from '../db/data-source';
import { useTestDatabase } from '../../test/helpers/test-database';
import { checkDatabase, checkReadiness } from './health.service';

/** Liveness and readiness (GET /api/health, /api/ready) against a real database. */
const db = useTestDatabase();

it('is ready on a migrated database, and not ready while a migration is pending', async () => {
  expect(await checkDatabase(db.dataSource)).toMatchObject({ reachable: true });
  expect(await checkReadiness(db.dataSource)).toEqual({ ready: true });
  await db.dataSource.undoLastMigration({ transaction: 'each' });
  try {
    expect(await checkReadiness(db.dataSource)).toEqual({ ready: false, reason: 'migrations pending' });
  } finally {
    await db.dataSource.runMigrations({ transaction: 'each' });
  }
  expect(await checkReadiness(db.dataSource)).toEqual({ ready: true });
});

it('is neither live nor ready when the database does not answer', async () => {
  const nowhere = createDataSource('postgres://postgres@127.0.0.1:1/none', { poolSize: 1 });
  expect(await checkDatabase(nowhere)).toEqual({ reachable: false });
  expect(await checkReadiness(nowhere)).toEqual({ ready: false, reason: 'database unreachable' });
});
