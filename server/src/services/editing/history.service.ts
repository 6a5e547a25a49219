import { spendBudget } from '../../auth/rate-limits';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import type { TreeEditAction, TreeEditTarget } from '../../entities';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { parseId } from '../ids';
import { EDIT_FIELDS, type EditFieldName } from './edit-fields';
import { readEditValues, sameWire, type EditValue, type EditValues } from './edit-record';
import { mergeTaxon, syncTaxonNames, writeTaxon, type TaxonRow } from './taxa.service';
import { changeTree, type TreeStep } from './tree-change';
import { applyChanges, loadEditView, loadNames, validateChanges } from './tree-edit.service';

export const EDIT_NOT_FOUND = 'There is no such change in the history';
export const CHANGED_SINCE = 'This value has changed since: revert the later change first';
export const NOT_REVERTIBLE = 'This change cannot be reverted';
export const HISTORY_PAGE_MAX = 200;

/** One row of a tree's edit history, as the edit page lists it. */
export interface HistoryEntry {
  id: number;
  changeId: string;
  userName: string;
  editedAt: Date;
  version: number;
  action: TreeEditAction;
  target: TreeEditTarget;
  targetId: number | null;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  revertsEditId: number | null;
  /** Whether revertEdit accepts it (field changes of the tree, its taxa and photo texts). */
  revertible: boolean;
}

interface EditRow {
  id: number;
  tree_id: number;
  change_id: string;
  user_name: string;
  edited_at: Date;
  version: number;
  action: TreeEditAction;
  target: TreeEditTarget;
  target_id: number | null;
  field: string;
  old_value: unknown;
  new_value: unknown;
  reverts_edit_id: number | null;
}

const PHOTO_TEXT_FIELDS = ['attribute_name', 'credit', 'licence'];

function revertible(row: EditRow): boolean {
  if (row.target === 'section') return false; // a review is a fact, not a value to put back
  if (row.target === 'tree')
    return row.field !== '*' && Object.hasOwn(EDIT_FIELDS, row.field) && row.field !== 'has_redirect';
  if (row.target === 'taxon') return row.field !== 'name_concat' && row.field !== 'sequence';
  return PHOTO_TEXT_FIELDS.includes(row.field);
}

const toEntry = (row: EditRow): HistoryEntry => ({
  id: row.id,
  changeId: row.change_id,
  userName: row.user_name,
  editedAt: row.edited_at,
  version: row.version,
  action: row.action,
  target: row.target,
  targetId: row.target_id,
  field: row.field,
  oldValue: row.old_value,
  newValue: row.new_value,
  revertsEditId: row.reverts_edit_id,
  revertible: revertible(row),
});

/** GET /tree/history/{id}: newest first, `limit` rows (≤ 200) before the edit id `before`. */
export async function listTreeHistory(
  ctx: RequestContext,
  rawTreeId: unknown,
  options: { limit?: unknown; before?: unknown } = {},
): Promise<HistoryEntry[]> {
  authorize(ctx.viewer, 'tree:edit');
  const treeId = parseId(rawTreeId, 'tree id');
  const limit = options.limit === undefined ? 100 : parseId(options.limit, 'limit');
  if (limit > HISTORY_PAGE_MAX) throw new ValidationError(`limit is at most ${HISTORY_PAGE_MAX}`);
  const before = options.before === undefined ? 2147483647 : parseId(options.before, 'before');
  const rows: EditRow[] = await ctx.db.query(
    `SELECT * FROM tree_edits WHERE tree_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`,
    [treeId, before, limit],
  );
  return rows.map(toEntry);
}

/**
 * POST /tree/history/revert/{editId}: puts back the value one change replaced, when the value is
 * still what that change wrote (otherwise 409: revert the later change first). The revert is itself
 * a change in the history (action revert, pointing at the change it undid).
 */
export async function revertEdit(ctx: RequestContext, rawEditId: unknown) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  const editId = parseId(rawEditId, 'edit id');
  const [edit]: EditRow[] = await ctx.db.query(`SELECT * FROM tree_edits WHERE id = $1`, [editId]);
  if (!edit) throw new NotFoundError(EDIT_NOT_FOUND);
  if (!revertible(edit)) throw new ConflictError(NOT_REVERTIBLE);
  await changeTree(ctx, edit.tree_id, async (tx) => {
    if (edit.target === 'tree') return revertTreeField(tx, edit);
    if (edit.target === 'taxon') return revertTaxonField(tx, edit);
    return revertPhotoField(tx, edit);
  });
  return loadEditView(ctx.db.manager, edit.tree_id);
}

async function revertTreeField(tx: TreeStep, edit: EditRow): Promise<void> {
  const field = edit.field as EditFieldName;
  const before = readEditValues(tx.row, await loadNames(tx.manager, tx.row.id));
  if (!sameWire(before[field], edit.new_value as EditValue)) throw new ConflictError(CHANGED_SINCE);
  const old = edit.old_value as EditValue;
  const input: Record<string, unknown> = { [field]: old };
  // Reverting a redirect target also restores the flag that goes with it.
  if (field === 'redirect') input.has_redirect = old === null ? 0 : 1;
  const changes = await validateChanges(tx, input, before, { [field]: old } as Partial<EditValues>);
  await applyChanges(tx, changes, before, 'revert', edit.id);
}

async function revertTaxonField(tx: TreeStep, edit: EditRow): Promise<void> {
  if (edit.field === '*') return revertTaxonRow(tx, edit);
  const [taxon]: TaxonRow[] = await tx.manager.query(`SELECT * FROM taxa WHERE id = $1 AND tree_id = $2`, [
    edit.target_id,
    tx.row.id,
  ]);
  if (!taxon) throw new ConflictError('The taxon of this change has been deleted: revert its deletion first');
  const column = edit.field as keyof TaxonRow;
  if (taxon[column] !== edit.new_value) throw new ConflictError(CHANGED_SINCE);
  const next = mergeTaxon({ ...taxon, [column]: edit.old_value } as TaxonRow, {});
  await writeTaxon(tx, taxon, next, 'revert', edit.id);
  await syncTaxonNames(tx.manager, tx.row.id);
}

/** A taxon added is removed again; a taxon deleted comes back (at its sequence if still free). */
async function revertTaxonRow(tx: TreeStep, edit: EditRow): Promise<void> {
  const taxa: TaxonRow[] = await tx.manager.query(`SELECT * FROM taxa WHERE tree_id = $1`, [tx.row.id]);
  if (edit.action === 'create') {
    const taxon = taxa.find((t) => t.id === edit.target_id);
    if (!taxon) throw new ConflictError(CHANGED_SINCE);
    if (taxon.sequence === 1 || taxa.length <= 1) throw new ConflictError(NOT_REVERTIBLE);
    await tx.manager.query(`DELETE FROM taxa WHERE id = $1`, [taxon.id]);
    tx.log({
      action: 'revert',
      target: 'taxon',
      targetId: taxon.id,
      field: '*',
      oldValue: taxon,
      newValue: null,
      revertsEditId: edit.id,
    });
  } else if (edit.action === 'delete') {
    const old = edit.old_value as TaxonRow;
    const sequence = taxa.some((t) => t.sequence === old.sequence)
      ? Math.max(...taxa.map((t) => t.sequence)) + 1
      : old.sequence;
    const [row]: TaxonRow[] = await tx.manager.query(
      `INSERT INTO taxa (tree_id, sequence, genus, species, hybrid_alt_species, subspecies, variety, forma, cultivar,
         hybrid_x, hybrid_genus, qualifier, name_concat)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
      [
        tx.row.id,
        sequence,
        old.genus,
        old.species,
        old.hybrid_alt_species,
        old.subspecies,
        old.variety,
        old.forma,
        old.cultivar,
        old.hybrid_x,
        old.hybrid_genus,
        old.qualifier,
        old.name_concat,
      ],
    );
    tx.log({
      action: 'revert',
      target: 'taxon',
      targetId: row.id,
      field: '*',
      oldValue: null,
      newValue: row,
      revertsEditId: edit.id,
    });
  } else throw new ConflictError(NOT_REVERTIBLE);
  await syncTaxonNames(tx.manager, tx.row.id);
}

async function revertPhotoField(tx: TreeStep, edit: EditRow): Promise<void> {
  const column = edit.field;
  const [photo]: Record<string, unknown>[] = await tx.manager.query(
    `SELECT * FROM photos WHERE id = $1 AND tree_id = $2`,
    [edit.target_id, tx.row.id],
  );
  if (!photo) throw new ConflictError('The photo of this change has been deleted');
  if ((photo[column] ?? null) !== (edit.new_value ?? null)) throw new ConflictError(CHANGED_SINCE);
  await tx.manager.query(`UPDATE photos SET "${column}" = $2 WHERE id = $1`, [photo.id, edit.old_value]);
  tx.log({
    action: 'revert',
    target: 'photo',
    targetId: photo.id as number,
    field: column,
    oldValue: edit.new_value,
    newValue: edit.old_value,
    revertsEditId: edit.id,
  });
}

/**
 * POST /tree/history/restore/{treeId} {at}: the tree's fields and names as they were at `at`
 * (every field changed since gets the value it had then), in one change of action restore. Taxa
 * and photos are reverted change by change.
 */
export async function restoreTreeAsOf(ctx: RequestContext, rawTreeId: unknown, rawAt: unknown) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  const treeId = parseId(rawTreeId, 'tree id');
  const at = typeof rawAt === 'string' || rawAt instanceof Date ? new Date(rawAt) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new ValidationError('at must be a date and time (ISO 8601)');
  await changeTree(ctx, treeId, async (tx) => {
    const rows: { field: string; old_value: unknown }[] = await tx.manager.query(
      `SELECT DISTINCT ON (field) field, old_value FROM tree_edits
       WHERE tree_id = $1 AND target = 'tree' AND field <> '*' AND edited_at > $2 ORDER BY field, id`,
      [treeId, at],
    );
    const input: Record<string, unknown> = {};
    for (const row of rows) if (Object.hasOwn(EDIT_FIELDS, row.field)) input[row.field] = row.old_value;
    const before = readEditValues(tx.row, await loadNames(tx.manager, treeId));
    const changes = await validateChanges(tx, input, before, input as Partial<EditValues>);
    await applyChanges(tx, changes, before, 'restore');
  });
  return loadEditView(ctx.db.manager, treeId);
}
