import type { EntityManager } from 'typeorm';
import { User } from '../../entities';
import { newPasswordErrors } from './password-rules';
import { hashPassword, verifyPassword } from '../../auth/password-hashing';
import { authorize } from '../../auth/policies';
import { revokeSessions } from '../../auth/sessions';
import type { RequestContext } from '../../context';
import { ValidationError, type FieldError } from '../../errors';
import { voidAccountTokens } from './account-tokens';
import { pendingEmailOf, queueEmailChangeMail, requestEmailChange } from './email-change.service';
import { getUser } from '../shared/users';
import { FieldErrors, MESSAGES, NAME_MAX_LENGTH, ORGANIZATION_MAX_LENGTH } from '../shared/input';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const PASSWORD_CHANGED_MESSAGE = 'Changed';

/** The fields a user may change on their own account (role, flags and verification are not among them). */
export interface EditAccountInput {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  postNominal?: unknown;
  organization?: unknown;
  /** Needed for an e-mail change when `passwordForEmail` is 'required'; checked whenever given. */
  currentPassword?: unknown;
}

/**
 * PUT /users/edit and editAccount: the signed-in user's own names, post nominal and organization,
 * saved at once; a new e-mail address only becomes pending (email-change.service.ts): the link
 * sent to it makes it the account's. GraphQL requires the current password for an e-mail change
 * (`passwordForEmail: 'required'`); the legacy REST body has none (`'optional'`: checked if sent).
 * The answer never says whether the new address has an account.
 */
export async function editAccount(
  ctx: RequestContext,
  input: EditAccountInput,
  options: { passwordForEmail: 'required' | 'optional' },
): Promise<User> {
  const viewer = authorize(ctx.viewer, 'account');
  const errors = new FieldErrors();
  const firstName = errors.required(input.firstName, 'firstName', 'First name', MESSAGES.firstNameRequired);
  const lastName = errors.required(input.lastName, 'lastName', 'Last name', MESSAGES.lastNameRequired);
  const email = errors.email(input.email);
  const postNominal = errors.optional(input.postNominal, 'postNominal', 'Post nominal', NAME_MAX_LENGTH);
  const organization = errors.optional(input.organization, 'organization', 'Organization', ORGANIZATION_MAX_LENGTH);
  errors.check();

  const user = await getUser(ctx.db, viewer.id);
  const emailChanged = user.email.toLowerCase() !== email.toLowerCase();
  const samePending = emailChanged && pendingEmailOf(user, ctx.clock())?.toLowerCase() === email.toLowerCase();
  const password = typeof input.currentPassword === 'string' ? input.currentPassword : '';
  if (emailChanged && !samePending) {
    if (!password && options.passwordForEmail === 'required') {
      const message = MESSAGES.currentPasswordForEmail;
      throw new ValidationError(message, [{ field: 'currentPassword', message }]);
    }
    if (password) await checkCurrentPassword(ctx, user, password);
    await ctx.limits.consume(['emailChangePerAccount', String(user.id)]);
  }
  await ctx.db.transaction(async (manager) => {
    await manager.getRepository(User).update({ id: user.id }, { firstName, lastName, postNominal, organization });
    if (emailChanged && !samePending) await requestEmailChange(ctx, manager, user, email);
  });
  if (emailChanged && !samePending) await queueEmailChangeMail(ctx, user.id, email);
  return getUser(ctx.db, user.id);
}

/** The current password, its guesses counted against the login budget; a wrong one is a field error. */
async function checkCurrentPassword(ctx: RequestContext, user: User, password: string): Promise<void> {
  const attempt = await ctx.limits.consume(['loginPerAccount', `${user.email.toLowerCase()}|${ctx.ip}`]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ValidationError(CURRENT_PASSWORD_WRONG_MESSAGE, [
      { field: 'currentPassword', message: CURRENT_PASSWORD_WRONG_MESSAGE },
    ]);
  }
  await attempt.succeeded();
}

export interface ChangePasswordInput {
  currentPassword: unknown;
  newPassword: unknown;
  confirmPassword: unknown;
}

/**
 * PUT /users/change-password with a session: needs the current password (its guesses count against
 * the login budget) and a new one that passes the §5 rules. Ends every other session of the user
 * and any outstanding reset link; the current session stays.
 */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<{ message: string }> {
  const viewer = authorize(ctx.viewer, 'account');
  const newPassword = typeof input.newPassword === 'string' ? input.newPassword : '';
  const confirmPassword = typeof input.confirmPassword === 'string' ? input.confirmPassword : '';
  const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
  const errors: FieldError[] = newPasswordErrors(newPassword, confirmPassword);

  const user = await getUser(ctx.db, viewer.id);
  const attempt = await ctx.limits.consume(['loginPerAccount', `${user.email.toLowerCase()}|${ctx.ip}`]);
  if (await verifyPassword(user.passwordHash, currentPassword)) await attempt.succeeded();
  else errors.unshift({ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG_MESSAGE });
  if (errors.length) throw new ValidationError(errors[0].message, errors);

  const now = ctx.clock();
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (manager) => {
    await setPassword(manager, user.id, passwordHash, now);
    await revokeSessions(manager, user.id, now, viewer.sessionId);
  });
  return { message: PASSWORD_CHANGED_MESSAGE };
}

/** Stores a new password hash and voids outstanding reset links (shared with resetPassword). */
export async function setPassword(
  manager: EntityManager,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE users SET password_hash = $2, password_changed_at = $3, verified_at = coalesce(verified_at, $3), updated_at = now()
      WHERE id = $1`,
    [userId, passwordHash, now],
  );
  await voidAccountTokens(manager, userId, ['reset'], now);
}

/** PUT /users/settings: the e-mail notification (newsletter) setting. */
export async function updateSettings(ctx: RequestContext, input: { emailNotifications: unknown }): Promise<User> {
  const viewer = authorize(ctx.viewer, 'account');
  const value = input.emailNotifications;
  const emailNotifications = value === true || value === 1 || value === '1' || value === 'true';
  const valid = emailNotifications || value === false || value === 0 || value === '0' || value === 'false';
  if (!valid) {
    const message = 'email_notifications must be true or false';
    throw new ValidationError(message, [{ field: 'emailNotifications', message }]);
  }
  await ctx.db.getRepository(User).update({ id: viewer.id }, { emailNotifications });
  return getUser(ctx.db, viewer.id);
}
