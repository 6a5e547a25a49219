import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ApiKey } from '../../entities';
import { authorize } from '../../auth/policies';
import type { RateLimits } from '../../auth/rate-limits';
import { hashToken } from '../../auth/tokens';
import { pgPoolOf, poolQuery } from '../../db/data-source';
import type { RequestContext } from '../../context';
import { NotFoundError, UnauthenticatedError } from '../../errors';
import { parseId } from '../ids';
import { FieldErrors, NAME_MAX_LENGTH } from '../shared/input';

/**
 * API keys for external clients of the REST API (issue 26.6). Admins issue and revoke them; a
 * client sends its key in `X-API-Key`. A key is `st_` and 43 base64url characters (256 random
 * bits); only its SHA-256 is stored, with its first 11 characters (`st_` and 8 more) as a visible
 * prefix. The key itself is answered once, by `issueApiKey`, and never again.
 */

export const API_KEY_PREFIX = 'st_';
/** How many characters of a key are kept in clear to tell keys apart (`st_` and 8 more). */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
const KEY_PATTERN = /^st_[A-Za-z0-9_-]{43}$/;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  unknown: 'Unknown API key: check the X-API-Key header, or ask an admin for a key',
  revoked: 'This API key has been revoked: ask an admin for a new one',
  notFound: (id: number) => `No API key with id ${id}`,
} as const;

/** A new key: the stored row and the key itself, which is shown this once. */
export interface IssuedApiKey {
  apiKey: ApiKey;
  key: string;
}

/** Admins: a key for `name` (what it is for, 1–100 characters) owned by `ownerEmail`. */
export async function issueApiKey(
  ctx: RequestContext,
  input: { name: unknown; ownerEmail: unknown },
): Promise<IssuedApiKey> {
  const admin = authorize(ctx.viewer, 'api-keys:manage');
  const errors = new FieldErrors();
  const name = errors.required(input.name, 'name', 'Name', API_KEY_MESSAGES.nameRequired, NAME_MAX_LENGTH);
  const ownerEmail = errors.email(input.ownerEmail, 'ownerEmail');
  errors.check();
  const key = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const repository = ctx.db.getRepository(ApiKey);
  const apiKey = await repository.save(
    repository.create({
      name,
      ownerEmail,
      keyHash: hashToken(key),
      prefix: key.slice(0, VISIBLE_LENGTH),
      issuedById: admin.id,
      revokedAt: null,
      lastUsedAt: null,
      requestCount: 0,
    }),
  );
  return { apiKey, key };
}

/**
 * Admins: revokes a key; its next request, on any instance, is a 401. Idempotent: revoking a
 * revoked key answers it as it is (its first revocation time kept). An unknown id is a 404.
 */
export async function revokeApiKey(ctx: RequestContext, input: { id: unknown }): Promise<ApiKey> {
  authorize(ctx.viewer, 'api-keys:manage');
  const id = parseId(input.id, 'id');
  const repository = ctx.db.getRepository(ApiKey);
  await repository
    .createQueryBuilder()
    .update()
    .set({ revokedAt: ctx.clock() })
    .where('id = :id AND revoked_at IS NULL', { id })
    .execute();
  const apiKey = await repository.findOne({ where: { id }, relations: { issuedBy: true } });
  if (!apiKey) throw new NotFoundError(API_KEY_MESSAGES.notFound(id));
  return apiKey;
}

/** Admins: every key, newest first, with its usage (requests made, last use). */
export async function listApiKeys(ctx: RequestContext): Promise<ApiKey[]> {
  authorize(ctx.viewer, 'api-keys:manage');
  return ctx.db.getRepository(ApiKey).find({ order: { id: 'DESC' }, relations: { issuedBy: true } });
}

/**
 * Finds a live key by its hash and counts its use, in one statement. The count is committed without
 * waiting for the WAL flush (`synchronous_commit = off` for this transaction only): a crash may lose
 * the last few counts, as `rate_limits` (UNLOGGED) may lose points, and a keyed request does not
 * wait for a disk flush. Simple protocol (several statements), so the values are written in: a hex
 * hash and an ISO time, both made here.
 */
async function countUse(db: DataSource, keyHash: string, now: Date): Promise<KeyHolder[]> {
  if (!/^[0-9a-f]{64}$/.test(keyHash)) throw new Error('not a SHA-256 hex digest');
  const text = `SET LOCAL synchronous_commit = off;
    UPDATE api_keys SET request_count = request_count + 1, last_used_at = '${now.toISOString()}'
     WHERE key_hash = '${keyHash}' AND revoked_at IS NULL RETURNING id, prefix`;
  db.logger.logQuery(text);
  try {
    // A multi-statement query runs as one transaction: the SET LOCAL holds for the UPDATE only.
    const results = (await pgPoolOf(db).query(text)) as unknown as { rows: KeyHolder[] }[];
    return results[1].rows;
  } catch (error) {
    db.logger.logQueryError(error as Error, text);
    throw error;
  }
}

/** The key a request was made with: its id and its visible prefix (the metrics label). */
export interface KeyHolder {
  id: number;
  prefix: string;
}

/**
 * A request's `X-API-Key`: found by its hash and counted (request_count, last_used_at) in one
 * statement, which is also the revocation check, so a revoke holds on every instance from the next
 * request (no cache to wait out). Then one point of the key's budget (rate_limits, shared by every
 * instance): over it, RateLimitedError (429 with Retry-After). An unknown or revoked key is
 * UnauthenticatedError (401) with a message saying which. `known` hears of a live key before its
 * budget is spent (the metrics count its refused requests too).
 */
export async function useApiKey(
  deps: { db: DataSource; limits: RateLimits; now: Date },
  key: string,
  known: (holder: KeyHolder) => void = () => {},
): Promise<KeyHolder> {
  if (!KEY_PATTERN.test(key)) throw new UnauthenticatedError(API_KEY_MESSAGES.unknown);
  const keyHash = hashToken(key);
  const rows = await countUse(deps.db, keyHash, deps.now);
  const holder = rows[0];
  if (!holder) {
    const revoked = await poolQuery(deps.db, { text: `SELECT 1 FROM api_keys WHERE key_hash = $1`, values: [keyHash] });
    throw new UnauthenticatedError(revoked.length ? API_KEY_MESSAGES.revoked : API_KEY_MESSAGES.unknown);
  }
  known(holder);
  await deps.limits.spendApiKey(holder.id);
  return holder;
}
