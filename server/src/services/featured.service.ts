import { Region } from '../catalogue/regions';
import type { RequestContext } from '../context';
import { FeaturedQuote, Tree } from '../entities';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Day number in UTC: the featured tree and quote change once a day and are the same for everyone. */
export function dayNumber(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

/**
 * Today's featured tree of an edition: a published tree with a description (Pacific Islands: one
 * flagged pacific_island), rotating daily in id order. Null when the edition has none.
 */
export async function getFeaturedTree(ctx: RequestContext, region: Region, now = new Date()): Promise<Tree | null> {
  const query = ctx.db
    .getRepository(Tree)
    .createQueryBuilder('tree')
    .where('tree.published')
    .andWhere(`coalesce(tree.memo, '') <> ''`);
  if (region === Region.PACIFIC_ISLANDS) query.andWhere('tree.pacific_island');
  const count = await query.getCount();
  if (count === 0) return null;
  return query
    .orderBy('tree.id')
    .offset(dayNumber(now) % count)
    .limit(1)
    .getOne();
}

/** Today's quote among the active ones, rotating daily. */
export async function getFeaturedQuote(ctx: RequestContext, now = new Date()): Promise<FeaturedQuote | null> {
  const repository = ctx.db.getRepository(FeaturedQuote);
  const count = await repository.countBy({ active: true });
  if (count === 0) return null;
  const [quote] = await repository.find({
    where: { active: true },
    order: { id: 'ASC' },
    skip: dayNumber(now) % count,
    take: 1,
  });
  return quote ?? null;
}
