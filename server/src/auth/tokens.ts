import crypto from 'node:crypto';

/**
 * Bearer and link tokens: 256 random bits, base64url (43 characters). The database stores only the
 * SHA-256, so reading the tables gives nobody a usable token.
 */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header ?? '');
  return match?.[1];
}
