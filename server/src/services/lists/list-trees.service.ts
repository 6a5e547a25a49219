import { spendBudget } from '../../auth/rate-limits';
import { In, type EntityManager } from 'typeorm';
import { can } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ListTree, Tree } from '../../entities';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { checkVersion, parseId } from '../ids';
import { listFor, readList, type ListRecord } from './list-access';
import { LIST_MESSAGES, parseNote, parseQuantity, parseQueryData, parseTreeIds } from './list-rules';

/** The name a message gives a tree: its common name, else its scientific name. */
export function treeLabel(tree: Pick<Tree, 'commonName' | 'scientificName'>): string {
  return tree.commonName || tree.scientificName;
}

/**
 * One change to a list's trees, in one transaction: the caller's right checked on the locked list
 * row (writers to one list queue there) and the list's updated date moved (now() is the
 * transaction's time, so before or after the change is the same); a refusal rolls it all back.
 */
function changeListTrees<T>(
  ctx: RequestContext,
  listId: number,
  change: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (manager) => {
    await listFor(manager, ctx.viewer, listId, 'list:trees', { lock: true });
    await manager.query(`UPDATE lists SET updated_at = now() WHERE id = $1`, [listId]);
    return change(manager);
  });
}

/**
 * PATCH /list/add/trees {listId, treeIds}: adds trees at the end of the list (owner and
 * collaborators; not a saved search). A tree already on the list refuses the whole call
 * ('<name> is already in this list!'); unknown or unpublished trees (for those who cannot see
 * drafts) are refused too. Writers to one list queue on its row lock, so two collaborators adding
 * at once both land, each at its own positions.
 */
export async function addTreesToList(
  ctx: RequestContext,
  rawListId: unknown,
  rawTreeIds: unknown,
): Promise<ListRecord> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'listId');
  const treeIds = parseTreeIds(rawTreeIds);
  return changeListTrees(ctx, listId, async (manager) => {
    // A draft is unknown to those who cannot read drafts (as on the detail page): it cannot be added.
    const readsDrafts = can(ctx.viewer, 'tree:read-draft');
    const trees = await manager
      .getRepository(Tree)
      .findBy(readsDrafts ? { id: In(treeIds) } : { id: In(treeIds), published: true });
    const found = new Map(trees.map((tree) => [tree.id, tree]));
    const missing = treeIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new ValidationError(LIST_MESSAGES.unknownTree(missing), [
        { field: 'treeIds', message: LIST_MESSAGES.unknownTree(missing) },
      ]);
    }
    const present: { tree_id: number }[] = await manager.query(
      `SELECT tree_id FROM list_trees WHERE list_id = $1 AND tree_id = ANY($2) ORDER BY tree_id LIMIT 1`,
      [listId, treeIds],
    );
    if (present.length) {
      const message = LIST_MESSAGES.alreadyInList(treeLabel(found.get(present[0].tree_id)!));
      throw new ValidationError(message, [{ field: 'treeIds', message }]);
    }
    await manager.query(
      `INSERT INTO list_trees (list_id, tree_id, position)
       SELECT $1, id, (SELECT coalesce(max(position), 0) FROM list_trees WHERE list_id = $1) + ordinality
       FROM unnest($2::int[]) WITH ORDINALITY AS added(id, ordinality)`,
      [listId, treeIds],
    );
    return (await readList(manager, ctx.viewer, listId))!;
  });
}

/** PATCH /list/remove/{tree_id} {listId}: takes a tree off the list. Answers the tree and the list. */
export async function removeTreeFromList(
  ctx: RequestContext,
  rawListId: unknown,
  rawTreeId: unknown,
): Promise<{ list: ListRecord; tree: Tree }> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'listId');
  const treeId = parseId(rawTreeId, 'tree_id');
  return changeListTrees(ctx, listId, async (manager) => {
    const tree = await manager.getRepository(Tree).findOneBy({ id: treeId });
    const result = await manager.delete(ListTree, { listId, treeId });
    if (!tree || !result.affected)
      throw new NotFoundError(LIST_MESSAGES.notInList(tree ? treeLabel(tree) : `Tree ${treeId}`));
    return { list: (await readList(manager, ctx.viewer, listId))!, tree };
  });
}

/**
 * PATCH /list/{id}/order {treeIds}: the list's trees in a new order (drag or keyboard). The ids
 * must be exactly the list's trees; when someone added or removed one meanwhile the call is
 * refused (409) and nothing moves.
 */
export async function reorderListTrees(
  ctx: RequestContext,
  rawListId: unknown,
  rawTreeIds: unknown,
): Promise<ListRecord> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'listId');
  const treeIds = parseTreeIds(rawTreeIds);
  return changeListTrees(ctx, listId, async (manager) => {
    const current: { tree_id: number }[] = await manager.query(`SELECT tree_id FROM list_trees WHERE list_id = $1`, [
      listId,
    ]);
    const held = new Set(current.map((row) => row.tree_id));
    if (held.size !== treeIds.length || treeIds.some((id) => !held.has(id)))
      throw new ConflictError(LIST_MESSAGES.orderMismatch);
    await manager.query(
      `UPDATE list_trees lt SET position = o.ordinality
       FROM unnest($2::int[]) WITH ORDINALITY AS o(id, ordinality)
       WHERE lt.list_id = $1 AND lt.tree_id = o.id`,
      [listId, treeIds],
    );
    return (await readList(manager, ctx.viewer, listId))!;
  });
}

/** A tree row of a list as its note and quantity editors read it. */
export interface ListTreeEntryState {
  treeId: number;
  note: string | null;
  quantity: number;
  /** Send it back with the next note or quantity save: a row changed since is refused. */
  version: number;
}

export interface ListTreeEntryInput {
  /** Absent: the note is left as it is (a legacy body's note is always there). */
  note?: unknown;
  /** Absent: the quantity is left as it is. */
  quantity?: unknown;
  /**
   * The row's version the editor read (GraphQL always; REST in the body or If-Match, read by the
   * transport as for every documented write, issue 21.1); absent (legacy REST bodies): not checked.
   */
  version?: number | null;
}

/**
 * A tree row's note and quantity (owner and collaborators), in one transaction on the locked list.
 * When the editor says which version of the row they read, a row changed since is refused (409,
 * "changed meanwhile") and nothing is written; without a version (the spec's note body) the save is
 * applied. A save that changes nothing keeps the version.
 */
export async function updateListTreeEntry(
  ctx: RequestContext,
  rawListId: unknown,
  rawTreeId: unknown,
  input: ListTreeEntryInput,
): Promise<ListTreeEntryState> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'listId');
  const treeId = parseId(rawTreeId, 'tree_id');
  const note = input.note === undefined ? undefined : parseNote(input.note);
  const quantity = input.quantity === undefined ? undefined : parseQuantity(input.quantity);
  const expected = input.version === undefined || input.version === null ? null : checkVersion(input.version);
  if (note === undefined && quantity === undefined)
    throw new ValidationError(LIST_MESSAGES.nothingToSave, [{ field: 'note', message: LIST_MESSAGES.nothingToSave }]);
  return changeListTrees(ctx, listId, async (manager) => {
    const [row]: { note: string | null; quantity: number; version: number }[] = await manager.query(
      `SELECT note, quantity, version FROM list_trees WHERE list_id = $1 AND tree_id = $2`,
      [listId, treeId],
    );
    if (!row) throw new NotFoundError(LIST_MESSAGES.notInList(`Tree ${treeId}`));
    if (expected !== null && expected !== row.version)
      throw new ConflictError(
        note === undefined ? LIST_MESSAGES.quantityChangedMeanwhile : LIST_MESSAGES.noteChangedMeanwhile,
      );
    const next = { note: note === undefined ? row.note : note, quantity: quantity ?? row.quantity };
    if (next.note === row.note && next.quantity === row.quantity) return { treeId, ...row };
    await manager.update(
      ListTree,
      { listId, treeId },
      { note: next.note, quantity: next.quantity, version: row.version + 1 },
    );
    return { treeId, ...next, version: row.version + 1 };
  });
}

/** PATCH /list/{id}/note/{tree_id} {note}: a note on a tree of the list (blank removes it). */
export async function setListTreeNote(
  ctx: RequestContext,
  rawListId: unknown,
  rawTreeId: unknown,
  rawNote: unknown,
  version?: number | null,
): Promise<string | null> {
  const entry = await updateListTreeEntry(ctx, rawListId, rawTreeId, { note: rawNote ?? null, version });
  return entry.note;
}

/** PATCH /list/saved-search/{id} {query_data}: a saved search's filters (owner and collaborators). */
export async function updateSavedSearch(
  ctx: RequestContext,
  rawListId: unknown,
  rawQueryData: unknown,
): Promise<ListRecord> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawListId, 'list_id');
  const queryData = parseQueryData(rawQueryData);
  return ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, ctx.viewer, listId, 'list:edit', { lock: true });
    if (list.type !== 'Saved Search')
      throw new ValidationError(LIST_MESSAGES.notSavedSearch, [
        { field: 'query_data', message: LIST_MESSAGES.notSavedSearch },
      ]);
    await manager.query(`UPDATE lists SET query_data = $2, version = version + 1, updated_at = now() WHERE id = $1`, [
      listId,
      queryData,
    ]);
    return (await readList(manager, ctx.viewer, listId))!;
  });
}
