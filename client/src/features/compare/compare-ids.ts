import { COMPARE_MAX, COMPARE_MIN } from '@selectree/rules';
import type { MessageKey } from '@/i18n/i18n';

/**
 * Reads `/compare?ids=1,2,3`: 2 to 4 distinct tree ids, or the message (its key in the `comparePage`
 * catalogue, formatted with COMPARE_LIMITS) telling what is wrong.
 */
export const COMPARE_MESSAGES = {
  missing: 'comparePage.idsMissing',
  invalid: 'comparePage.idsInvalid',
  tooFew: 'comparePage.idsTooFew',
  tooMany: 'comparePage.idsTooMany',
} as const satisfies Record<string, MessageKey>;

/** The values the messages above take. */
export const COMPARE_LIMITS = { min: COMPARE_MIN, max: COMPARE_MAX };

export type CompareIds = { ok: true; ids: number[] } | { ok: false; message: MessageKey };

/** GraphQL Int is 32-bit. */
const MAX_ID = 2_147_483_647;

export function parseCompareIds(search: URLSearchParams): CompareIds {
  const raw = search.getAll('ids').join(',').trim();
  if (!raw) return { ok: false, message: COMPARE_MESSAGES.missing };
  const tokens = raw
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (!tokens.length) return { ok: false, message: COMPARE_MESSAGES.missing };
  if (tokens.some((token) => !/^\d+$/.test(token) || Number(token) < 1 || Number(token) > MAX_ID)) {
    return { ok: false, message: COMPARE_MESSAGES.invalid };
  }
  const ids = [...new Set(tokens.map(Number))];
  if (ids.length < COMPARE_MIN) return { ok: false, message: COMPARE_MESSAGES.tooFew };
  if (ids.length > COMPARE_MAX) return { ok: false, message: COMPARE_MESSAGES.tooMany };
  return { ok: true, ids };
}
