import type { DataSource, EntityManager } from 'typeorm';
import { Session } from '../entities';
import type { Viewer } from '../context';
import { hashToken, randomToken } from './tokens';

/** How long a session lasts; there is no sliding renewal (log in again after two weeks). */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The viewer of a bearer session token: a session that is not revoked or expired, of a user who is
 * verified and not disabled. The role is read on every request, so a role change or a disabled
 * account takes effect on the next request. Unknown tokens are null (the request is anonymous).
 */
export async function findViewer(db: DataSource, token: string, now: Date): Promise<Viewer | null> {
  const rows: { session_id: number; user_id: number; role_id: number }[] = await db.query(
    `SELECT s.id AS session_id, u.id AS user_id, u.role_id
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
        AND NOT u.disabled AND u.verified_at IS NOT NULL`,
    [hashToken(token), now],
  );
  const row = rows[0];
  return row ? { id: row.user_id, roleId: row.role_id, sessionId: row.session_id } : null;
}

/** Starts a session; returns the bearer token (shown once, stored only as a hash). */
export async function createSession(db: EntityManager | DataSource, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.getRepository(Session).insert({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** Ends the user's live sessions, except `keepSessionId` when given. */
export async function revokeSessions(
  db: EntityManager | DataSource,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND ($3::integer IS NULL OR id <> $3)`,
    [userId, now, keepSessionId ?? null],
  );
}
