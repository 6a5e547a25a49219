import type { RequestContext } from '../../../context';
import { type CardTree, pageCards, type TreeCard } from '../sql/search-parts';

/** At most this many cards kept per version (about 2 kB each); past it the set starts over. */
export const KEPT_CARDS_MAX = 5000;

const kept = new WeakMap<object, Map<number, TreeCard<CardTree>>>();

/**
 * The result cards of `ids` (those of trees that exist, in that order), kept with `version`: an
 * object made for one committed catalogue version, the one the request read first (the search
 * index of that version, site facts). A card read after that version's token was read is of that
 * version or newer, so it may serve every later request of that version; a write makes a new index
 * and new facts, and with them an empty set. Only the missing cards are read, in one statement
 * (pageCards); a page of kept cards costs none. The result pages of searches and of site
 * recommendations both take their cards from here (issue 24: at 100k trees the cards' statement was
 * a third of a selective search's time, most of it the database's on the app's core).
 */
export async function keptCards(
  ctx: RequestContext,
  version: object,
  ids: readonly number[],
): Promise<TreeCard<CardTree>[]> {
  let cards = kept.get(version);
  if (!cards) kept.set(version, (cards = new Map()));
  const found = new Map<number, TreeCard<CardTree>>();
  for (const id of ids) {
    const card = cards.get(id);
    if (card) found.set(id, card);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const read = (await pageCards(ctx, missing, 'card')) as TreeCard<CardTree>[];
    if (cards.size + read.length > KEPT_CARDS_MAX) cards.clear();
    for (const card of read) {
      cards.set(card.tree.id, card);
      found.set(card.tree.id, card);
    }
  }
  return ids.flatMap((id) => {
    const card = found.get(id);
    return card ? [card] : [];
  });
}
