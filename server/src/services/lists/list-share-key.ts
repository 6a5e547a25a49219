import crypto from 'node:crypto';
import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import { parseId } from '../ids';
import { listFor, readList, type ListRecord } from './list-access';

/**
 * Share keys of link-viewable lists (issue 20.12). The link is /list/{id}?key={shareKey}; by id
 * alone such a list answers 404 'You have no access to this list' (as a private one does) to
 * anyone without a role on it. Owner and collaborators see the key (to copy the link); followers
 * who followed through the link keep their access by their role; the owner can make a new key,
 * and the old links stop working.
 */

export const NEW_SHARE_KEY_MESSAGE = 'The list has a new link; the old link no longer works';

/** 24 random bytes (192 bits), base64url: 32 characters. */
export function newShareKey(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** The given key is the list's (compared in constant time). */
export function shareKeyMatches(listKey: string | null | undefined, given: unknown): boolean {
  if (!listKey || typeof given !== 'string' || given.length !== listKey.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(listKey));
}

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
