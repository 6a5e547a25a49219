import type { EntityManager } from 'typeorm';
import { AccountToken, type AccountTokenPurpose } from '../../entities';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppConfig } from '../../config';

/** How long each kind of link works (verification: the spec's 5 minutes). */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify: 5 * 60 * 1000,
  invite: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  email_cancel: 7 * 24 * 60 * 60 * 1000,
};

/** The link pages of the client, always on the configured public origin (never the Host header). */
export function verifyAccountLink(config: AppConfig, token: string): string {
  return `${config.publicUrl}/verify-account?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(config: AppConfig, token: string): string {
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function confirmEmailLink(config: AppConfig, token: string): string {
  return `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

export function cancelEmailChangeLink(config: AppConfig, token: string): string {
  return `${config.publicUrl}/cancel-email-change?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a single-use token for the user, voiding the user's older unused tokens of the same
 * purpose (a new reset link kills the previous one). Returns the token; only its hash is stored.
 */
export async function issueAccountToken(
  manager: EntityManager,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
  lifetimeMs = TOKEN_LIFETIME_MS[purpose],
  email: string | null = null,
): Promise<string> {
  await voidAccountTokens(manager, userId, [purpose], now);
  const token = randomToken();
  await manager.getRepository(AccountToken).insert({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

export async function voidAccountTokens(
  manager: EntityManager,
  userId: number,
  purposes: AccountTokenPurpose[],
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE account_tokens SET voided_at = $3
      WHERE user_id = $1 AND purpose = ANY($2) AND used_at IS NULL AND voided_at IS NULL`,
    [userId, purposes, now],
  );
}

/**
 * Uses a token: marks it used and returns its user, or null when it is unknown, of another
 * purpose, used, voided or expired. One UPDATE, so two concurrent uses cannot both succeed; call it
 * inside the transaction that applies the token's effect.
 */
export async function consumeAccountToken(
  manager: EntityManager,
  token: string,
  purposes: AccountTokenPurpose[],
  now: Date,
): Promise<{ userId: number; purpose: AccountTokenPurpose; email: string | null } | null> {
  const rows: { user_id: number; purpose: AccountTokenPurpose; email: string | null }[] = await manager.query(
    `WITH used AS (
       UPDATE account_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = ANY($2) AND used_at IS NULL AND voided_at IS NULL AND expires_at > $3
        RETURNING user_id, purpose, email)
     SELECT user_id, purpose, email FROM used`,
    [hashToken(token), purposes, now],
  );
  return rows[0] ? { userId: rows[0].user_id, purpose: rows[0].purpose, email: rows[0].email } : null;
}
