import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import { parseId } from '../ids';
import { listFor, readList, type ListRecord } from './list-access';
import { newShareKey } from './list-share-key';

/** POST /list/{id}/share-key: the owner makes a new key; links with the old one stop working. */
export async function renewShareKey(ctx: RequestContext, rawId: unknown): Promise<ListRecord> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawId, 'list_id');
  return ctx.db.transaction(async (manager) => {
    await listFor(manager, ctx.viewer, listId, 'list:new-link', { lock: true });
    await manager.query(`UPDATE lists SET share_key = $2, updated_at = now() WHERE id = $1`, [listId, newShareKey()]);
    return (await readList(manager, ctx.viewer, listId))!;
  });
}
