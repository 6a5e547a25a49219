import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import { ListMember, User } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import { listSharedMail, listUnsharedMail } from '../../mail/templates';
import { sendQuietly } from '../shared/deliver';
import { FieldErrors } from '../shared/input';
import { parseId } from '../ids';
import { listFor } from './list-access';
import { LIST_MESSAGES } from './list-rules';
import { personName } from './list-people';

/**
 * PATCH /list/addCollabToList {list_id, email}: the owner or a collaborator shares the list with an
 * account (a follower becomes a collaborator). The new collaborator is told by e-mail (a message
 * about their own access, not the newsletter, so whatever their notification setting); a failed
 * e-mail is logged and does not undo the sharing. An address without an account: the spec's
 * 'Error, user does not exist' (the screen then offers an invitation, list-invitations.service.ts).
 */
export async function addCollaborator(ctx: RequestContext, rawListId: unknown, rawEmail: unknown): Promise<User> {
  await spendBudget(ctx, 'listShare', rawEmail);
  const listId = parseId(rawListId, 'list_id');
  const errors = new FieldErrors();
  const email = errors.email(rawEmail);
  errors.check();
  const { list, user } = await ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, ctx.viewer, listId, 'list:share', {
      lock: true,
      forbidden: LIST_MESSAGES.lackPermissionsToShare,
    });
    const user = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .andWhere('NOT user.disabled')
      .getOne();
    if (!user) throw new NotFoundError(LIST_MESSAGES.noSuchUser);
    const member = await manager.findOneBy(ListMember, { listId, userId: user.id });
    if (user.id === list.owner.id || member?.role === 'Collaborator') {
      throw new ValidationError(LIST_MESSAGES.alreadyAdded, [{ field: 'email', message: LIST_MESSAGES.alreadyAdded }]);
    }
    if (member) await manager.update(ListMember, { listId, userId: user.id }, { role: 'Collaborator' });
    else await manager.insert(ListMember, { listId, userId: user.id, role: 'Collaborator' });
    return { list, user };
  });
  const sharer = await ctx.db.getRepository(User).findOneBy({ id: ctx.viewer!.id });
  await sendQuietly(
    ctx,
    user.email,
    listSharedMail({
      firstName: user.firstName,
      sharedBy: personName(sharer),
      listName: list.name,
      link: `${ctx.config.publicUrl}/list/${list.id}`,
      language: user.language,
    }),
  );
  return user;
}

/**
 * DELETE /list/{id}/collab/{user_id}: the owner or a collaborator removes a collaborator, who is
 * told by e-mail (not when they removed themselves); a failed e-mail is logged only.
 */
export async function removeCollaborator(ctx: RequestContext, rawListId: unknown, rawUserId: unknown): Promise<void> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'list_id');
  const userId = parseId(rawUserId, 'user_id');
  const list = await ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, ctx.viewer, listId, 'list:share', { lock: true });
    const result = await manager.delete(ListMember, { listId, userId, role: 'Collaborator' });
    if (!result.affected) throw new NotFoundError(LIST_MESSAGES.notCollaborator);
    return list;
  });
  if (userId === ctx.viewer!.id) return;
  const users = ctx.db.getRepository(User);
  const [removed, remover] = await Promise.all([
    users.findOneBy({ id: userId }),
    users.findOneBy({ id: ctx.viewer!.id }),
  ]);
  if (removed)
    await sendQuietly(
      ctx,
      removed.email,
      listUnsharedMail({
        firstName: removed.firstName,
        removedBy: personName(remover),
        listName: list.name,
        language: removed.language,
      }),
    );
}
