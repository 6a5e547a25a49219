import { spendBudget } from '../../auth/rate-limits';
import type { EntityManager } from 'typeorm';
import { authorize } from '../../auth/policies';
import { toSearchKey, TreeNameKind } from '@selectree/rules';
import type { RequestContext } from '../../context';
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../../errors';
import { parseId } from '../ids';
import { TREE_NOT_FOUND } from '../shared/tree-messages';
import {
  APPRAISAL_INCOMPLETE,
  EDIT_FIELDS,
  REDIRECT_REQUIRED,
  REDIRECT_TO_SELF,
  type EditFieldName,
} from './edit-fields';
import {
  parseEditInput,
  readEditValues,
  type EditValues,
  type NamesByKind,
  type ParsedChange,
  type TreeRow,
} from './edit-record';
import { changeTree, editorName, type TreeStep } from './tree-change';

/** The edit screen's record: the fields, plus what the screen shows and the version it edits. */
export interface TreeEditView {
  treeId: number;
  version: number;
  scientificName: string;
  updatedAt: Date;
  updatedBy: string | null;
  values: EditValues;
}

/** Read with a lock or not, the tree row and its names; NotFoundError for unknown trees. */
export async function loadEditView(manager: EntityManager, treeId: number): Promise<TreeEditView> {
  const [row]: TreeRow[] = await manager.query(`SELECT * FROM trees WHERE id = $1 AND NOT is_demo`, [treeId]);
  if (!row) throw new NotFoundError(TREE_NOT_FOUND);
  return viewOf(manager, row);
}

/** The view of a tree row; its names and its last editor's name read unless known. */
async function viewOf(
  manager: EntityManager,
  row: TreeRow,
  names?: NamesByKind,
  known?: { id: number; name: string },
): Promise<TreeEditView> {
  const by = row.updated_by === null ? null : (row.updated_by as number);
  return {
    treeId: row.id,
    version: row.version,
    scientificName: row.scientific_name as string,
    updatedAt: row.updated_at as Date,
    updatedBy: by === null ? null : by === known?.id ? known.name : await editorName(manager, by),
    values: readEditValues(row, names ?? (await loadNames(manager, row.id))),
  };
}

export async function loadNames(manager: EntityManager, treeId: number): Promise<NamesByKind> {
  const rows: { kind: TreeNameKind; name: string }[] = await manager.query(
    `SELECT kind, name FROM tree_names WHERE tree_id = $1 ORDER BY kind, position, id`,
    [treeId],
  );
  const names: NamesByKind = {};
  for (const row of rows) (names[row.kind] ??= []).push(row.name);
  return names;
}

/** GET /tree/edit/{id}: the edit record of any tree (drafts included); roles 2 and 3. */
export async function getTreeForEdit(ctx: RequestContext, rawId: unknown): Promise<TreeEditView> {
  authorize(ctx.viewer, 'tree:edit');
  return loadEditView(ctx.db.manager, parseId(rawId, 'tree id'));
}

function parseInputObject(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError('The edit record must be an object of fields');
  }
  return input as Record<string, unknown>;
}

/**
 * PUT /tree/update/{id}: saves the fields sent (a whole record or only the changed fields), based on
 * `version` when the caller names one (GraphQL always does; a legacy REST body may not, issue 21.1).
 * A field equal to the stored value is unchanged. Refused as a whole (nothing written) when a field
 * is invalid, or, when something changed, when the tree has been saved by someone else since
 * `version` (409 naming who and when; the editor's values stay on their screen). Every change is a
 * tree_edits row either way, so a save without a version can be reverted.
 */
export async function saveTree(ctx: RequestContext, rawId: unknown, input: unknown, baseVersion?: number) {
  await spendBudget(ctx, 'treeEdit');
  const treeId = parseId(rawId, 'tree id');
  const fields = parseInputObject(input);
  if (fields.tree_id !== undefined && String(fields.tree_id) !== String(treeId)) {
    throw new ValidationError(`tree_id ${String(fields.tree_id)} does not match the tree ${treeId}`);
  }
  const outcome = await changeTree(
    ctx,
    treeId,
    async (tx) => {
      const names = tx.names ?? (await loadNames(tx.manager, treeId));
      const before = readEditValues(tx.row, names);
      const changes = await validateChanges(tx, fields, before);
      if (changes.length && baseVersion !== undefined && baseVersion !== tx.row.version) {
        throw await staleError(tx, baseVersion);
      }
      await applyChanges(tx, changes, before, 'update');
      const renamed = changes.some((c) => ['names', 'commonName'].includes(EDIT_FIELDS[c.field].kind));
      return { changed: changes.map((c) => c.field), names: renamed ? await loadNames(tx.manager, treeId) : names };
      // The answer's taxa and photos read under the lock (a save changes neither), into the loaders.
    },
    { relations: true, setOnly: true },
  );
  // The record as committed, from the transaction (no second read of the tree, its names, its editor).
  const view = await viewOf(ctx.db.manager, outcome.row, outcome.result.names, outcome.editor);
  return { ...view, changed: outcome.result.changed };
}

/** Every bad field at once (ValidationError), then the cross-field rules on the merged record. */
export async function validateChanges(
  tx: Pick<TreeStep, 'manager' | 'row'>,
  fields: Record<string, unknown>,
  before: EditValues,
  keep: Partial<EditValues> = {},
): Promise<ParsedChange[]> {
  const { changes, errors } = parseEditInput(fields, before, keep);
  const after: EditValues = { ...before };
  for (const change of changes) after[change.field] = change.value;
  const touched = new Set(changes.map((c) => c.field));
  errors.push(...crossFieldErrors(after, touched));
  if (touched.has('redirect') || touched.has('has_redirect')) errors.push(...(await redirectErrors(tx, after)));
  if (errors.length) throw new ValidationError(errors[0].message, errors);
  // has_redirect 0 clears the target; the target alone sets has_redirect.
  if (after.has_redirect === 0 && before.redirect !== null && !touched.has('redirect')) {
    changes.push({ field: 'redirect', value: null, stored: null });
  }
  return changes;
}

const RANGES: [EditFieldName, EditFieldName][] = [
  ['height_low', 'height_high'],
  ['width_low', 'width_high'],
  ['growth_rate_low', 'growth_rate_high'],
  ['soil_ph_low', 'soil_ph_high'],
  ['exposure_low', 'exposure_high'],
  ['branch_strength_low', 'branch_strength_high'],
];

function crossFieldErrors(after: EditValues, touched: Set<EditFieldName>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [low, high] of RANGES) {
    if (!touched.has(low) && !touched.has(high)) continue;
    const [a, b] = [after[low], after[high]];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      errors.push({ field: touched.has(low) ? low : high, message: `${low} (${a}) is more than ${high} (${b})` });
    }
  }
  const appraisalTouched = touched.has('appraisal') || touched.has('app_lcant') || touched.has('app_grrating');
  if (appraisalTouched && after.appraisal === 'Yes' && (after.app_lcant === null || after.app_grrating === null)) {
    errors.push({ field: after.app_lcant === null ? 'app_lcant' : 'app_grrating', message: APPRAISAL_INCOMPLETE });
  }
  return errors;
}

async function redirectErrors(tx: Pick<TreeStep, 'manager' | 'row'>, after: EditValues): Promise<FieldError[]> {
  if (after.has_redirect !== 1) return [];
  if (after.redirect === null) return [{ field: 'redirect', message: REDIRECT_REQUIRED }];
  if (after.redirect === tx.row.id) return [{ field: 'redirect', message: REDIRECT_TO_SELF }];
  const [target] = await tx.manager.query(`SELECT id FROM trees WHERE id = $1 AND NOT is_demo`, [after.redirect]);
  return target ? [] : [{ field: 'redirect', message: `Tree ${String(after.redirect)} does not exist` }];
}

async function staleError(tx: TreeStep, baseVersion: number): Promise<ConflictError> {
  const by = tx.row.updated_by === null ? 'another editor' : await editorName(tx.manager, tx.row.updated_by as number);
  const at = (tx.row.updated_at as Date).toISOString().replace('T', ' ').slice(0, 16);
  return new ConflictError(
    `Not saved: ${by} changed this tree at ${at} UTC (version ${tx.row.version}; you edited version ${baseVersion}). ` +
      'Your changes are still on the form: reload the tree to see theirs, then apply yours again.',
    { currentVersion: tx.row.version, changedBy: by, changedAt: tx.row.updated_at },
  );
}

/**
 * Writes validated changes to the locked tree and logs each (old and new wire values): names at
 * once, columns through `tx.set` (written with the version and the history when the step ends).
 */
export async function applyChanges(
  tx: TreeStep,
  changes: ParsedChange[],
  before: EditValues,
  action: 'update' | 'revert' | 'restore' | 'duplicate',
  revertsEditId: number | null = null,
): Promise<void> {
  for (const change of changes) {
    const spec = EDIT_FIELDS[change.field];
    tx.log({
      action,
      target: 'tree',
      field: change.field,
      oldValue: before[change.field],
      newValue: change.value,
      revertsEditId,
    });
    if (spec.kind === 'names') await replaceNames(tx.manager, tx.row.id, spec.nameKind, change.value as string[]);
    else if (spec.kind === 'hasRedirect') continue;
    else {
      const column =
        spec.kind === 'commonName' ? 'common_name' : spec.kind === 'redirect' ? 'redirect_tree_id' : spec.column;
      tx.set(column, change.stored);
      if (spec.kind === 'commonName') {
        const name = change.value as string | null;
        await replaceNames(tx.manager, tx.row.id, TreeNameKind.CommonPrimary, name ? [name] : []);
      }
    }
  }
}

/** The names of one kind become exactly `names`, in that order (source 'editor' for new ones). */
async function replaceNames(manager: EntityManager, treeId: number, kind: TreeNameKind, names: string[]) {
  await manager.query(`DELETE FROM tree_names WHERE tree_id = $1 AND kind = $2`, [treeId, kind]);
  if (!names.length) return;
  const rows = names.map((name, position) => ({ name, position, search_key: toSearchKey(name) }));
  await manager.query(
    `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
     SELECT $1, $2, x.name, x.position, 'editor', x.search_key
     FROM jsonb_to_recordset($3::jsonb) AS x(name text, position smallint, search_key text)
     WHERE x.search_key <> ''
     ON CONFLICT (tree_id, kind, search_key) DO NOTHING`,
    [treeId, kind, JSON.stringify(rows)],
  );
}
