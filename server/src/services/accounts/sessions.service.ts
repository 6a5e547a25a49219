import { User } from '../../entities';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password-hashing';
import { createSession } from '../../auth/sessions';
import type { RequestContext } from '../../context';
import { UnauthenticatedError } from '../../errors';
import { findUserByEmail } from '../shared/users';
import { text } from '../shared/input';

/** One answer for an unknown e-mail, a wrong password, an account without a password or a disabled one. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** Longer inputs are not hashed (argon2 would take them, but there is no reason to spend on them). */
const MAX_PASSWORD_INPUT = 1024;

export interface LoginResult {
  user: User;
  token: string;
}

/**
 * POST /auth/login. Rate-limited per account and address (auth/rate-limits.ts): each attempt takes a
 * point before the password is checked and a success gives it back. The password is verified with
 * argon2 even when the e-mail is unknown, so status, body and timing do not reveal accounts.
 */
export async function login(ctx: RequestContext, input: { email: unknown; password: unknown }): Promise<LoginResult> {
  const email = text(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  const attempt = await ctx.limits.consume(
    ['loginPerAccount', `${email.toLowerCase()}|${ctx.ip}`],
    ['loginPerAddress', ctx.ip],
  );
  const user = email ? await findUserByEmail(ctx.db, email) : null;
  const usable = !!user && !user.disabled && !!user.verifiedAt;
  const matches =
    password.length <= MAX_PASSWORD_INPUT && (await verifyPassword(usable ? user.passwordHash : null, password));
  if (!user || !usable || !matches) throw new UnauthenticatedError(INVALID_LOGIN_MESSAGE);
  await attempt.succeeded();

  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await ctx.db.getRepository(User).update({ id: user.id }, { passwordHash: await hashPassword(password) });
  }
  const token = await createSession(ctx.db, user.id, ctx.clock());
  return { user, token };
}

/** POST /auth/logout: ends the session the request came with (nothing to do when anonymous). */
export async function logout(ctx: RequestContext): Promise<{ message: string }> {
  if (ctx.viewer) {
    await ctx.db.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      ctx.viewer.sessionId,
      ctx.clock(),
    ]);
  }
  return { message: 'Logged out' };
}

/** GET /users/check-user: the signed-in user, or null (the client logs out). */
export async function checkUser(ctx: RequestContext): Promise<User | null> {
  if (!ctx.viewer) return null;
  return ctx.db.getRepository(User).findOne({ where: { id: ctx.viewer.id } });
}
