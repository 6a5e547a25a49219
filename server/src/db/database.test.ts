import crypto from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { adminUrlFor, databaseUrl } from '../../test/helpers/database-urls';
import { openDatabase, withStartupLock } from './database';

/**
 * Two instances starting at once on a new, empty database: one creates the schema while the other
 * waits on the start-up lock; both come up, and every migration is applied once.
 */
const server = () => process.env.TEST_SERVER_URL!;
const name = `selectree_test_startup_${crypto.randomBytes(4).toString('hex')}`;

afterAll(async () => {
  const admin = new Client({ connectionString: adminUrlFor(server()) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

it('migrates a new database once when two instances start together', async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl(server(), name) });
  // The database itself must exist first (creating it is not what is raced here).
  const admin = new Client({ connectionString: adminUrlFor(server()) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const [first, second] = await Promise.all([openDatabase(config), openDatabase(config)]);
  try {
    const applied: { name: string; n: number }[] = await first.dataSource.query(
      `SELECT name, count(*)::int AS n FROM typeorm_migrations GROUP BY name`,
    );
    expect(applied.length).toBeGreaterThan(5);
    expect(applied.every((row) => row.n === 1)).toBe(true);
    expect(await second.dataSource.showMigrations()).toBe(false);

    // The lock serialises start-up work: the second waits for the first.
    const order: string[] = [];
    await Promise.all([
      withStartupLock(first.dataSource, async () => {
        order.push('first in');
        await new Promise((resolve) => setTimeout(resolve, 200));
        order.push('first out');
      }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        withStartupLock(second.dataSource, async () => {
          order.push('second in');
        }),
      ),
    ]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  } finally {
    await first.close();
    await second.close();
  }
});
