import type { RequestContext } from '../../../context';

/**
 * The committed catalogue version as a token: the version row's number (bumped by a statement
 * trigger on every catalogue write, migration 1795800000001) and its xmin (the transaction that
 * wrote it). The number alone can come back: emptying the tables (tests TRUNCATE them all)
 * re-creates the row at 1; with its xmin a token never repeats. Read in one single-row statement.
 */
export const CATALOGUE_TOKEN_SQL = `SELECT version::text || ':' || xmin::text AS token FROM catalogue_version WHERE id`;

export async function catalogueToken(ctx: RequestContext): Promise<string> {
  const rows: { token: string }[] = await ctx.db.query(CATALOGUE_TOKEN_SQL);
  return rows[0]?.token ?? 'none';
}
