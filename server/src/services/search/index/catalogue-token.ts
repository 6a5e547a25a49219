import type { RequestContext } from '../../../context';

/**
 * The committed catalogue version as a token: the version (the sum of the counters every
 * catalogue write adds 1 to at commit, migration 1796400000000) and the newest counter row's xmin
 * (the last transaction that wrote one). The number alone can come back: emptying the tables
 * (tests TRUNCATE them all) starts the counters again; with the xmin a token never repeats. Read
 * in one statement from the view `catalogue_version` (one row).
 */
export const CATALOGUE_TOKEN_SQL = `SELECT token FROM catalogue_version WHERE id`;

export async function catalogueToken(ctx: RequestContext): Promise<string> {
  const rows: { token: string }[] = await ctx.db.query(CATALOGUE_TOKEN_SQL);
  return rows[0]?.token ?? 'none';
}
