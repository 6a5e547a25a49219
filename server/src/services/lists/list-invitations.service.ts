import { accountLanguageOf } from '@selectree/rules';
import { spendBudget } from '../../auth/rate-limits';
import type { EntityManager } from 'typeorm';
import { hashToken, randomToken } from '../../auth/tokens';
import type { RequestContext } from '../../context';
import { User } from '../../entities';
import { NotFoundError, UnavailableError, ValidationError } from '../../errors';
import { MailDeliveryError } from '../../mail/mailer';
import { listInvitationMail } from '../../mail/templates';
import { findUserByEmail } from '../shared/users';
import { FieldErrors } from '../shared/input';
import { parseId } from '../ids';
import { listFor } from './list-access';
import { addCollaborator } from './list-collaborators.service';
import { personName } from './list-people';
import { LIST_MESSAGES } from './list-rules';

/** How long a list invitation's link works. */
export const LIST_INVITATION_DAYS = 14;

/** The invitation page's link, on the configured public origin. */
export function listInvitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/list-invitation?token=${encodeURIComponent(token)}`;
}

/**
 * The owner or a collaborator invites an e-mail address to collaborate on the list (issue 21.10;
 * GraphQL and the screen: the spec's REST path keeps answering 'Error, user does not exist' for an
 * address without an account). An address with an account is simply added as a collaborator. Else
 * the address gets a link with a single-use token (only its hash kept, LIST_INVITATION_DAYS days);
 * inviting it again renews the link (the older one stops working). When an account with that address
 * is verified (the sign-up the link leads to), it becomes a collaborator (acceptListInvitations). The
 * e-mail is sent inside the transaction: if the mail server refuses it, no invitation is kept.
 */
export async function inviteCollaborator(
  ctx: RequestContext,
  rawListId: unknown,
  rawEmail: unknown,
): Promise<{ message: string; invited: boolean }> {
  const listId = parseId(rawListId, 'list_id');
  const errors = new FieldErrors();
  const email = errors.email(rawEmail).toLowerCase();
  errors.check();
  const account = await findUserByEmail(ctx.db, email);
  if (account && !account.disabled) {
    await addCollaborator(ctx, listId, email);
    return { message: LIST_MESSAGES.userAdded, invited: false };
  }
  // An invitation mails an address the caller picks: the sharing budget (per account, address and
  // recipient), as adding a collaborator spends it (addCollaborator above spends its own).
  await spendBudget(ctx, 'listShare', email);
  const token = randomToken();
  const now = ctx.clock();
  try {
    await ctx.db.transaction(async (manager) => {
      const list = await listFor(manager, ctx.viewer, listId, 'list:share', {
        lock: true,
        forbidden: LIST_MESSAGES.lackPermissionsToShare,
      });
      await manager.query(
        `INSERT INTO list_invitations (list_id, email, invited_by_id, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (list_id, email) DO UPDATE SET invited_by_id = EXCLUDED.invited_by_id,
           token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, created_at = now(),
           accepted_at = NULL, accepted_user_id = NULL`,
        [listId, email, ctx.viewer!.id, hashToken(token), new Date(now.getTime() + LIST_INVITATION_DAYS * 86_400_000)],
      );
      const inviter = await manager.getRepository(User).findOneBy({ id: ctx.viewer!.id });
      await ctx.mailer.send({
        to: email,
        ...listInvitationMail({
          invitedBy: personName(inviter),
          listName: list.name,
          link: listInvitationLink(ctx.config.publicUrl, token),
          days: LIST_INVITATION_DAYS,
          // No account to take a language from: the inviter's request's (docs/i18n.md).
          language: accountLanguageOf(ctx.locale),
        }),
      });
    });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    if (error.permanent)
      throw new ValidationError(LIST_MESSAGES.invitationFailed, [
        { field: 'email', message: LIST_MESSAGES.invitationFailed },
      ]);
    throw new UnavailableError(LIST_MESSAGES.invitationFailed);
  }
  return { message: LIST_MESSAGES.invitationSent(email), invited: true };
}

export interface ListInvitationView {
  email: string;
  listName: string;
  invitedBy: string;
  expiresAt: Date;
}

/**
 * The invitation page (/list-invitation?token): who invited which address to which list, while the
 * link works (not accepted, not renewed, not expired); else 'This invitation link is invalid or has expired'.
 */
export async function readListInvitation(ctx: RequestContext, rawToken: unknown): Promise<ListInvitationView> {
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  const rows: { email: string; name: string; first_name: string | null; last_name: string | null; expires_at: Date }[] =
    token && token.length <= 512
      ? await ctx.db.query(
          `SELECT i.email, l.name, u.first_name, u.last_name, i.expires_at
             FROM list_invitations i JOIN lists l ON l.id = i.list_id LEFT JOIN users u ON u.id = i.invited_by_id
            WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > $2`,
          [hashToken(token), ctx.clock()],
        )
      : [];
  if (!rows[0]) throw new NotFoundError(LIST_MESSAGES.invitationInvalid);
  const row = rows[0];
  return {
    email: row.email,
    listName: row.name,
    invitedBy: personName(
      row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '' },
    ),
    expiresAt: row.expires_at,
  };
}

/**
 * Called in the transaction that verifies an account: every open invitation to the account's
 * e-mail makes it a collaborator of that list (a follower becomes one; the owner stays owner).
 * Answers the lists joined.
 */
export async function acceptListInvitations(manager: EntityManager, userId: number, now: Date): Promise<number[]> {
  const rows: { list_id: number }[] = await manager.query(
    `WITH accepted AS (
       UPDATE list_invitations i SET accepted_at = $2, accepted_user_id = $1
         FROM users u
        WHERE u.id = $1 AND i.email = lower(u.email) AND i.accepted_at IS NULL AND i.expires_at > $2
        RETURNING i.list_id),
     joined AS (
       INSERT INTO list_members (list_id, user_id, role)
       SELECT DISTINCT a.list_id, $1::int, 'Collaborator' FROM accepted a JOIN lists l ON l.id = a.list_id
        WHERE l.owner_id <> $1
       ON CONFLICT (list_id, user_id) DO UPDATE SET role = 'Collaborator'
       RETURNING list_id)
     SELECT list_id FROM joined ORDER BY list_id`,
    [userId, now],
  );
  return rows.map((row) => row.list_id);
}
