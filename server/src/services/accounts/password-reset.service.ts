import type { User } from '../../entities';
import { newPasswordErrors } from './password-rules';
import { hashPassword } from '../../auth/password-hashing';
import { createSession, revokeSessions } from '../../auth/sessions';
import type { RequestContext } from '../../context';
import { UnauthenticatedError, ValidationError } from '../../errors';
import { passwordResetMail } from '../../mail/templates';
import { TOKEN_LIFETIME_MS, consumeAccountToken, issueAccountToken, resetPasswordLink } from './account-tokens';
import { enqueueAccountMail, type AccountMailDeps, type QueuedAccountMail } from './account-mail.queue';
import { LOGIN_REQUIRED_MESSAGE } from '../../auth/policies';
import { changePassword, setPassword } from './account.service';
import { sendQuietly } from '../shared/deliver';
import { sendVerification } from './signup.service';
import { findUserByEmail, getUser } from '../shared/users';
import { FieldErrors } from '../shared/input';

export const RESET_REQUESTED_MESSAGE =
  'If an account with that email exists the email was sent. Please check your inbox';
export const RESET_LINK_INVALID_MESSAGE =
  'This password link is invalid or has expired. Please request another reset email.';

/**
 * POST /users/reset-password {email}: e-mails a single-use /reset-password link (1 hour) that voids
 * any older one. The request only queues the job (account-mail.queue.ts), so the answer, its
 * statements and its time are the same whether or not the address has an account. An account that
 * is not verified yet gets its verification link instead, so the agreement is still accepted first.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: { email: unknown },
): Promise<{ message: string }> {
  const errors = new FieldErrors();
  const email = errors.email(input.email);
  errors.check();
  await ctx.limits.consume(['resetPerAccount', `${email}|${ctx.ip}`], ['resetPerAddress', ctx.ip]);
  await enqueueAccountMail(ctx, { kind: 'reset', email });
  return { message: RESET_REQUESTED_MESSAGE };
}

/** The reset job (account-mail.queue.ts): the link for an enabled account, or its verification link. */
export async function deliverReset(deps: AccountMailDeps, job: QueuedAccountMail): Promise<void> {
  const user = await findUserByEmail(deps.db, job.email);
  if (!user || user.disabled) return;
  if (!user.verifiedAt) {
    await sendVerification(deps, user);
    return;
  }
  const token = await deps.db.transaction((manager) => issueAccountToken(manager, user.id, 'reset', deps.clock()));
  const minutes = TOKEN_LIFETIME_MS.reset / 60_000;
  const link = resetPasswordLink(deps.config, token);
  await sendQuietly(
    deps,
    user.email,
    passwordResetMail({ firstName: user.firstName, link, minutes, language: user.language }),
  );
}

export interface ResetPasswordInput {
  token: string | undefined;
  newPassword: unknown;
  confirmPassword: unknown;
}

/**
 * Completes a /reset-password link (REST: PUT /users/change-password with the link's token as the
 * bearer). The rules are checked before the token is used, so a rejected password leaves the link
 * working. Then, in one transaction: the token is used, the password set (the account counts as
 * verified: the link proved the mailbox), every session of the user ended, and a fresh session
 * started, which is returned so the client is logged in.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: ResetPasswordInput,
): Promise<{ message: string; user: User; token: string }> {
  const newPassword = typeof input.newPassword === 'string' ? input.newPassword : '';
  const confirmPassword = typeof input.confirmPassword === 'string' ? input.confirmPassword : '';
  const errors = newPasswordErrors(newPassword, confirmPassword);
  if (errors.length) throw new ValidationError(errors[0].message, errors);

  const attempt = await ctx.limits.consume(['tokenFailuresPerAddress', ctx.ip]);
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (manager) => {
    const used = input.token ? await consumeAccountToken(manager, input.token, ['reset'], now) : null;
    if (!used) return null;
    const user = await getUser(manager, used.userId);
    if (user.disabled) return null;
    await setPassword(manager, user.id, passwordHash, now);
    await revokeSessions(manager, user.id, now);
    return { userId: user.id, token: await createSession(manager, user.id, now) };
  });
  if (!outcome) throw new UnauthenticatedError(RESET_LINK_INVALID_MESSAGE);
  await attempt.succeeded();
  return { message: 'Changed', user: await getUser(ctx.db, outcome.userId), token: outcome.token };
}

export type PasswordChangeResult =
  { kind: 'changed'; message: string } | { kind: 'reset'; message: string; user: User; token: string };

/**
 * PUT /users/change-password (spec §7) serves two cases: a signed-in user changes their password
 * (the current one required), or the holder of a reset link (its token as the bearer, no session)
 * sets a new one and is signed in. Neither: "login required".
 */
export async function changeOrResetPassword(
  ctx: RequestContext,
  input: { newPassword: unknown; confirmPassword: unknown; currentPassword: unknown; linkToken: string | null },
): Promise<PasswordChangeResult> {
  const { linkToken, currentPassword, ...passwords } = input;
  if (ctx.viewer) return { kind: 'changed', ...(await changePassword(ctx, { ...passwords, currentPassword })) };
  if (!linkToken) throw new UnauthenticatedError(LOGIN_REQUIRED_MESSAGE);
  return { kind: 'reset', ...(await resetPassword(ctx, { ...passwords, token: linkToken })) };
}
