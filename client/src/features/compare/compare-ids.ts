import { COMPARE_MAX, COMPARE_MIN } from '@selectree/rules';

/** Reads `/compare?ids=1,2,3`: 2 to 4 distinct tree ids, or the message telling what is wrong. */

export const COMPARE_MESSAGES = {
  missing: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} trees to compare: use the Compare button on a tree’s page or in the search results.`,
  invalid:
    'This comparison link is not valid: tree ids must be whole numbers separated by commas, like /compare?ids=12,34.',
  tooFew: `A comparison needs at least ${COMPARE_MIN} different trees.`,
  tooMany: `At most ${COMPARE_MAX} trees can be compared at once.`,
} as const;

export type CompareIds = { ok: true; ids: number[] } | { ok: false; message: string };

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
