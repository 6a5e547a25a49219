import { Role, User } from '../../entities';
import { newAccountLanguage } from './language';
import { ROLE_ADMIN, ROLE_IDS, ROLE_USER, authorize } from '../../auth/policies';
import { revokeSessions } from '../../auth/sessions';
import type { RequestContext } from '../../context';
import { ConflictError, UnavailableError, ValidationError } from '../../errors';
import { MailDeliveryError } from '../../mail/mailer';
import { inviteMail } from '../../mail/templates';
import { parseId } from '../ids';
import { TOKEN_LIFETIME_MS, issueAccountToken, resetPasswordLink, verifyAccountLink } from './account-tokens';
import { findUserByEmail, getUser, isUniqueViolation } from '../shared/users';
import { FieldErrors, text } from '../shared/input';

export const INVITE_FAILED_MESSAGE = 'Could not send invite. Please double check the email address.';
export const INVITE_SENT_MESSAGE = 'Invitation sent.';
export const ACCOUNT_EXISTS_MESSAGE = 'An account with that email already exists';
export const LAST_ADMIN_MESSAGE = 'There must be at least one admin';
export const UNKNOWN_ROLE_MESSAGE = 'Unknown role';

/** The largest page of users one call answers. */
export const MAX_USERS_PAGE = 1000;

export interface Page {
  limit?: number;
  offset?: number;
}

function page(input: Page): { take: number; skip: number } {
  const take = Math.min(Math.max(Math.trunc(input.limit ?? MAX_USERS_PAGE), 1), MAX_USERS_PAGE);
  return { take, skip: Math.max(Math.trunc(input.offset ?? 0), 0) };
}

/** GET /users: the accounts, oldest first, a page at a time (admins); total counts them all. */
export async function listUsers(ctx: RequestContext, input: Page = {}): Promise<{ users: User[]; total: number }> {
  authorize(ctx.viewer, 'users:view');
  const [users, total] = await ctx.db.getRepository(User).findAndCount({ order: { id: 'ASC' }, ...page(input) });
  return { users, total };
}

/** GET /users/roles. */
export async function listRoles(ctx: RequestContext): Promise<Role[]> {
  authorize(ctx.viewer, 'users:view');
  return ctx.db.getRepository(Role).find({ order: { id: 'ASC' } });
}

/** POST /users/search {search}: accounts whose e-mail contains the text (case-insensitive, literal). */
export async function searchUsers(ctx: RequestContext, input: { search: unknown } & Page): Promise<User[]> {
  authorize(ctx.viewer, 'users:view');
  const search = text(input.search).toLowerCase();
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { take, skip } = page(input);
  return ctx.db
    .getRepository(User)
    .createQueryBuilder('user')
    .innerJoinAndSelect('user.role', 'role')
    .where(`lower(user.email) LIKE :pattern ESCAPE '\\'`, { pattern })
    .orderBy('user.id', 'ASC')
    .take(take)
    .skip(skip)
    .getMany();
}

/**
 * PUT /users/change-role {role_id, user_id}. A demotion ends the user's sessions at once (and the
 * role is read on every request anyway). The last admin cannot be demoted.
 */
export async function changeRole(ctx: RequestContext, input: { userId: unknown; roleId: unknown }): Promise<User> {
  authorize(ctx.viewer, 'users:change-role');
  const userId = parseId(input.userId, 'user_id');
  const roleId = Number(input.roleId);
  if (!(ROLE_IDS as readonly number[]).includes(roleId)) {
    throw new ValidationError(UNKNOWN_ROLE_MESSAGE, [{ field: 'roleId', message: UNKNOWN_ROLE_MESSAGE }]);
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (manager) => {
    const user = await getUser(manager, userId);
    if (user.roleId === roleId) return;
    if (user.roleId === ROLE_ADMIN && roleId < ROLE_ADMIN) {
      // Lock the admins' rows: two admins demoting each other at once cannot both succeed.
      const admins: unknown[] = await manager.query(
        `SELECT id FROM users WHERE role_id = $1 AND NOT disabled FOR UPDATE`,
        [ROLE_ADMIN],
      );
      if (admins.length <= 1) throw new ConflictError(LAST_ADMIN_MESSAGE);
    }
    await manager.getRepository(User).update({ id: userId }, { roleId });
    if (roleId < user.roleId) await revokeSessions(manager, userId, now);
  });
  return getUser(ctx.db, userId);
}

/**
 * POST /users/invite {email, first_name, last_name}: creates the account (role user, unverified, no
 * password) and e-mails an invitation to /verify-account?token (72 hours), where the invitee
 * accepts the agreement and then chooses a password. Nothing is kept when the mail server refuses.
 */
export async function inviteUser(
  ctx: RequestContext,
  input: { email: unknown; firstName?: unknown; lastName?: unknown },
): Promise<User> {
  authorize(ctx.viewer, 'users:invite');
  const errors = new FieldErrors();
  const email = errors.email(input.email);
  const firstName = errors.optional(input.firstName, 'firstName', 'First name', 100) ?? '';
  const lastName = errors.optional(input.lastName, 'lastName', 'Last name', 100) ?? '';
  errors.check();
  if (await findUserByEmail(ctx.db, email)) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE);

  const now = ctx.clock();
  // The invitee's account (and this mail) take the language the admin is using (docs/i18n.md).
  const language = newAccountLanguage(ctx);
  let userId: number;
  try {
    userId = await ctx.db.transaction(async (manager) => {
      const repository = manager.getRepository(User);
      const user = await repository.save(
        repository.create({
          firstName,
          lastName,
          email,
          roleId: ROLE_USER,
          emailNotifications: false,
          language,
        }),
      );
      const token = await issueAccountToken(manager, user.id, 'invite', now);
      const link = verifyAccountLink(ctx.config, token);
      await ctx.mailer.send({
        to: email,
        ...inviteMail({ firstName, link, hours: TOKEN_LIFETIME_MS.invite / 3_600_000, language }),
      });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE);
    if (error instanceof MailDeliveryError) {
      if (error.permanent) {
        throw new ValidationError(INVITE_FAILED_MESSAGE, [{ field: 'email', message: INVITE_FAILED_MESSAGE }]);
      }
      throw new UnavailableError(INVITE_FAILED_MESSAGE);
    }
    throw error;
  }
  return getUser(ctx.db, userId);
}

/** GET /users/email-users: who "all users" reaches (verified, enabled, e-mail notifications on). */
export async function listEmailUsers(ctx: RequestContext): Promise<User[]> {
  authorize(ctx.viewer, 'mail:send-bulk');
  return ctx.db
    .getRepository(User)
    .createQueryBuilder('user')
    .innerJoinAndSelect('user.role', 'role')
    .where('user.email_notifications AND user.verified_at IS NOT NULL AND NOT user.disabled')
    .orderBy('user.id', 'ASC')
    .getMany();
}

/** GET /users/email-test-users: the bulk e-mail test group. */
export async function listTestUsers(ctx: RequestContext): Promise<User[]> {
  authorize(ctx.viewer, 'mail:send-bulk');
  return ctx.db.getRepository(User).find({ where: { testGroup: true, disabled: false }, order: { id: 'ASC' } });
}

/**
 * For the command line only (npm run user:create), never reachable over HTTP: the operator who has
 * the server needs no viewer. Creates the account, or updates the role of an existing one, and
 * returns a single-use /reset-password link (24 hours) to choose the password. There is no default
 * admin account: this is how the first admin is made.
 */
export async function provisionUser(
  ctx: RequestContext,
  input: { email: string; roleId: number; firstName?: string; lastName?: string; testGroup?: boolean },
): Promise<{ user: User; created: boolean; link: string }> {
  const errors = new FieldErrors();
  const email = errors.email(input.email);
  errors.check();
  if (!(ROLE_IDS as readonly number[]).includes(input.roleId)) throw new ValidationError(UNKNOWN_ROLE_MESSAGE);
  const now = ctx.clock();
  return ctx.db.transaction(async (manager) => {
    const repository = manager.getRepository(User);
    let user = await findUserByEmail(manager, email);
    const created = !user;
    if (!user) {
      user = await repository.save(
        repository.create({
          email,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          roleId: input.roleId,
          testGroup: input.testGroup ?? false,
        }),
      );
    } else {
      const changes: Partial<User> = { roleId: input.roleId };
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.testGroup !== undefined) changes.testGroup = input.testGroup;
      await repository.update({ id: user.id }, changes);
    }
    const token = await issueAccountToken(manager, user.id, 'reset', now, 24 * 60 * 60 * 1000);
    return { user: await getUser(manager, user.id), created, link: resetPasswordLink(ctx.config, token) };
  });
}
