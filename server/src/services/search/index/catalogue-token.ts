import type { RequestContext } from '../../../context';
import { poolQuery } from '../../../db/data-source';

/**
 * The committed catalogue version as a token: the version (the sum of the counters every
 * catalogue write adds 1 to at commit, migration 1796400000000) and the newest counter row's xmin
 * (the last transaction that wrote one). The number alone can come back: emptying the tables
 * (tests TRUNCATE them all) starts the counters again; with the xmin a token never repeats. Read
 * in one statement from the view `catalogue_version` (one row).
 */
export const CATALOGUE_TOKEN_SQL = `SELECT token FROM catalogue_version WHERE id`;

/**
 * Read before nearly every public answer: on the pool directly (no TypeORM query runner) as a
 * named prepared statement, parsed once per connection.
 */
export async function catalogueToken(ctx: RequestContext): Promise<string> {
  const rows = await poolQuery<{ token: string }>(ctx.db, {
    text: CATALOGUE_TOKEN_SQL,
    values: [],
    name: 'catalogue_token',
  });
  return rows[0]?.token ?? 'none';
}
