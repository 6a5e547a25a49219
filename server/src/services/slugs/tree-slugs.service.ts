import type { RequestContext } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { isVisible, TREE_NOT_FOUND } from '../trees.service';

/**
 * Stable slugs (issue 26.5). A tree's slug is made and kept by the database from its scientific
 * name (migration 1796500000000: `quercus-agrifolia`, a cultivar `acer-palmatum-bloodgood`, a
 * second tree of one name `…-{id}`); every slug a tree ever had stays in tree_slugs, so an old link
 * still finds it. The web answers `/tree/{slug}` (an old one with a permanent redirect to the
 * current), REST `GET /api/tree/slug/{slug}`, GraphQL `treeBySlug`; the sitemap lists the current ones.
 */

export const SLUG_MAX = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SlugMatch {
  treeId: number;
  /** The tree's slug now. */
  slug: string;
  /** False when the slug asked is one the tree had before a rename. */
  current: boolean;
}

/** A slug as a visitor may type it (any case); anything else is a 400 naming `slug`. */
export function parseSlug(raw: unknown): string {
  const slug = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!slug || slug.length > SLUG_MAX || !SLUG.test(slug)) {
    const message = `A tree's slug is lower-case letters and digits joined by single hyphens, at most ${SLUG_MAX} characters.`;
    throw new ValidationError(`slug: ${message}`, [{ field: 'slug', message }]);
  }
  return slug;
}

/** The tree a slug names (now or before), if the caller may see it; NotFoundError otherwise. */
export async function findTreeBySlug(ctx: RequestContext, raw: unknown): Promise<SlugMatch> {
  const slug = parseSlug(raw);
  const rows: { id: number }[] = await ctx.db.query(
    `SELECT id FROM trees WHERE slug = $1
     UNION ALL
     (SELECT tree_id FROM tree_slugs WHERE slug = $1)
     LIMIT 1`,
    [slug],
  );
  const tree = rows[0] ? await ctx.loaders.treeById.load(rows[0].id) : null;
  if (!tree || !isVisible(ctx, tree)) throw new NotFoundError(TREE_NOT_FOUND);
  return { treeId: tree.id, slug: tree.slug, current: tree.slug === slug };
}

/** Every published tree's current slug with its last change, in id order (the sitemap). */
export async function* publishedSlugs(
  ctx: RequestContext,
  pageSize = 5000,
): AsyncGenerator<{ slug: string; updatedAt: Date }[]> {
  let after = 0;
  for (;;) {
    const rows: { id: number; slug: string; updated_at: Date }[] = await ctx.db.query(
      `SELECT id, slug, updated_at FROM trees WHERE published AND id > $1 ORDER BY id LIMIT $2`,
      [after, pageSize],
    );
    if (!rows.length) return;
    yield rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    after = rows[rows.length - 1].id;
    if (rows.length < pageSize) return;
  }
}
