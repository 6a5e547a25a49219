import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { LOW_ZONE_MAX_HEIGHT } from '@selectree/rules';

/** What result cards show besides the tree's own fields (both transports use these). */

export const MEMO_EXCERPT_CHARS = 200;

/** The memo as plain text, cut at a word boundary: a card shows a teaser, not the HTML. */
export function memoExcerpt(memo: string | null, max = MEMO_EXCERPT_CHARS): string | null {
  if (!memo) return null;
  if (max !== MEMO_EXCERPT_CHARS) return excerptOf(memo, max);
  // Sanitising is the costly part of a card: the same descriptions come back page after page.
  const known = excerpts.get(memo);
  if (known !== undefined) return known;
  const excerpt = excerptOf(memo, max);
  if (excerpts.size >= EXCERPTS_KEPT) excerpts.delete(excerpts.keys().next().value as string);
  excerpts.set(memo, excerpt);
  return excerpt;
}

/** Excerpts by description, oldest dropped first (a bounded memo: about a catalogue's worth). */
const EXCERPTS_KEPT = 5000;
const excerpts = new Map<string, string | null>();

function excerptOf(memo: string, max: number): string | null {
  // No tags kept, and script/style content dropped with them; a space per tag keeps words apart.
  const text = decodeHTML(sanitizeHtml(memo.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text || null;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The utility low zone (the card's utility icon): mature height at most 25 ft; null when unknown. */
export function isLowZone(heightHigh: number | null): boolean | null {
  return heightHigh === null ? null : heightHigh <= LOW_ZONE_MAX_HEIGHT;
}
