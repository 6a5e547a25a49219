import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config';
import { buildRequestContext, type RequestContext } from '../../src/context';
import type { Tree } from '../../src/entities';
import { createTree } from '../factories/catalogue.factory';
import { createUser } from './accounts-app';

/** A request context of a new user of the given role (the upload service's callers). */
export async function contextOf(db: DataSource, roleId: number, email: string): Promise<RequestContext> {
  const user = await createUser(db, { email, password: null, roleId, firstName: 'Ada', lastName: `Admin${roleId}` });
  return {
    ...buildRequestContext({ db, config: loadConfig({ NODE_ENV: 'test' }) }),
    viewer: { id: user.id, roleId, sessionId: 0 },
  };
}

/** The upload tests' first tree: 7, Quercus lobata (Valley Oak, Fagaceae, 40-80 ft), an empty catalogue's only writes first. */
export async function emptyCatalogueWithValleyOak(db: DataSource, extra: Partial<Tree> = {}): Promise<void> {
  await db.query(`TRUNCATE trees, tree_edits, import_runs RESTART IDENTITY CASCADE`);
  await createTree(db, {
    id: 7,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    family: 'Fagaceae',
    heightLow: 40,
    heightHigh: 80,
    ...extra,
  });
}

/**
 * A fingerprint of everything an upload may write (the catalogue, its history and version, the
 * upload runs): equal before and after = nothing written.
 */
export async function catalogueDigest(db: DataSource): Promise<Record<string, string>> {
  const [row]: Record<string, string>[] = await db.query(`
    SELECT
      (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')) FROM trees t) AS trees,
      (SELECT md5(coalesce(string_agg(n::text, ',' ORDER BY n.id), '')) FROM tree_names n) AS names,
      (SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM taxa x) AS taxa,
      (SELECT count(*)::text FROM tree_edits) AS edits,
      (SELECT version::text FROM catalogue_version) AS version`);
  return row;
}

export async function runCount(db: DataSource): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(`SELECT count(*)::int AS count FROM import_runs`);
  return count;
}

/** Another session that takes a lock in an open transaction, until release() commits it. */
export async function holdLock(url: string, statement: string): Promise<{ release(): Promise<void> }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(statement);
  return {
    async release() {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** Waits until a session of this database waits on a lock running a statement containing `text`. */
export async function waitForWaiting(db: DataSource, text: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND position($1 in query) > 0`,
      [text],
    );
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no session waited on a lock running "${text}"`);
}
