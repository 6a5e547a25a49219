import { isAccountLanguage } from '@selectree/rules';
import { User } from '../../entities';
import { newAccountLanguage } from './language';
import { ROLE_USER } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { UnauthenticatedError, ValidationError } from '../../errors';
import { accountExistsMail, verifyAccountMail } from '../../mail/templates';
import {
  TOKEN_LIFETIME_MS,
  consumeAccountToken,
  issueAccountToken,
  resetPasswordLink,
  verifyAccountLink,
} from './account-tokens';
import { enqueueAccountMail, type AccountMailDeps, type QueuedAccountMail } from './account-mail.queue';
import { acceptListInvitations } from '../lists.service';
import { sendQuietly } from '../shared/deliver';
import { findUserByEmail, isUniqueViolation } from '../shared/users';
import { FieldErrors, MESSAGES } from '../shared/input';

/**
 * Sign-up and verification.
 *
 * The password is never part of sign-up. The spec's sign-up form has first name, last name and
 * e-mail only; the person who opens the verification link (and so controls the mailbox) chooses
 * the password. That also closes the "pre-hijack" hole where someone signs up with another
 * person's address and a password of their own. So:
 *   signup -> e-mail with /verify-account?token (5 minutes) -> verifyAccount (agreement required)
 *   -> answers a single-use password token -> /reset-password?token -> resetPassword -> logged in.
 * The REST sign-up payload's `password` and `url` fields are ignored (links use PUBLIC_URL).
 */
export const VERIFICATION_SENT_MESSAGE =
  'An email was sent to verify and enable your account. It will expire in 5 minutes';
export const ACCOUNT_VERIFIED_MESSAGE = 'Your account is verified. Please choose a password.';
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Please request a new one.';
export const AGREEMENT_REQUIRED_MESSAGE = 'You must agree to the user agreement to verify your account';

const VERIFY_MINUTES = TOKEN_LIFETIME_MS.verify / 60_000;

export interface SignupInput {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  emailNotifications?: unknown;
}

/**
 * Queues the sign-up (account-mail.queue.ts) and answers at once: the same answer, statements and
 * time whether or not the address already has an account. The job creates an unverified account
 * and mails its verification link; an unverified account gets a fresh link, a verified one a note
 * that it already has an account.
 */
export async function signup(ctx: RequestContext, input: SignupInput): Promise<{ message: string }> {
  const errors = new FieldErrors();
  const firstName = errors.required(input.firstName, 'firstName', 'First name', MESSAGES.firstNameRequired);
  const lastName = errors.required(input.lastName, 'lastName', 'Last name', MESSAGES.lastNameRequired);
  const email = errors.email(input.email);
  errors.check();
  await ctx.limits.consume(['signupPerAddress', ctx.ip]);
  const emailNotifications = input.emailNotifications === true || input.emailNotifications === 1;
  const language = newAccountLanguage(ctx);
  const payload = { firstName, lastName, emailNotifications, language };
  await enqueueAccountMail(ctx, { kind: 'signup', email, payload });
  return { message: VERIFICATION_SENT_MESSAGE };
}

/** The sign-up job (account-mail.queue.ts): creates the account if there is none, then mails. */
export async function deliverSignup(deps: AccountMailDeps, job: QueuedAccountMail): Promise<void> {
  const { firstName, lastName, emailNotifications } = job.payload as {
    firstName: string;
    lastName: string;
    emailNotifications: boolean;
  };
  // Jobs queued before the account language existed carry none: English.
  const language = isAccountLanguage(job.payload.language) ? job.payload.language : 'en';
  let user = await findUserByEmail(deps.db, job.email);
  if (!user) {
    try {
      const users = deps.db.getRepository(User);
      user = await users.save(
        users.create({ firstName, lastName, email: job.email, roleId: ROLE_USER, emailNotifications, language }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(deps.db, job.email); // a concurrent sign-up won
    }
  }
  if (!user || user.disabled) return;
  if (!user.verifiedAt) {
    await sendVerification(deps, user);
    return;
  }
  const loginUrl = `${deps.config.publicUrl}/#auth_modal`;
  await sendQuietly(
    deps,
    user.email,
    accountExistsMail({ firstName: user.firstName, loginUrl, resetUrl: loginUrl, language: user.language }),
  );
}

/** POST /users/resend-verification: a fresh link for an unverified account; the same answer otherwise. */
export async function resendVerification(ctx: RequestContext, input: { email: unknown }): Promise<{ message: string }> {
  const errors = new FieldErrors();
  const email = errors.email(input.email);
  errors.check();
  await ctx.limits.consume(['resendPerAccount', `${email}|${ctx.ip}`], ['signupPerAddress', ctx.ip]);
  await enqueueAccountMail(ctx, { kind: 'resend', email });
  return { message: VERIFICATION_SENT_MESSAGE };
}

/** The resend job: a fresh verification link when the account exists and is not verified yet. */
export async function deliverResend(deps: AccountMailDeps, job: QueuedAccountMail): Promise<void> {
  const user = await findUserByEmail(deps.db, job.email);
  if (user && !user.verifiedAt && !user.disabled) await sendVerification(deps, user);
}

/** Issues a verification token (voiding older ones) and mails its link. */
export async function sendVerification(deps: AccountMailDeps, user: User): Promise<void> {
  const token = await deps.db.transaction((manager) => issueAccountToken(manager, user.id, 'verify', deps.clock()));
  const link = verifyAccountLink(deps.config, token);
  await sendQuietly(
    deps,
    user.email,
    verifyAccountMail({ firstName: user.firstName, link, minutes: VERIFY_MINUTES, language: user.language }),
  );
}

export interface VerifyAccountResult {
  message: string;
  /** Single-use token for /reset-password?token: the verified person chooses the password there. */
  passwordToken: string | null;
}

/**
 * PUT /users/verify-account (bearer: the link's token). Accepts a sign-up verification link or an
 * admin's invitation; needs the agreement. Marks the account verified (which accepts the open list
 * invitations to its address, services/lists/list-invitations.service.ts) and answers a password token
 * (1 hour) when the account has no password yet, which is always the case after sign-up or invite.
 */
export async function verifyAccount(
  ctx: RequestContext,
  input: { token: string | undefined; agreed: unknown },
): Promise<VerifyAccountResult> {
  if (input.agreed !== true) {
    throw new ValidationError(AGREEMENT_REQUIRED_MESSAGE, [{ field: 'agreed', message: AGREEMENT_REQUIRED_MESSAGE }]);
  }
  const attempt = await ctx.limits.consume(['tokenFailuresPerAddress', ctx.ip]);
  const now = ctx.clock();
  const result = await ctx.db.transaction(async (manager) => {
    const used = input.token ? await consumeAccountToken(manager, input.token, ['verify', 'invite'], now) : null;
    if (!used) return null;
    const rows: { password_hash: string | null }[] = await manager.query(
      `WITH verified AS (
         UPDATE users SET verified_at = coalesce(verified_at, $2), updated_at = now()
          WHERE id = $1 AND NOT disabled RETURNING password_hash)
       SELECT password_hash FROM verified`,
      [used.userId, now],
    );
    if (!rows[0]) return null;
    // Invitations to collaborate on a list sent to this address take effect now (issue 21.10).
    await acceptListInvitations(manager, used.userId, now);
    const passwordToken = rows[0].password_hash ? null : await issueAccountToken(manager, used.userId, 'reset', now);
    return { passwordToken };
  });
  if (!result) throw new UnauthenticatedError(INVALID_LINK_MESSAGE);
  await attempt.succeeded();
  return { message: ACCOUNT_VERIFIED_MESSAGE, passwordToken: result.passwordToken };
}

/** The page a password token opens (the client navigates there after verifying). */
export function passwordPageLink(ctx: RequestContext, passwordToken: string): string {
  return resetPasswordLink(ctx.config, passwordToken);
}
