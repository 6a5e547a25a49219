import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../../context';
import { poolQuery } from '../../../db/data-source';
import { FreshRead } from '../../../db/fresh-read';

/**
 * The committed catalogue version as a token: the version (the sum of the counters every
 * catalogue write adds 1 to at commit, migration 1796400000000) and the newest counter row's xmin
 * (the last transaction that wrote one). The number alone can come back: emptying the tables
 * (tests TRUNCATE them all) starts the counters again; with the xmin a token never repeats. Read
 * in one statement from the view `catalogue_version` (one row).
 */
export const CATALOGUE_TOKEN_SQL = `SELECT token FROM catalogue_version WHERE id`;

const reads = new WeakMap<DataSource, FreshRead<string>>();

/**
 * Read before nearly every public answer: on the pool directly (no TypeORM query runner) as a
 * named prepared statement, parsed once per connection. Requests asking at the same time share one
 * read that began after each of them asked (db/fresh-read.ts), so a write committed before a
 * request asked is always in its token, and a busy instance reads once per round trip, not once
 * per request.
 */
export function catalogueToken(ctx: RequestContext): Promise<string> {
  let read = reads.get(ctx.db);
  if (!read) {
    const db = ctx.db;
    read = new FreshRead(async () => {
      const rows = await poolQuery<{ token: string }>(db, {
        text: CATALOGUE_TOKEN_SQL,
        values: [],
        name: 'catalogue_token',
      });
      return rows[0]?.token ?? 'none';
    });
    reads.set(db, read);
  }
  return read.get();
}
