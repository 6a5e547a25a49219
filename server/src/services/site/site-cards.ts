import type { RequestContext } from '../../context';
import { type CardTree, pageCards, type TreeCard } from '../search.service';
import type { SiteFacts } from './site-facts';

/** At most this many cards kept per facts version (about 2 kB each); past it the set starts over. */
export const SITE_CARDS_MAX = 5000;

const kept = new WeakMap<SiteFacts, Map<number, TreeCard<CardTree>>>();

/**
 * The result cards of a page of site recommendations, kept with the facts they were ranked by: the
 * facts are one catalogue version (the token the request read first), and a card read after that
 * token is of that version or newer, so it may serve every later request of that version. A write
 * makes new facts (site-facts-cache.ts), and with them an empty set. Only the missing cards are
 * read, in one statement (pageCards); a page of kept cards costs none.
 */
export async function siteCards(ctx: RequestContext, facts: SiteFacts, ids: number[]): Promise<TreeCard<CardTree>[]> {
  let cards = kept.get(facts);
  if (!cards) kept.set(facts, (cards = new Map()));
  const found = new Map<number, TreeCard<CardTree>>();
  for (const id of ids) {
    const card = cards.get(id);
    if (card) found.set(id, card);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const read = await pageCards(ctx, missing, 'card');
    if (cards.size + read.length > SITE_CARDS_MAX) cards.clear();
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
