import crypto from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db/data-source';
import { adminUrlFor, databaseUrl, TEST_CONNECT_TIMEOUT_MS, templateDb } from './database-urls';

export interface TestDatabase {
  /** The migrated, initialised DataSource of this test file's own database. */
  readonly dataSource: DataSource;
  readonly url: string;
  /** Empties every table (except the migrations log); call it in beforeEach. */
  truncateAll(): Promise<void>;
}

/**
 * How long cloning or dropping a test file's database may take. Not the tests' 60 s: on the
 * machine's PostgreSQL 15 the clone once took over 60 s on a busy machine (CI of 057352a,
 * list-tree-pages.test.ts; the cause is not known), and the file's tests failed without running.
 */
const DATABASE_SETUP_TIMEOUT_MS = 180_000;

/**
 * Gives a test file its own real PostgreSQL database, cloned from the migrated template, and
 * drops it afterwards. Use at the top of a describe or file:
 *   const db = useTestDatabase();
 *   beforeEach(() => db.truncateAll());
 */
export function useTestDatabase(): TestDatabase {
  const serverUrl = process.env.TEST_SERVER_URL;
  if (!serverUrl)
    throw new Error('TEST_SERVER_URL is not set: run the tests through jest (see server/test/global-setup.ts)');
  const name = `selectree_test_${process.env.JEST_WORKER_ID ?? '0'}_${crypto.randomBytes(4).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  let dataSource: DataSource | undefined;
  let watchdog: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`));
    dataSource = createDataSource(url, { poolSize: 5, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    await dataSource.initialize();
    watchdog = setInterval(() => void reportLongWaits(serverUrl, name), LONG_WAIT_MS);
    watchdog.unref();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    clearInterval(watchdog);
    if (dataSource?.isInitialized) await dataSource.destroy();
    await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }, DATABASE_SETUP_TIMEOUT_MS);

  return {
    url,
    get dataSource() {
      if (!dataSource) throw new Error('the test database is only available inside tests (after beforeAll)');
      return dataSource;
    },
    async truncateAll() {
      const rows: { tablename: string }[] = await this.dataSource.query(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'typeorm_migrations'`,
      );
      if (!rows.length) return;
      const statement = `TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`;
      // The app's background readers (the search index and site facts rebuilt after a write) hold
      // share locks across the statements of one snapshot; TRUNCATE takes every table at once, so
      // PostgreSQL may pick it as a deadlock victim (40P01): take the tables again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.dataSource.query(statement);
          return;
        } catch (error) {
          const code = (error as { driverError?: { code?: string } }).driverError?.code;
          if (code !== '40P01' || attempt >= 5) throw error;
        }
      }
    },
  };
}

/** A statement waiting longer than this on this file's database is reported (see reportLongWaits). */
const LONG_WAIT_MS = 15_000;

/**
 * A test that hangs on a lock says why: every session of the file's database that has waited on a
 * lock (or for its client) for LONG_WAIT_MS is printed with the sessions blocking it. Read-only, on
 * its own connection; a failure to look is ignored.
 */
async function reportLongWaits(serverUrl: string, name: string): Promise<void> {
  try {
    const rows = await withAdmin(
      serverUrl,
      async (admin) =>
        (
          await admin.query(
            `SELECT pid, state, wait_event_type, wait_event, now() - state_change AS waited,
                    pg_blocking_pids(pid) AS blocked_by, left(query, 300) AS query, backend_xid, backend_xmin,
                    (wait_event_type = 'Lock' OR state = 'idle in transaction')
                      AND now() - state_change >= make_interval(secs => $2) AS long
               FROM pg_stat_activity
              WHERE datname = $1 AND pid <> pg_backend_pid()`,
            [name, LONG_WAIT_MS / 1000],
          )
        ).rows as { long: boolean }[],
    );
    const long = rows.some((row) => row.long);
    if (long) console.error(`test database ${name}: a session has waited ${LONG_WAIT_MS / 1000} s or more`, rows);
  } catch {
    // only a diagnostic
  }
}

async function withAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrlFor(serverUrl) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
