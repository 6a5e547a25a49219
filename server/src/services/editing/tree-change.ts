import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import type { TreeEditAction, TreeEditTarget } from '../../entities';
import { NotFoundError } from '../../errors';
import { TREE_NOT_FOUND } from '../shared/tree-messages';
import type { TreeRow } from './edit-record';

/** One row of the edit history, as a change step logs it. */
export interface EditEntry {
  action: TreeEditAction;
  target: TreeEditTarget;
  targetId?: number | null;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  revertsEditId?: number | null;
}

/** What a change step gets: the transaction, the locked tree row, and the history log. */
export interface TreeStep {
  manager: EntityManager;
  row: TreeRow;
  editor: { id: number; name: string };
  log(entry: EditEntry): void;
  /** Files to delete from storage once the transaction has committed. */
  afterCommit(task: () => Promise<void>): void;
}

export interface TreeChangeResult<T> {
  result: T;
  /** The tree's version after the change (unchanged when nothing was logged). */
  version: number;
  changed: boolean;
}

/** The editor's name as the history and the stale-save message show it. */
export async function editorName(manager: EntityManager, userId: number): Promise<string> {
  const [user]: { first_name: string | null; last_name: string | null; email: string }[] = await manager.query(
    `SELECT first_name, last_name, email FROM users WHERE id = $1`,
    [userId],
  );
  if (!user) return `user #${userId}`;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/**
 * Every write to a tree, its names, taxa or photos runs through here, in one transaction: the
 * editor's right checked, the tree row locked (writers to one tree queue there, so a version check
 * inside is exact), the step's changes made, and, when it logged any, the version bumped and the
 * history rows written with that version. A refusal anywhere rolls everything back.
 */
export async function changeTree<T>(
  ctx: RequestContext,
  treeId: number,
  step: (tx: TreeStep) => Promise<T>,
): Promise<TreeChangeResult<T>> {
  const viewer = authorize(ctx.viewer, 'tree:edit');
  const tasks: (() => Promise<void>)[] = [];
  const outcome = await ctx.db.transaction(async (manager) => {
    const editor = { id: viewer.id, name: await editorName(manager, viewer.id) };
    return runTreeStep(manager, treeId, editor, tasks, step);
  });
  for (const task of tasks) await task().catch(() => undefined);
  return outcome;
}

/** Locks the tree row (writers to one tree queue there). NotFoundError for unknown trees. */
export async function lockTree(manager: EntityManager, treeId: number): Promise<TreeRow> {
  const [row]: TreeRow[] = await manager.query(`SELECT * FROM trees WHERE id = $1 AND NOT is_demo FOR UPDATE`, [
    treeId,
  ]);
  if (!row) throw new NotFoundError(TREE_NOT_FOUND);
  return row;
}

/** changeTree's body, for callers that already hold a transaction (duplicate: create, then edit). */
export async function runTreeStep<T>(
  manager: EntityManager,
  treeId: number,
  editor: { id: number; name: string },
  tasks: (() => Promise<void>)[],
  step: (tx: TreeStep) => Promise<T>,
): Promise<TreeChangeResult<T>> {
  const row = await lockTree(manager, treeId);
  const entries: EditEntry[] = [];
  const result = await step({
    manager,
    row,
    editor,
    log: (entry) => entries.push(entry),
    afterCommit: (task) => tasks.push(task),
  });
  if (!entries.length) return { result, version: row.version, changed: false };
  const version = await bumpVersion(manager, treeId, editor.id);
  await writeHistory(manager, treeId, version, editor, entries);
  return { result, version, changed: true };
}

export async function bumpVersion(manager: EntityManager, treeId: number, userId: number): Promise<number> {
  const [{ version }]: { version: number }[] = await manager.query(
    // (TypeORM answers [rows, count] for a bare UPDATE ... RETURNING; a CTE gives plain rows.)
    `WITH u AS (UPDATE trees SET version = version + 1, updated_by = $2, updated_at = now() WHERE id = $1 RETURNING version)
     SELECT version FROM u`,
    [treeId, userId],
  );
  return version;
}

export async function writeHistory(
  manager: EntityManager,
  treeId: number,
  version: number,
  editor: { id: number; name: string },
  entries: EditEntry[],
): Promise<void> {
  const rows = entries.map((e) => ({
    action: e.action,
    target: e.target,
    target_id: e.targetId ?? null,
    field: e.field,
    old_value: e.oldValue === undefined ? null : e.oldValue,
    new_value: e.newValue === undefined ? null : e.newValue,
    reverts_edit_id: e.revertsEditId ?? null,
  }));
  await manager.query(
    `INSERT INTO tree_edits (tree_id, change_id, user_id, user_name, version, action, target, target_id, field, old_value, new_value, reverts_edit_id)
     SELECT $1, $2, $3, $4, $5, x.action, x.target, x.target_id, x.field, x.old_value, x.new_value, x.reverts_edit_id
     FROM jsonb_to_recordset($6::jsonb) AS x(action text, target text, target_id integer, field text,
       old_value jsonb, new_value jsonb, reverts_edit_id integer)`,
    [treeId, crypto.randomUUID(), editor.id, editor.name, version, JSON.stringify(rows)],
  );
}
