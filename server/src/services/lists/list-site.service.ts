import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import { ConflictError } from '../../errors';
import { checkVersion, parseId } from '../ids';
import { canonicalSiteQuery } from '../site.service';
import { siteFitsOf, type TreeSiteFit } from '../site.service';
import { listFor, readList, type ListRecord } from './list-access';
import { LIST_MESSAGES } from './list-rules';

/** A list's tree against the list's site: as the list page shows it. */
export type ListTreeSiteFit = TreeSiteFit;

/**
 * Ties a list to a planting site (issue 22.5), or unties it (`rawSite` null): its owner and
 * collaborators may (list:edit, as for the list's own fields). The site is kept as its canonical
 * query, validated like every site (services/site). `expected`: the list version the change is
 * based on (an older one is refused, 409).
 */
export async function setListSite(
  ctx: RequestContext,
  rawListId: unknown,
  rawSite: unknown,
  expected?: number,
): Promise<ListRecord> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'list_id');
  if (expected !== undefined) checkVersion(expected);
  const siteQuery = rawSite === null || rawSite === undefined ? null : await canonicalSiteQuery(ctx, rawSite);
  return ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, ctx.viewer, listId, 'list:edit', { lock: true });
    if (expected !== undefined && expected !== list.version) throw new ConflictError(LIST_MESSAGES.changedMeanwhile);
    await manager.query(`UPDATE lists SET site_query = $2, version = version + 1, updated_at = now() WHERE id = $1`, [
      listId,
      siteQuery,
    ]);
    return (await readList(manager, ctx.viewer, listId))!;
  });
}

/**
 * The list's trees, each with its fit against the list's site when the list has one; without a site,
 * the same array (no fit: siteFit absent).
 */
export async function withSiteFits<T extends { tree: { id: number }; siteFit?: ListTreeSiteFit | null }>(
  ctx: RequestContext,
  siteQuery: string | null,
  trees: readonly T[],
): Promise<readonly T[]> {
  if (!siteQuery || !trees.length) return trees;
  const fits = await siteFitsOf(
    ctx,
    siteQuery,
    trees.map((entry) => entry.tree.id),
  );
  return trees.map((entry) => ({ ...entry, siteFit: fits.get(entry.tree.id) ?? null }));
}
