import type { EntityManager, QueryRunner } from 'typeorm';
import type { RequestContext } from '../../context';
import type { TreeName } from '../../entities';
import { loadersOn, type Query } from '../../loaders/create-loaders';
import { REVIEW_SECTIONS, type ReviewSection, type SectionReview } from '../editing.service';
import { listGlossary, type GlossaryEntryView } from '../glossary.service';
import { contentDigest, memoExcerpt, offlineSearchSource, type OfflineSearchSource } from '../search.service';
import { treeFacts, type TreeDetail } from '../trees.service';
import type { OfflineSiteSource } from '@selectree/rules';
import { offlineSiteSource } from './site-source';

/**
 * The public catalogue for offline use (issue 27.2): every PUBLISHED tree's detail, names and card
 * text, and the glossary, as one bundle the browser keeps in IndexedDB; or, given the `cursor` of a
 * bundle the caller holds, only the trees changed or unpublished since (README.md here). Drafts are
 * never in it, whoever asks: the bundle is read as an anonymous visitor reads the catalogue.
 */

/** One tree of the bundle: what the detail page shows, every name it is found by, and its card text. */
export interface OfflineTree {
  detail: TreeDetail;
  /** Every name of the tree (common, alternate, generic, synonyms...) as tree_names holds them. */
  names: Pick<TreeName, 'name' | 'kind'>[];
  extra: OfflineTreeExtra;
  /** The result card's description (the memo as plain text, cut: search/results/card-text.ts). */
  memoExcerpt: string | null;
}

/**
 * What the GraphQL Tree has beyond the detail API's answer (the offline copy answers the detail and
 * compare screens' operations, issue 27.3): per photo and per synonym, in the detail's order.
 */
export interface OfflineTreeExtra {
  isDemo: boolean;
  otherDisplayedCommonName: string | null;
  photos: { attributeName: string | null; width: number | null; height: number | null; widths: number[] }[];
  synonyms: { id: number; sequence: number }[];
}

export interface OfflineCatalogue {
  /** The committed catalogue version when the bundle was read (the answer's ETag). */
  version: string;
  /** Where the next delta starts: the database snapshot read before the bundle's rows. */
  cursor: string;
  /** When it was read (the "catalogue of {date}" of the page). */
  asOf: Date;
  /** True: every published tree; false: a delta, to apply over the bundle of `since`. */
  full: boolean;
  trees: OfflineTree[];
  /** In a delta, the trees to drop (unpublished or deleted since); [] in a full bundle. */
  removed: number[];
  /** Whole; in a delta, null when the copy's is current (it names the digest of the one it holds). */
  glossary: GlossaryEntryView[] | null;
  glossaryDigest: string;
  /**
   * What the browser builds its search index from (the published trees' facts as the server's
   * index reads them, their sort orders and name ranks, and the ZIP table), issue 27.3: whole in a
   * full bundle; in a delta, only the patch for its trees (search/index/offline-source.ts).
   */
  search: OfflineSearchSource;
  /**
   * The site facts' rows of the published trees (site recommendations offline, issue 27.3): whole in
   * a full bundle or to a copy that holds none; otherwise the delta's rows with their places
   * (offline/site-source.ts). The ZIP table is `search.zips`.
   */
  site: OfflineSiteSource;
}

/**
 * A delta changing more than this share of the published trees (and more than DELTA_SMALL trees) is
 * answered with the full bundle: after an import, one download instead of a delta as large.
 */
export const DELTA_MAX_SHARE = 0.5;
export const DELTA_SMALL = 100;

/** A snapshot as PostgreSQL writes it (xmin:xmax:xip,...): anything else asks for the full bundle. */
const SNAPSHOT = /^(\d{1,20}):(\d{1,20}):((\d{1,20},)*\d{1,20})?$/;

/**
 * What one statement reads before the rows: the snapshot (the next delta's start), the version and
 * the clock, and, for a delta, whether the log is complete since `since` (the floor's transaction was
 * visible to it, no entry it needs was pruned (change-log-prune.ts), and `since` is no snapshot from
 * the future), all in the statement's own snapshot.
 */
const STATE_SQL = `SELECT pg_current_snapshot()::text AS cursor, (SELECT version::text FROM catalogue_version) AS version,
  now() AS as_of,
  CASE WHEN $1::text IS NULL THEN false ELSE COALESCE((
    SELECT pg_visible_in_snapshot(floor.xid, $1::pg_snapshot)
      AND pg_snapshot_xmin($1::pg_snapshot) >= floor.pruned_below
      AND pg_snapshot_xmax($1::pg_snapshot) <= pg_snapshot_xmax(pg_current_snapshot())
    FROM offline_changes_floor floor), false) END AS delta`;

/**
 * The trees whose logged writes `since` did not see, with the trees pointing at them ("see also":
 * their detail shows the target's name). The xid bound lets the primary key skip older entries.
 */
const CHANGED_SQL = `WITH changed AS (
    SELECT DISTINCT tree_id FROM offline_tree_changes
    WHERE xid >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(xid, $1::pg_snapshot))
  SELECT tree_id AS id FROM changed
  UNION SELECT t.id FROM trees t JOIN changed c ON t.redirect_tree_id = c.tree_id
  ORDER BY id`;

const PUBLISHED_SQL = `SELECT id FROM trees WHERE published ORDER BY id`;

const REVIEWS_SQL = `SELECT DISTINCT ON (tree_id, field) tree_id, field, (new_value #>> '{}')::timestamptz AS reviewed_at,
    user_name FROM tree_edits WHERE tree_id = ANY($1::int[]) AND action = 'review' ORDER BY tree_id, field, id DESC`;

interface State {
  cursor: string;
  version: string;
  as_of: Date;
  delta: boolean;
}

export interface BundleOptions {
  /** The digests of the parts the copy holds: a delta leaves out a part that is the same. */
  have?: { zips?: string | null; glossary?: string | null; site?: boolean };
  /** For tests only: called between the bundle's first read (the state) and the rest. */
  afterState?: () => Promise<void>;
}

/**
 * The full bundle, or the delta since the `since` cursor when the log can answer it. Every part
 * (the state with its version and cursor, the trees, their reviews, the glossary and the search
 * facts) is read in ONE transaction, REPEATABLE READ and READ ONLY: one snapshot, so a write
 * committed while the bundle is being read is in none of its parts, and the version it carries is
 * the version of everything in it (the search facts carry the same snapshot's token).
 */
export async function offlineCatalogue(
  ctx: RequestContext,
  since?: string | null,
  options: BundleOptions = {},
): Promise<OfflineCatalogue> {
  return inOneSnapshot(ctx, (runner) => readCatalogue(ctx, runner, since ?? null, options));
}

/** How long the bundle's transaction waits for a table lock (a TRUNCATE or ALTER waiting is not made to wait behind it). */
const LOCK_TIMEOUT = '250ms';

async function inOneSnapshot<T>(ctx: RequestContext, read: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = ctx.db.createQueryRunner();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    await runner.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    const result = await read(runner);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * A runner's statements one after the other: the tree loaders batch concurrently, and one
 * connection takes one statement at a time (pg deprecates queueing them on the client).
 */
function oneAtATime(runner: QueryRunner): Pick<EntityManager, 'query'> {
  let last: Promise<unknown> = Promise.resolve();
  return {
    query<T>(sql: string, parameters?: unknown[]): Promise<T> {
      const next = last.then(() => runner.query(sql, parameters) as Promise<T>);
      last = next.catch(() => undefined);
      return next;
    },
  };
}

async function readCatalogue(
  ctx: RequestContext,
  runner: QueryRunner,
  since: string | null,
  options: BundleOptions,
): Promise<OfflineCatalogue> {
  const asked = since && SNAPSHOT.test(since) ? since : null;
  const db = oneAtATime(runner);
  // The transaction's snapshot is taken by this first statement: its cursor is the snapshot itself.
  const [state] = (await db.query(STATE_SQL, [asked])) as State[];
  await options.afterState?.();
  const published = (await db.query(PUBLISHED_SQL)) as { id: number }[];
  let ids = published.map((row) => row.id);
  let removed: number[] = [];
  let full = true;
  if (asked && state.delta) {
    const changed = (await db.query(CHANGED_SQL, [asked])) as { id: number }[];
    if (changed.length <= Math.max(DELTA_SMALL, published.length * DELTA_MAX_SHARE)) {
      const publishedIds = new Set(ids);
      ids = changed.map((row) => row.id).filter((id) => publishedIds.has(id));
      removed = changed.map((row) => row.id).filter((id) => !publishedIds.has(id));
      full = false;
    }
  }
  const trees = await publishedTrees(ctx, db, ids);
  const glossary = await listGlossary(ctx, db);
  const glossaryDigest = contentDigest(glossary);
  const search = await offlineSearchSource(db, {
    patchIds: full ? undefined : trees.map((tree) => tree.detail.tree.id),
    zipsDigest: options.have?.zips,
  });
  const site = await offlineSiteSource(db, {
    patchIds: full ? undefined : trees.map((tree) => tree.detail.tree.id),
    holds: options.have?.site === true,
  });
  return {
    version: state.version,
    cursor: state.cursor,
    asOf: state.as_of,
    full,
    trees,
    removed,
    glossary: !full && options.have?.glossary === glossaryDigest ? null : glossary,
    glossaryDigest,
    search,
    site,
  };
}

/** The trees of `ids` that are published, each as a visitor's detail page shows it, read by `db`. */
async function publishedTrees(ctx: RequestContext, db: Query, ids: number[]): Promise<OfflineTree[]> {
  const visitor: RequestContext = { ...ctx, viewer: null, loaders: loadersOn(ctx.db, db) };
  const [rows, reviews] = await Promise.all([visitor.loaders.treeById.loadMany(ids), reviewsOf(db, ids)]);
  const trees = rows.filter((tree) => tree && !(tree instanceof Error) && tree.published) as NonNullable<
    Exclude<(typeof rows)[number], Error>
  >[];
  return Promise.all(
    trees.map(async (tree) => {
      const [facts, names] = await Promise.all([treeFacts(visitor, tree), visitor.loaders.namesByTreeId.load(tree.id)]);
      return {
        detail: { ...facts, reviews: reviews.get(tree.id) ?? [] },
        names: names.map(({ name, kind }) => ({ name, kind })),
        memoExcerpt: memoExcerpt(tree.memo),
        extra: {
          isDemo: tree.isDemo,
          otherDisplayedCommonName: tree.otherDisplayedCommonName,
          photos: facts.photos.map(({ attributeName, width, height, widths }) => ({
            attributeName,
            width,
            height,
            widths,
          })),
          synonyms: facts.synonyms.map(({ id, sequence }) => ({ id, sequence })),
        },
      };
    }),
  );
}

/** Each tree's latest review per section (as review-reads.ts latestReviews, for many trees in one statement). */
async function reviewsOf(db: Query, ids: number[]): Promise<Map<number, SectionReview[]>> {
  const rows = (ids.length ? await db.query(REVIEWS_SQL, [ids]) : []) as {
    tree_id: number;
    field: ReviewSection;
    reviewed_at: Date;
    user_name: string;
  }[];
  const byTree = new Map<number, SectionReview[]>();
  for (const section of REVIEW_SECTIONS) {
    for (const row of rows) {
      if (row.field !== section) continue;
      const list = byTree.get(row.tree_id) ?? [];
      list.push({ section, reviewedAt: row.reviewed_at, reviewedBy: row.user_name });
      byTree.set(row.tree_id, list);
    }
  }
  return byTree;
}
