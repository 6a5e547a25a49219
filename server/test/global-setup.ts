import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { adminUrlFor, templateDb } from './helpers/database-urls';

/**
 * Once per `jest` run: a real PostgreSQL (the machine's server when TEST_DATABASE_URL is set,
 * otherwise a throwaway embedded one), and a template database with every migration applied.
 * Each test file clones the template (fast) and drops its clone at the end.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-test-'));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, databaseName: 'postgres', persistent: false });
    (globalThis as { __embeddedDb?: unknown }).__embeddedDb = { ...embedded, dataDir };
    serverUrl = embedded.url;
  }
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DB = `selectree_test_template_${crypto.randomBytes(4).toString('hex')}`;
  // A test that waits its pool's whole connection timeout prints who held the connections (db/pool-trace.ts).
  process.env.DB_POOL_TRACE ??= '1';
  const template = templateDb();

  const admin = new Client({ connectionString: adminUrlFor(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 1 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}
