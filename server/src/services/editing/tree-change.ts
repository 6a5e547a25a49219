import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import type { TreeEditAction, TreeEditTarget } from '../../entities';
import { NotFoundError } from '../../errors';
import { inlineStatement, shortTransaction } from '../../db/short-transaction';
import { readersOf } from '../../loaders/create-loaders';
import { ANNOUNCE_SQL } from '../catalogue-version';
import { TREE_NOT_FOUND } from '../shared/tree-messages';
import type { TreeNameKind } from '@selectree/rules';
import type { NamesByKind, TreeRow } from './edit-record';

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
  /** The tree's names as locked with it (changeTree), before the step changed any. */
  names?: NamesByKind;
  editor: { id: number; name: string };
  log(entry: EditEntry): void;
  /**
   * A trees column to write (`stored`: its database value). Written after the step, in the one
   * statement that also moves the version on and writes the history (the step reads no column it set).
   */
  set(column: string, stored: unknown): void;
  /** Files to delete from storage once the transaction has committed. */
  afterCommit(task: () => Promise<void>): void;
}

export interface TreeChangeResult<T> {
  result: T;
  /** The tree's version after the change (unchanged when nothing was logged). */
  version: number;
  changed: boolean;
  /** The tree row after the change (the locked row when nothing was logged). */
  row: TreeRow;
  editor: { id: number; name: string };
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

/** What a change may also read under the tree's lock, for its answer (saveTree: the edit record's taxa and photos). */
export interface ChangeOptions {
  relations?: boolean;
  /**
   * The step writes the tree only through `tx.set` (saveTree): the row after the change is the
   * locked row with the columns set, the version, who and when (and the slug, kept by trigger)
   * answered by the write; not the whole row again. (Issue 24: pg spent 0.2-0.35 ms of the app's
   * CPU on each 82-column tree row it parsed, twice a save.) A step that writes trees itself (a
   * taxon's rename) must leave this off.
   */
  setOnly?: boolean;
}

/**
 * Every write to a tree, its names, taxa or photos runs through here, in one transaction: the
 * editor's right checked, the tree row locked (writers to one tree queue there, so a version check
 * inside is exact), the step's changes made, and, when it logged any, the version bumped and the
 * history rows written with that version. A refusal anywhere rolls everything back.
 *
 * Two round trips besides the step's own (issue 24): the transaction begun with the lock (and,
 * with `relations`, the tree's taxa and photos read under it, primed into the request's loaders),
 * then the change written, the commit and its announcement in one message (db/short-transaction.ts).
 */
export async function changeTree<T>(
  ctx: RequestContext,
  treeId: number,
  step: (tx: TreeStep) => Promise<T>,
  options: ChangeOptions = {},
): Promise<TreeChangeResult<T>> {
  const viewer = authorize(ctx.viewer, 'tree:edit');
  const tasks: (() => Promise<void>)[] = [];
  const reads = readersOf(ctx.db);
  const relations = options.relations ? [reads.taxa.inline([treeId]), reads.photos.inline([treeId])] : [];
  const { result: stepped, last } = await shortTransaction(
    ctx.db,
    [lockStatement(treeId, viewer.id), ...relations].join(';\n'),
    async (manager, [lockRows, taxa, photos]) => {
      const locked = lockedTree(lockRows, viewer.id);
      if (taxa && photos) {
        ctx.loaders.taxaByTreeId.prime(treeId, reads.taxa.hydrate(taxa));
        ctx.loaders.photosByTreeId.prime(treeId, reads.photos.hydrate(photos));
      }
      const done = await stepThenWrite(manager, treeId, locked.editor, tasks, step, locked, options.setOnly);
      const inline = done.write && inlineStatement(done.write.text, done.write.values);
      // A value that cannot be written into the text (none today): the change written on its own.
      if (done.write && !inline) {
        return { ...done, inline: null, row: afterRow(done.row, await write(manager, done.write)), changed: true };
      }
      return { ...done, inline, changed: done.write !== null };
    },
    // The commit is announced after it, not from inside the transaction (migration 1796400000000).
    (done) => ({ last: done.inline, lastLogged: done.write?.text, after: done.changed ? ANNOUNCE_SQL : null }),
  );
  for (const task of tasks) await task().catch(() => undefined);
  const row = stepped.inline ? afterRow(stepped.row, last[0] as TreeRow) : stepped.row;
  return { result: stepped.result, version: row.version, changed: stepped.changed, row, editor: stepped.editor };
}

/** The tree row after a write: what it answered over the locked row (all of it, unless setOnly). */
const afterRow = (locked: TreeRow, written: TreeRow): TreeRow => ({ ...locked, ...written });

/** Locks the tree row (writers to one tree queue there). NotFoundError for unknown trees. */
export async function lockTree(manager: EntityManager, treeId: number): Promise<TreeRow> {
  const [row]: TreeRow[] = await manager.query(`SELECT * FROM trees WHERE id = $1 AND NOT is_demo FOR UPDATE`, [
    treeId,
  ]);
  if (!row) throw new NotFoundError(TREE_NOT_FOUND);
  return row;
}

interface LockedTree {
  row: TreeRow;
  names: NamesByKind;
  editor: { id: number; name: string };
}

/**
 * changeTree's first statement: the tree row locked (as lockTree), with its names and the editor's
 * name, and the transaction marked as announced by the app after its commit
 * (`selectree.notify_after_commit`, migration 1796400000000). Sent with START TRANSACTION in one
 * message, so without parameters: both ids are integers (parseId, the viewer's id).
 */
function lockStatement(treeId: number, editorId: number): string {
  if (!Number.isSafeInteger(treeId) || !Number.isSafeInteger(editorId)) throw new Error('lockStatement: integer ids');
  return `SELECT t.*, u.first_name AS "~first", u.last_name AS "~last", u.email AS "~email",
       (SELECT json_agg(json_build_object('kind', n.kind, 'name', n.name) ORDER BY n.kind, n.position, n.id)
        FROM tree_names n WHERE n.tree_id = t.id) AS "~names",
       set_config('selectree.notify_after_commit', 'on', true) AS "~announce"
     FROM trees t LEFT JOIN users u ON u.id = ${editorId}
     WHERE t.id = ${treeId} AND NOT t.is_demo FOR UPDATE OF t`;
}

/** The locked tree of lockStatement's rows. NotFoundError for unknown trees. */
function lockedTree(rows: Record<string, unknown>[], editorId: number): LockedTree {
  const [found] = rows as (TreeRow & Record<string, unknown>)[];
  if (!found) throw new NotFoundError(TREE_NOT_FOUND);
  const { '~first': first, '~last': last, '~email': email, '~names': nameRows, '~announce': _, ...row } = found;
  const names: NamesByKind = {};
  for (const name of (nameRows ?? []) as { kind: TreeNameKind; name: string }[])
    (names[name.kind] ??= []).push(name.name);
  const full = [first, last].filter(Boolean).join(' ').trim();
  const name = email === null || email === undefined ? `user #${editorId}` : full || (email as string);
  return { row: row as TreeRow, names, editor: { id: editorId, name } };
}

/** changeTree's body, for callers that already hold a transaction (duplicate: create, then edit). */
export async function runTreeStep<T>(
  manager: EntityManager,
  treeId: number,
  editor: { id: number; name: string },
  tasks: (() => Promise<void>)[],
  step: (tx: TreeStep) => Promise<T>,
  locked?: LockedTree,
): Promise<TreeChangeResult<T>> {
  const done = await stepThenWrite(manager, treeId, editor, tasks, step, locked);
  if (!done.write) return { result: done.result, version: done.row.version, changed: false, row: done.row, editor };
  const after = await write(manager, done.write);
  return { result: done.result, version: after.version, changed: true, row: after, editor };
}

interface Statement {
  text: string;
  values: unknown[];
}

/** The step run on the locked tree, and the statement writing what it logged (null: nothing). */
async function stepThenWrite<T>(
  manager: EntityManager,
  treeId: number,
  editor: { id: number; name: string },
  tasks: (() => Promise<void>)[],
  step: (tx: TreeStep) => Promise<T>,
  locked?: LockedTree,
  setOnly = false,
): Promise<{ result: T; row: TreeRow; editor: { id: number; name: string }; write: Statement | null }> {
  const row = locked?.row ?? (await lockTree(manager, treeId));
  const entries: EditEntry[] = [];
  const columns = new Map<string, unknown>();
  const result = await step({
    manager,
    row,
    names: locked?.names,
    editor,
    log: (entry) => entries.push(entry),
    set: (column, stored) => columns.set(column, stored),
    afterCommit: (task) => tasks.push(task),
  });
  if (!entries.length) {
    if (columns.size) throw new Error('a tree step set columns without logging the change');
    return { result, row, editor, write: null };
  }
  return { result, row, editor, write: changeStatement(treeId, columns, editor, entries, setOnly) };
}

async function write(manager: EntityManager, statement: Statement): Promise<TreeRow> {
  const [row]: TreeRow[] = await manager.query(statement.text, statement.values);
  return row;
}

/** History rows as writeHistory and writeChange insert them (jsonb_to_recordset of this). */
function historyRows(entries: EditEntry[]): string {
  return JSON.stringify(
    entries.map((e) => ({
      action: e.action,
      target: e.target,
      target_id: e.targetId ?? null,
      field: e.field,
      old_value: e.oldValue === undefined ? null : e.oldValue,
      new_value: e.newValue === undefined ? null : e.newValue,
      reverts_edit_id: e.revertsEditId ?? null,
    })),
  );
}

const HISTORY_COLUMNS = `tree_id, change_id, user_id, user_name, version, action, target, target_id, field, old_value, new_value, reverts_edit_id`;
const HISTORY_RECORDS = `jsonb_to_recordset($4::jsonb) AS x(action text, target text, target_id integer, field text,
       old_value jsonb, new_value jsonb, reverts_edit_id integer)`;

/**
 * One statement for a logged change: the step's columns written, the version moved on (who, when)
 * and the history rows inserted with the new version; answers the tree row after it. changeTree
 * sends it with the COMMIT, its values written into the text (inlineStatement). (Was three:
 * each UPDATE of a tree row is a new row version, and one that is not HOT adds an entry to every
 * index of trees.)
 */
function changeStatement(
  treeId: number,
  columns: Map<string, unknown>,
  editor: { id: number; name: string },
  entries: EditEntry[],
  setOnly = false,
): Statement {
  const values: unknown[] = [treeId, editor.id, editor.name, historyRows(entries), crypto.randomUUID()];
  // setOnly: what the write changed (the rest is the locked row's, see ChangeOptions.setOnly).
  const answered = setOnly
    ? ['id', 'version', 'updated_by', 'updated_at', 'slug', ...columns.keys()].map((c) => `u."${c}"`).join(', ')
    : '*';
  const assignments = [...columns].map(([column, stored]) => {
    values.push(stored);
    return `"${column}" = $${values.length}, `;
  });
  // (TypeORM answers [rows, count] for a bare UPDATE ... RETURNING; a CTE gives plain rows.)
  const text = `WITH u AS (
       UPDATE trees SET ${assignments.join('')}version = version + 1, updated_by = $2, updated_at = now()
       WHERE id = $1 RETURNING *),
     h AS (
       INSERT INTO tree_edits (${HISTORY_COLUMNS})
       SELECT u.id, $5, $2, $3, u.version, x.action, x.target, x.target_id, x.field, x.old_value, x.new_value, x.reverts_edit_id
       FROM u, ${HISTORY_RECORDS})
     SELECT ${answered} FROM u`;
  return { text, values };
}

export async function writeHistory(
  manager: EntityManager,
  treeId: number,
  version: number,
  editor: { id: number; name: string },
  entries: EditEntry[],
): Promise<void> {
  await manager.query(
    `INSERT INTO tree_edits (${HISTORY_COLUMNS})
     SELECT $1, $5, $2, $3, $6, x.action, x.target, x.target_id, x.field, x.old_value, x.new_value, x.reverts_edit_id
     FROM ${HISTORY_RECORDS}`,
    [treeId, editor.id, editor.name, historyRows(entries), crypto.randomUUID(), version],
  );
}
