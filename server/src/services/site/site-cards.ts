import type { RequestContext } from '../../context';
import { type CardTree, keptCards, type TreeCard } from '../search.service';
import type { SiteFacts } from './site-facts';

/**
 * The result cards of a page of site recommendations, kept with the facts they were ranked by (one
 * catalogue version, the token the request read first): see keptCards. A write makes new facts
 * (site-facts-cache.ts), and with them an empty set.
 */
export function siteCards(ctx: RequestContext, facts: SiteFacts, ids: number[]): Promise<TreeCard<CardTree>[]> {
  return keptCards(ctx, facts, ids);
}
