import { User } from '../../entities';
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
import { acceptListInvitations } from '../lists/list-invitations.service';
import { sendQuietly } from './deliver';
import { findUserByEmail, isUniqueViolation } from './users';
import { FieldErrors, MESSAGES } from './validation';

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
 * Creates an unverified account and e-mails the verification link. The answer is the same whether
 * or not the address already has an account: an unverified one gets a fresh link, a verified one a
 * note that it already has an account.
 */
export async function signup(ctx: RequestContext, input: SignupInput): Promise<{ message: string }> {
  const errors = new FieldErrors();
  const firstName = errors.required(input.firstName, 'firstName', 'First name', MESSAGES.firstNameRequired);
  const lastName = errors.required(input.lastName, 'lastName', 'Last name', MESSAGES.lastNameRequired);
  const email = errors.email(input.email);
  errors.check();
  await ctx.limits.consume(['signupPerAddress', ctx.ip]);

  let user = await findUserByEmail(ctx.db, email);
  if (!user) {
    try {
      user = await ctx.db.getRepository(User).save(
        ctx.db.getRepository(User).create({
          firstName,
          lastName,
          email,
          roleId: ROLE_USER,
          emailNotifications: input.emailNotifications === true || input.emailNotifications === 1,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(ctx.db, email); // a concurrent sign-up won
    }
  }
  if (user && !user.disabled) {
    if (!user.verifiedAt) await sendVerification(ctx, user);
    else {
      await sendQuietly(
        ctx,
        user.email,
        accountExistsMail({
          firstName: user.firstName,
          loginUrl: `${ctx.config.publicUrl}/#auth_modal`,
          resetUrl: `${ctx.config.publicUrl}/#auth_modal`,
        }),
      );
    }
  }
  return { message: VERIFICATION_SENT_MESSAGE };
}

/** POST /users/resend-verification: a fresh link for an unverified account; the same answer otherwise. */
export async function resendVerification(ctx: RequestContext, input: { email: unknown }): Promise<{ message: string }> {
  const errors = new FieldErrors();
  const email = errors.email(input.email);
  errors.check();
  await ctx.limits.consume(['resendPerAccount', `${email}|${ctx.ip}`], ['signupPerAddress', ctx.ip]);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.verifiedAt && !user.disabled) await sendVerification(ctx, user);
  return { message: VERIFICATION_SENT_MESSAGE };
}

async function sendVerification(ctx: RequestContext, user: User): Promise<void> {
  const token = await ctx.db.transaction((manager) => issueAccountToken(manager, user.id, 'verify', ctx.clock()));
  const link = verifyAccountLink(ctx.config, token);
  await sendQuietly(ctx, user.email, verifyAccountMail({ firstName: user.firstName, link, minutes: VERIFY_MINUTES }));
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
