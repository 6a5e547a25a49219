import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { logger } from '../logger';
import { createDataSource } from './data-source';
import { createDatabaseIfMissing, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export interface Database {
  dataSource: DataSource;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL; then applies pending migrations. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, databaseName: 'selectree' });
    url = embedded.url;
  } else {
    await createConfiguredDatabaseIfMissing(url);
  }
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    // Several instances may start at once: one migrates while the others wait, then find nothing to do.
    const applied = await withStartupLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** The advisory lock instances take for start-up work on a shared database (migrations, seeding). */
const STARTUP_LOCK = 0x5e1e57a7;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock (on a connection of its own), so
 * instances starting together on one database do it one at a time. A crashed holder's lock goes
 * with its connection.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await lock.query(`SELECT pg_advisory_unlock($1)`, [STARTUP_LOCK]);
    }
  } finally {
    await lock.release();
  }
}

/** A configured server without the named database yet: create it, as the embedded path does. */
async function createConfiguredDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  try {
    await createDatabaseIfMissing(admin.toString(), name);
  } catch (error) {
    // No rights to list or create databases: connecting below reports the real problem.
    logger.debug({ err: error }, 'could not check or create the configured database');
  }
}
