import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { TreeList, User } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import { parseId } from '../ids';
import { listFor, readList, type ListRecord } from './list-access';
import { LIST_MESSAGES, parseBoolean } from './list-rules';

/** Site admins' bans: a list, or every list of a user, out of list search (spec §1, issue 21.6). */

/** PATCH /list/ban {list_id, value}: site admins hide (or show again) a list. Answers its name. */
export async function banList(ctx: RequestContext, rawId: unknown, rawValue: unknown): Promise<ListRecord> {
  const listId = parseId(rawId, 'list_id');
  const value = parseBoolean(rawValue, 'value');
  authorize(ctx.viewer, 'admin');
  return ctx.db.transaction(async (manager) => {
    await listFor(manager, ctx.viewer, listId, 'list:ban', { lock: true });
    await manager.update(TreeList, { id: listId }, { banned: value });
    return (await readList(manager, ctx.viewer, listId))!;
  });
}

/**
 * PATCH /users/ban {user_id, value}: site admins hide (or show again) every list of a user from
 * everyone but its owner, its collaborators and site admins. Answers the spec's 'User X Banned' /
 * 'User X Unbanned' (X: the name, else the e-mail).
 */
export async function banUser(
  ctx: RequestContext,
  rawId: unknown,
  rawValue: unknown,
): Promise<{ user: User; message: string }> {
  const userId = parseId(rawId, 'user_id');
  const value = parseBoolean(rawValue, 'value');
  const viewer = authorize(ctx.viewer, 'admin');
  if (userId === viewer.id)
    throw new ValidationError(LIST_MESSAGES.cannotBanSelf, [
      { field: 'user_id', message: LIST_MESSAGES.cannotBanSelf },
    ]);
  const repository = ctx.db.getRepository(User);
  const user = await repository.findOneBy({ id: userId });
  if (!user) throw new NotFoundError('No such user');
  if (user.banned !== value) await repository.update({ id: userId }, { banned: value });
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return { user: { ...user, banned: value }, message: LIST_MESSAGES.userBanned(name, value) };
}
