import { authorize, ROLE_EDITOR } from '../../auth/policies';
import type { RequestContext } from '../../context';
import type { TreeEditAction, TreeEditTarget } from '../../entities';
import { ValidationError } from '../../errors';
import { parseId } from '../ids';

/**
 * The editors' work page (issue 21.12): the Draft trees and the recent changes of the history
 * (tree_edits: who, when, what), newest first, each paged, both filterable by the editor who made
 * them. Editors and admins only (policies: editor:work).
 */
export const WORK_PAGE_SIZE = 20;

/** A Draft tree and who touched it last. */
export interface DraftTree {
  treeId: number;
  scientificName: string;
  commonName: string | null;
  updatedAt: Date;
  /** Who made its latest change in the history (null: none recorded, e.g. an import). */
  lastEditor: string | null;
}

/** One save (the history rows sharing a change id): who, when, which tree, what. */
export interface WorkChange {
  changeId: string;
  treeId: number;
  /** The tree's scientific name; null when the tree has been deleted since. */
  scientificName: string | null;
  draft: boolean;
  userId: number | null;
  userName: string;
  editedAt: Date;
  action: TreeEditAction;
  targets: TreeEditTarget[];
  /** The fields it changed, A-Z ('*' for a whole row created or deleted). */
  fields: string[];
}

export interface WorkEditor {
  id: number;
  name: string;
}

export interface EditorWork {
  drafts: DraftTree[];
  draftsTotal: number;
  changes: WorkChange[];
  changesTotal: number;
  /** Editors and admins, for the filter. */
  editors: WorkEditor[];
  pageSize: number;
}

const PAGE_MAX = 100000;

/** A row read with its window's total (count(*) OVER (), text from pg). */
type Counted = { total: string };

function parsePage(raw: unknown, field: string): number {
  if (raw === undefined || raw === null) return 1;
  const page = parseId(raw, field);
  if (page > PAGE_MAX) throw new ValidationError(`${field} is at most ${PAGE_MAX}`);
  return page;
}

const NAME_SQL = (alias: string) =>
  `COALESCE(NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;

export async function editorWork(
  ctx: RequestContext,
  input: { editorId?: unknown; draftsPage?: unknown; changesPage?: unknown } = {},
): Promise<EditorWork> {
  authorize(ctx.viewer, 'editor:work');
  const editorId = input.editorId === undefined || input.editorId === null ? null : parseId(input.editorId, 'editor');
  const draftsOffset = (parsePage(input.draftsPage, 'draftsPage') - 1) * WORK_PAGE_SIZE;
  const changesOffset = (parsePage(input.changesPage, 'changesPage') - 1) * WORK_PAGE_SIZE;

  const drafts: (DraftTree & Counted)[] = await ctx.db.query(
    `SELECT t.id AS "treeId", t.scientific_name AS "scientificName", t.common_name AS "commonName",
        t.updated_at AS "updatedAt",
        (SELECT e.user_name FROM tree_edits e WHERE e.tree_id = t.id ORDER BY e.id DESC LIMIT 1) AS "lastEditor",
        count(*) OVER () AS total
      FROM trees t
      WHERE NOT t.published
        AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM tree_edits e WHERE e.tree_id = t.id AND e.user_id = $1))
      ORDER BY t.updated_at DESC, t.id DESC
      LIMIT $2 OFFSET $3`,
    [editorId, WORK_PAGE_SIZE, draftsOffset],
  );

  // One row per save, newest first (its newest history row's id orders it).
  const changes: (WorkChange & Counted)[] = await ctx.db.query(
    `SELECT c."changeId", c."treeId", c."userId", c."userName", c."editedAt", c.action, c.targets, c.fields,
        c.total, t.scientific_name AS "scientificName", COALESCE(NOT t.published, false) AS draft
      FROM (
        SELECT e.change_id AS "changeId", min(e.tree_id) AS "treeId", min(e.user_id) AS "userId",
          min(e.user_name) AS "userName", max(e.edited_at) AS "editedAt", min(e.action) AS action,
          array_agg(DISTINCT e.target ORDER BY e.target) AS targets,
          array_agg(DISTINCT e.field ORDER BY e.field) AS fields,
          max(e.id) AS last_id, count(*) OVER () AS total
        FROM tree_edits e
        WHERE $1::int IS NULL OR e.user_id = $1
        GROUP BY e.change_id
        ORDER BY max(e.id) DESC
        LIMIT $2 OFFSET $3
      ) c LEFT JOIN trees t ON t.id = c."treeId"
      ORDER BY c.last_id DESC`,
    [editorId, WORK_PAGE_SIZE, changesOffset],
  );

  const editors: WorkEditor[] = await ctx.db.query(
    `SELECT u.id, ${NAME_SQL('u')} AS name FROM users u WHERE u.role_id >= $1 ORDER BY lower(${NAME_SQL('u')}), u.id`,
    [ROLE_EDITOR],
  );

  return {
    drafts: drafts.map(({ total: _total, ...draft }) => draft),
    draftsTotal: await totalOf(drafts, draftsOffset, () =>
      ctx.db.query(
        `SELECT count(*) AS n FROM trees t WHERE NOT t.published
          AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM tree_edits e WHERE e.tree_id = t.id AND e.user_id = $1))`,
        [editorId],
      ),
    ),
    changes: changes.map(({ total: _total, ...change }) => change),
    changesTotal: await totalOf(changes, changesOffset, () =>
      ctx.db.query(`SELECT count(DISTINCT change_id) AS n FROM tree_edits e WHERE $1::int IS NULL OR e.user_id = $1`, [
        editorId,
      ]),
    ),
    editors,
    pageSize: WORK_PAGE_SIZE,
  };
}

/** The window's total; a page past the end has no rows to carry it, so it is counted apart. */
async function totalOf(rows: Counted[], offset: number, count: () => Promise<{ n: string }[]>): Promise<number> {
  if (rows.length) return Number(rows[0].total);
  if (offset === 0) return 0;
  return Number((await count())[0].n);
}
