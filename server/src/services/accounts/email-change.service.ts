import type { EntityManager } from 'typeorm';
import { User } from '../../entities';
import { authorize } from '../../auth/policies';
import { revokeSessions } from '../../auth/sessions';
import type { RequestContext } from '../../context';
import { UnauthenticatedError, ValidationError } from '../../errors';
import { confirmEmailChangeMail, emailChangeNoticeMail, emailInUseMail } from '../../mail/templates';
import { enqueueAccountMail, type AccountMailDeps, type QueuedAccountMail } from './account-mail.queue';
import {
  TOKEN_LIFETIME_MS,
  cancelEmailChangeLink,
  confirmEmailLink,
  consumeAccountToken,
  issueAccountToken,
  voidAccountTokens,
} from './account-tokens';
import { sendQuietly } from '../shared/deliver';
import { findUserByEmail, getUser, isUniqueViolation } from '../shared/users';

/**
 * Changing the e-mail address of an account (issue 20.6).
 *
 * 1. The account form (GraphQL: the current password is required; legacy `PUT /users/edit`: without
 *    it) asks for a new address: it becomes `pending_email`, and a job is queued. Nothing else about
 *    the address is checked on the request path: the answer is the same whether the address is free
 *    or already someone's.
 * 2. The job mails the new address a confirmation link (24 hours, single use, hash stored), or, if
 *    the address already has an account, tells its owner that someone tried (no link: the change can
 *    never happen). Either way the old address is told, with a link that cancels the change.
 * 3. Opening the confirmation link makes the address the account's. Every other session ends;
 *    the session that confirms (when it is the account's own) stays signed in. Reset links die.
 * 4. The cancel link (7 days) clears a pending change, or, if it has already been confirmed, puts
 *    the old address back and ends every session (someone who took the session over is signed out).
 */
export const EMAIL_CHANGE_MESSAGES = {
  confirmed: 'Your e-mail address is changed.',
  cancelled: 'The e-mail change is cancelled. Your address stays as it was.',
  reverted: 'The e-mail change is undone: your account has its previous address again and every session has ended.',
  nothingToCancel: 'There is no e-mail change to cancel.',
  invalidLink: 'This link is invalid or has expired.',
  nothingPending: 'There is no pending e-mail change.',
} as const;

/** How long a change stays pending (the life of its confirmation link). */
export const EMAIL_CHANGE_HOURS = TOKEN_LIFETIME_MS.email_change / 3_600_000;

/** The pending address, while its confirmation link can still be opened; null otherwise. */
export function pendingEmailOf(user: User, now: Date): string | null {
  if (!user.pendingEmail || !user.pendingEmailRequestedAt) return null;
  const expires = user.pendingEmailRequestedAt.getTime() + TOKEN_LIFETIME_MS.email_change;
  return expires > now.getTime() ? user.pendingEmail : null;
}

/**
 * Records the new address as pending and queues its mails (called by editAccount, after the
 * password check, in the transaction that saves the other fields). Per-account budget: the
 * requests send mail to an address the caller chooses.
 */
export async function requestEmailChange(
  ctx: RequestContext,
  manager: EntityManager,
  user: User,
  newEmail: string,
): Promise<void> {
  await manager.query(`UPDATE users SET pending_email = $2, pending_email_requested_at = $3 WHERE id = $1`, [
    user.id,
    newEmail,
    ctx.clock(),
  ]);
  await voidAccountTokens(manager, user.id, ['email_change'], ctx.clock());
}

/** Queues the mails of a pending change (after its transaction committed). */
export function queueEmailChangeMail(ctx: RequestContext, userId: number, newEmail: string): Promise<void> {
  return enqueueAccountMail(ctx, { kind: 'email_change', email: newEmail, userId });
}

/** The account screen's "resend": the same mails again for the pending address (a new link). */
export async function resendEmailChange(ctx: RequestContext): Promise<User> {
  const viewer = authorize(ctx.viewer, 'account');
  const user = await getUser(ctx.db, viewer.id);
  const pending = pendingEmailOf(user, ctx.clock());
  if (!pending) throw notPending();
  await ctx.limits.consume(['emailChangePerAccount', String(user.id)]);
  await ctx.db.query(`UPDATE users SET pending_email_requested_at = $2 WHERE id = $1`, [user.id, ctx.clock()]);
  await queueEmailChangeMail(ctx, user.id, pending);
  return getUser(ctx.db, user.id);
}

/** The account screen's "cancel": forgets the pending address; its link stops working. */
export async function discardEmailChange(ctx: RequestContext): Promise<User> {
  const viewer = authorize(ctx.viewer, 'account');
  await ctx.db.transaction((manager) => clearPending(manager, viewer.id, ctx.clock()));
  return getUser(ctx.db, viewer.id);
}

async function clearPending(manager: EntityManager, userId: number, now: Date): Promise<void> {
  await manager.query(
    `UPDATE users SET pending_email = NULL, pending_email_requested_at = NULL, updated_at = now() WHERE id = $1`,
    [userId],
  );
  await voidAccountTokens(manager, userId, ['email_change'], now);
}

function notPending(): ValidationError {
  return new ValidationError(EMAIL_CHANGE_MESSAGES.nothingPending, [
    { field: 'email', message: EMAIL_CHANGE_MESSAGES.nothingPending },
  ]);
}

/**
 * /confirm-email?token: the pending address becomes the account's. Other sessions end; the
 * caller's own session (if it is this account's) stays. `signedIn` tells the client which.
 */
export async function confirmEmailChange(
  ctx: RequestContext,
  input: { token: unknown },
): Promise<{ message: string; user: User; signedIn: boolean }> {
  const attempt = await ctx.limits.consume(['tokenFailuresPerAddress', ctx.ip]);
  const now = ctx.clock();
  const token = typeof input.token === 'string' ? input.token : '';
  const outcome = await ctx.db
    .transaction(async (manager) => {
      const used = token ? await consumeAccountToken(manager, token, ['email_change'], now) : null;
      if (!used?.email) return null;
      const rows: { id: number }[] = await manager.query(
        `UPDATE users SET email = pending_email, pending_email = NULL, pending_email_requested_at = NULL, updated_at = now()
          WHERE id = $1 AND NOT disabled AND lower(pending_email) = lower($2) RETURNING id`,
        [used.userId, used.email],
      );
      if (!rows[0]) return null;
      const keep = ctx.viewer?.id === used.userId ? ctx.viewer.sessionId : undefined;
      await revokeSessions(manager, used.userId, now, keep);
      await voidAccountTokens(manager, used.userId, ['reset', 'verify', 'email_change'], now);
      return { userId: used.userId, signedIn: keep !== undefined };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null; // the address became someone else's meanwhile
      throw error;
    });
  if (!outcome) throw new UnauthenticatedError(EMAIL_CHANGE_MESSAGES.invalidLink);
  await attempt.succeeded();
  return {
    message: EMAIL_CHANGE_MESSAGES.confirmed,
    user: await getUser(ctx.db, outcome.userId),
    signedIn: outcome.signedIn,
  };
}

export type CancelOutcome = 'cancelled' | 'reverted' | 'nothing';

/**
 * /cancel-email-change?token (the link sent to the old address): a pending change is dropped; a
 * change already confirmed is undone (the old address back, every session ended, links voided).
 */
export async function cancelEmailChange(
  ctx: RequestContext,
  input: { token: unknown },
): Promise<{ message: string; outcome: CancelOutcome }> {
  const attempt = await ctx.limits.consume(['tokenFailuresPerAddress', ctx.ip]);
  const now = ctx.clock();
  const token = typeof input.token === 'string' ? input.token : '';
  const outcome = await ctx.db
    .transaction(async (manager): Promise<CancelOutcome | null> => {
      const used = token ? await consumeAccountToken(manager, token, ['email_cancel'], now) : null;
      if (!used?.email) return null;
      const user = await getUser(manager, used.userId);
      if (user.pendingEmail) {
        await clearPending(manager, user.id, now);
        return 'cancelled';
      }
      if (user.email.toLowerCase() === used.email.toLowerCase()) return 'nothing';
      await manager.query(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [user.id, used.email]);
      await revokeSessions(manager, user.id, now);
      await voidAccountTokens(manager, user.id, ['reset', 'verify', 'email_change'], now);
      return 'reverted';
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null; // the old address is someone else's now
      throw error;
    });
  if (!outcome) throw new UnauthenticatedError(EMAIL_CHANGE_MESSAGES.invalidLink);
  await attempt.succeeded();
  const message = {
    cancelled: EMAIL_CHANGE_MESSAGES.cancelled,
    reverted: EMAIL_CHANGE_MESSAGES.reverted,
    nothing: EMAIL_CHANGE_MESSAGES.nothingToCancel,
  }[outcome];
  return { message, outcome };
}

/**
 * The e-mail change job: the confirmation link to the new address (or, when that address has an
 * account, a note to its owner and no link), and to the old address a notice with a cancel link.
 * A job for an address that is no longer the pending one (cancelled, replaced) does nothing.
 */
export async function deliverEmailChange(deps: AccountMailDeps, job: QueuedAccountMail): Promise<void> {
  if (job.userId === null) return;
  const account = await deps.db.getRepository(User).findOne({ where: { id: job.userId } });
  if (!account || account.disabled || account.pendingEmail?.toLowerCase() !== job.email.toLowerCase()) return;
  const now = deps.clock();
  const found = await findUserByEmail(deps.db, job.email);
  const other = found && found.id !== account.id ? found : null;
  const tokens = await deps.db.transaction(async (manager) => ({
    confirm: other
      ? null
      : await issueAccountToken(manager, account.id, 'email_change', now, undefined, account.pendingEmail),
    cancel: await issueAccountToken(manager, account.id, 'email_cancel', now, undefined, account.email),
  }));
  if (other)
    await sendQuietly(deps, other.email, emailInUseMail({ firstName: other.firstName, language: other.language }));
  else {
    const link = confirmEmailLink(deps.config, tokens.confirm!);
    const content = confirmEmailChangeMail({
      firstName: account.firstName,
      newEmail: job.email,
      link,
      hours: EMAIL_CHANGE_HOURS,
      language: account.language,
    });
    await sendQuietly(deps, job.email, content);
  }
  const cancelLink = cancelEmailChangeLink(deps.config, tokens.cancel);
  const days = TOKEN_LIFETIME_MS.email_cancel / 86_400_000;
  await sendQuietly(
    deps,
    account.email,
    emailChangeNoticeMail({
      firstName: account.firstName,
      newEmail: job.email,
      cancelLink,
      days,
      language: account.language,
    }),
  );
}
