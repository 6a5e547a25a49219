import { spendBudget } from '../../auth/rate-limits';
import type { EntityManager } from 'typeorm';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { TREE_COLUMN_TYPES } from '../../import/tree-record';
import { parseId } from '../ids';
import { readEditValues } from './edit-record';
import { editorName, lockTree, runTreeStep, writeHistory } from './tree-change';
import { applyChanges, loadEditView, loadNames, validateChanges } from './tree-edit.service';

/** Columns a duplicate copies (everything the catalogue describes; not id, version or bookkeeping). */
const COPIED_COLUMNS = Object.keys(TREE_COLUMN_TYPES)
  .filter((column) => column !== 'id' && column !== 'published')
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * The next free tree id. The sequence normally runs ahead of every id (the importer moves it past
 * the export's ids); should rows have been written with explicit ids beyond it, it is moved forward
 * first, never back (GREATEST with its own last value), so concurrent adds still get distinct ids.
 */
async function nextTreeId(manager: EntityManager): Promise<number> {
  await manager.query(
    `SELECT setval('tree_ids', GREATEST((SELECT max(id) FROM trees), (SELECT last_value FROM tree_ids)))
     WHERE (SELECT max(id) FROM trees) >= (SELECT last_value FROM tree_ids)`,
  );
  const [{ id }]: { id: number }[] = await manager.query(`SELECT nextval('tree_ids')::int AS id`);
  return id;
}

/** Deletes stored photo files, given by the photo service (files go once the delete has committed). */
export type PhotoFileRemover = (photos: { storage_key: string; widths: number[] }[]) => Promise<void>;

/**
 * POST /tree/add: a new, empty Draft with one blank taxon (its accepted name, filled in on the edit
 * page). Answers the new id; the history's first row is its creation.
 */
export async function addTree(ctx: RequestContext): Promise<{ treeId: number }> {
  await spendBudget(ctx, 'treeEdit');
  const viewer = authorize(ctx.viewer, 'tree:edit');
  return ctx.db.transaction(async (manager) => {
    const id = await nextTreeId(manager);
    await manager.query(
      `INSERT INTO trees (id, scientific_name, scientific_search_key, published, pacific_island, updated_by)
       VALUES ($1, '', '', false, false, $2)`,
      [id, viewer.id],
    );
    await manager.query(`INSERT INTO taxa (tree_id, sequence, name_concat) VALUES ($1, 1, '')`, [id]);
    const editor = { id: viewer.id, name: await editorName(manager, viewer.id) };
    await writeHistory(manager, id, 1, editor, [
      { action: 'create', target: 'tree', field: '*', oldValue: null, newValue: { display: '0' } },
    ]);
    return { treeId: id };
  });
}

/**
 * PUT /tree/duplicate: body the edit record (its tree_id names the source). The copy takes the
 * source's stored values, names and taxa (not its photos: their files belong to the source), then
 * the record's fields, validated as a save; it is a Draft until an editor publishes it.
 */
export async function duplicateTree(ctx: RequestContext, input: unknown): Promise<{ treeId: number }> {
  await spendBudget(ctx, 'treeEdit');
  const viewer = authorize(ctx.viewer, 'tree:edit');
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError('The edit record must be an object of fields');
  }
  const { tree_id: rawSource, ...fields } = input as Record<string, unknown>;
  const sourceId = parseId(rawSource, 'tree_id');
  return ctx.db.transaction(async (manager) => {
    await lockTree(manager, sourceId);
    const id = await nextTreeId(manager);
    await manager.query(
      `INSERT INTO trees (id, ${COPIED_COLUMNS}, published, updated_by)
       SELECT $3, ${COPIED_COLUMNS}, false, $2 FROM trees WHERE id = $1`,
      [sourceId, viewer.id, id],
    );
    await manager.query(
      `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
       SELECT $2, kind, name, position, 'editor', search_key FROM tree_names WHERE tree_id = $1`,
      [sourceId, id],
    );
    await manager.query(
      `INSERT INTO taxa (tree_id, sequence, genus, species, hybrid_alt_species, subspecies, variety, forma, cultivar,
         hybrid_x, hybrid_genus, qualifier, name_concat)
       SELECT $2, sequence, genus, species, hybrid_alt_species, subspecies, variety, forma, cultivar,
         hybrid_x, hybrid_genus, qualifier, name_concat FROM taxa WHERE tree_id = $1`,
      [sourceId, id],
    );
    const editor = { id: viewer.id, name: await editorName(manager, viewer.id) };
    await writeHistory(manager, id, 1, editor, [
      { action: 'duplicate', target: 'tree', field: '*', oldValue: null, newValue: { duplicateOf: sourceId } },
    ]);
    await runTreeStep(manager, id, editor, [], async (tx) => {
      const before = readEditValues(tx.row, await loadNames(tx.manager, id));
      const changes = (await validateChanges(tx, fields, before)).filter((c) => c.field !== 'display');
      await applyChanges(tx, changes, before, 'update');
    });
    return { treeId: id };
  });
}

/**
 * DELETE /tree/delete/{id}: removes the tree with its names, taxa, photos and list entries (the
 * database cascades). The history keeps a last row holding the whole record; the photo files are
 * deleted once the transaction has committed.
 */
export async function deleteTree(
  ctx: RequestContext,
  rawId: unknown,
  removeFiles: PhotoFileRemover,
): Promise<{ treeId: number }> {
  await spendBudget(ctx, 'treeEdit');
  const viewer = authorize(ctx.viewer, 'tree:edit');
  const treeId = parseId(rawId, 'tree id');
  const files = await ctx.db.transaction(async (manager) => {
    const row = await lockTree(manager, treeId);
    const view = await loadEditView(manager, treeId);
    const photos: { storage_key: string; widths: number[] }[] = await manager.query(
      `SELECT storage_key, widths FROM photos WHERE tree_id = $1 AND storage_key IS NOT NULL`,
      [treeId],
    );
    const editor = { id: viewer.id, name: await editorName(manager, viewer.id) };
    await writeHistory(manager, treeId, row.version + 1, editor, [
      { action: 'delete', target: 'tree', field: '*', oldValue: view.values, newValue: null },
    ]);
    await manager.query(`DELETE FROM trees WHERE id = $1`, [treeId]);
    return photos;
  });
  if (files.length) await removeFiles(files).catch(() => undefined);
  return { treeId };
}
