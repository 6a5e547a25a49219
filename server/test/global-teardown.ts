import fs from 'node:fs';
import { Client } from 'pg';
import { adminUrlFor, templateDb } from './helpers/database-urls';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __embeddedDb?: { stop(): Promise<void>; dataDir: string } }).__embeddedDb;
  if (embedded) {
    await embedded.stop();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
    return;
  }
  const admin = new Client({ connectionString: adminUrlFor(process.env.TEST_SERVER_URL!) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
  await admin.end();
}
