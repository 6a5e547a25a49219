import type { RequestContext } from '../../context';
import { createLoaders } from '../../loaders/create-loaders';
import { catalogueToken } from '../search.service';
import { treeFacts, type TreeFacts } from '../trees.service';

/**
 * Open data (issue 26.4): every published tree's public detail, for bulk reuse as CSV and JSON
 * lines (rest/open-data.routes.ts). Published trees only, whoever asks: an editor's download holds
 * no drafts either. The REST facade calls these and nothing else; README.md here.
 */

/** Trees read a page at a time: one statement for the ids, one per relation through fresh loaders. */
export const OPEN_DATA_PAGE = 500;

export interface OpenDataSummary {
  /** The committed catalogue version the files are read at (their ETag). */
  version: string;
  /** Published trees: the rows of either file. */
  trees: number;
  /** DATA_LICENCE: the terms the data is offered under. */
  licence: string;
}

/** A context that sees what an anonymous visitor sees, with loaders of its own (nothing kept between pages). */
function publicContext(ctx: RequestContext): RequestContext {
  return { ...ctx, viewer: null, loaders: createLoaders(ctx.db) };
}

export async function openDataSummary(ctx: RequestContext): Promise<OpenDataSummary> {
  const [version, rows] = await Promise.all([
    catalogueToken(ctx),
    ctx.db.query(`SELECT count(*)::int AS trees FROM trees WHERE published`) as Promise<{ trees: number }[]>,
  ]);
  return { version, trees: rows[0]?.trees ?? 0, licence: ctx.config.dataLicence };
}

/**
 * The published trees in id order, a page at a time, each with its public detail. Each page is
 * read when the reader asks for it (a client reading slowly holds no transaction open); a tree
 * unpublished between its page's two reads is left out, never shown as a draft.
 */
export async function* publishedTreePages(ctx: RequestContext, pageSize = OPEN_DATA_PAGE): AsyncGenerator<TreeFacts[]> {
  let after = 0;
  for (;;) {
    const rows: { id: number }[] = await ctx.db.query(
      `SELECT id FROM trees WHERE published AND id > $1 ORDER BY id LIMIT $2`,
      [after, pageSize],
    );
    if (!rows.length) return;
    const page = publicContext(ctx);
    const trees = await page.loaders.treeById.loadMany(rows.map((row) => row.id));
    const published = trees.filter((tree) => tree && !(tree instanceof Error) && tree.published);
    yield await Promise.all(published.map((tree) => treeFacts(page, tree as Exclude<typeof tree, Error | null>)));
    after = rows[rows.length - 1].id;
    if (rows.length < pageSize) return;
  }
}
