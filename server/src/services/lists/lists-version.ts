import { createHash } from 'node:crypto';
import type { RequestContext } from '../../context';
import { poolQuery } from '../../db/data-source';

/**
 * The committed lists' version as a token (migration 1796700000000): the sum of the counters every
 * statement writing lists, their trees or members (or the users' fields a list shows) adds 1 to,
 * and the newest counter's transaction. Read in the statement whose answer is kept by it, so what is
 * kept was read in the same snapshot as its token.
 */
export const LISTS_TOKEN_SQL = `SELECT token FROM lists_version`;

/**
 * One read statement on the pool as a named prepared statement (parsed once per connection; its
 * plan cached once PostgreSQL finds the generic one as good), logged and counted like every query.
 * Only for texts made by code from a fixed set of shapes (values always as parameters).
 */
export function listsQuery<T>(ctx: RequestContext, text: string, values: unknown[]): Promise<T[]> {
  const name = `selectree_lists_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return poolQuery<T>(ctx.db, { name, text, values });
}
