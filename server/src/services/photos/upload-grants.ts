import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../context';
import { ConflictError, ValidationError } from '../../errors';
import { PHOTO_MESSAGES, UPLOAD_URL_SECONDS } from './photo-rules';

/**
 * The file sent under an upload grant, checked: the grant exists (and, with `userId`, is that
 * user's), is unused, was made for this tree and has not long expired, and the file arrived.
 */
export async function readGrantedUpload(ctx: RequestContext, key: string, treeId: number, userId?: number) {
  const [grant]: { tree_id: number; expires_at: Date; used_at: Date | null; user_id: number }[] = await ctx.db.query(
    `SELECT tree_id, expires_at, used_at, user_id FROM photo_uploads WHERE key = $1`,
    [key],
  );
  if (!grant || (userId !== undefined && grant.user_id !== userId))
    throw new ValidationError(PHOTO_MESSAGES.unknownUpload);
  if (grant.used_at) throw new ConflictError(PHOTO_MESSAGES.uploadUsed);
  if (grant.tree_id !== treeId) throw new ValidationError(PHOTO_MESSAGES.uploadOtherTree);
  if (grant.expires_at.getTime() + UPLOAD_URL_SECONDS * 1000 < ctx.clock().getTime()) {
    throw new ValidationError(PHOTO_MESSAGES.uploadExpired);
  }
  const raw = await ctx.photos.get(key);
  if (!raw) throw new ValidationError(PHOTO_MESSAGES.uploadMissing);
  return raw;
}

/** Marks a grant used inside the caller's transaction; ConflictError if another request used it first. */
export async function consumeGrant(manager: EntityManager, key: string): Promise<void> {
  const [{ used }] = await manager.query(
    `WITH u AS (UPDATE photo_uploads SET used_at = now() WHERE key = $1 AND used_at IS NULL RETURNING 1)
     SELECT count(*)::int AS used FROM u`,
    [key],
  );
  if (!used) throw new ConflictError(PHOTO_MESSAGES.uploadUsed);
}

/** After a grant's file was taken (or refused): the raw upload deleted, the grant used. */
export async function releaseGrant(ctx: RequestContext, key: string): Promise<void> {
  await ctx.photos.delete(key).catch(() => undefined);
  await ctx.db.query(`UPDATE photo_uploads SET used_at = COALESCE(used_at, now()) WHERE key = $1`, [key]);
}
