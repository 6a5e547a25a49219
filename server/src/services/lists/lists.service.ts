import { spendBudget } from '../../auth/rate-limits';
import { authorize, can, canOnList, type ListRole } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ListMember, TreeList, User } from '../../entities';
import { ConflictError, ValidationError } from '../../errors';
import { parseId } from '../ids';
import { parseSearchPage } from '../search.service';
import { countSavedSearches } from '../search.service';
import { CATALOGUE_TOKEN_SQL } from '../search.service';
import {
  LIST_COLUMNS,
  LIST_FROM,
  checkListAction,
  listFor,
  readList,
  toListRecord,
  type ListRecord,
  type ListRow,
} from './list-access';
import { LISTS_TOKEN_SQL, listsQuery } from './lists-version';
import {
  LIST_MESSAGES,
  LIST_NAME_MAX,
  parseBoolean,
  parseListForm,
  type ListForm,
  type ListFormInput,
} from './list-rules';
import { newShareKey } from './list-share-key';
import { withSiteFits } from './list-site.service';
import { listTreeEntries, parseListTreePage, type ListTreeEntry, type ListTreePage } from './list-tree-entries';

export type { ListTreeEntry, ListTreePage };

export interface Collaborator {
  id: number;
  firstName: string;
  lastName: string;
  /** Shown to those who manage the list's collaborators only. */
  email: string | null;
}

export interface ListDetail extends ListRecord {
  /** The viewer may edit the list (owner or collaborator). */
  canEdit: boolean;
  trees: readonly ListTreeEntry[];
  collaborators: Collaborator[];
}

/** getList's one statement: the list for the viewer ($1), the tokens its trees are kept by, its collaborators. */
const DETAIL_SQL = `SELECT ${LIST_COLUMNS}, (${CATALOGUE_TOKEN_SQL}) AS catalogue_token, (${LISTS_TOKEN_SQL}) AS lists_token,
    (SELECT json_agg(json_build_object('id', cu.id, 'first_name', cu.first_name, 'last_name', cu.last_name,
       'email', cu.email) ORDER BY cm.created_at, cu.id)
     FROM list_members cm JOIN users cu ON cu.id = cm.user_id
     WHERE cm.list_id = l.id AND cm.role = 'Collaborator') AS collaborators
  FROM ${LIST_FROM} WHERE l.id = $2`;

interface DetailRow extends ListRow {
  catalogue_token: string | null;
  lists_token: string;
  collaborators: { id: number; first_name: string; last_name: string; email: string }[] | null;
}

/**
 * GET /list/{id}, /list/current/{id}: the list, its trees (in position or a name sort) and
 * collaborators. `shareKey`: the link's key, for a link-viewable list. `page`: `first` and `after`
 * (parseListTreePage), a page of the trees in position order; absent, every tree. One statement
 * reads the list, its collaborators and the tokens of the catalogue and the lists (a prepared
 * statement); the trees come from what was made at those tokens (list-tree-entries.ts), else from
 * one keyset-paged statement for the rows and the kept cards.
 */
export async function getList(
  ctx: RequestContext,
  rawId: unknown,
  rawSort?: unknown,
  shareKey?: unknown,
  rawPage: { first?: unknown; after?: unknown } = {},
): Promise<ListDetail> {
  const listId = parseId(rawId, 'list_id');
  const sort =
    rawSort === undefined || rawSort === null || rawSort === '' ? null : parseSearchPage({ sort: rawSort }).sort;
  const page = parseListTreePage(rawPage.first, rawPage.after, sort !== null);
  const [row] = await listsQuery<DetailRow>(ctx, DETAIL_SQL, [ctx.viewer?.id ?? 0, listId]);
  const list = checkListAction(row ? toListRecord(row) : null, ctx.viewer, 'list:view', { shareKey });
  const canEdit = canOnList(ctx.viewer, list.callerRole, list, 'list:edit');
  const state = { catalogue: row.catalogue_token ?? 'none', lists: row.lists_token };
  const trees = await listTreeEntries(ctx, listId, sort, page, state);
  const collaborators = (row.collaborators ?? []).map((user) => ({
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: canEdit ? user.email : null,
  }));
  return { ...list, canEdit, trees: await withSiteFits(ctx, list.siteQuery, trees), collaborators };
}

/** At most this many lists in My Lists. */
export const MY_LISTS_MAX = 1000;

/**
 * GET /list/user/lists/{all}: the viewer's lists, most recently updated first: with `all` every
 * list they have a role on (created, shared with them, followed); without, only the lists they
 * may add trees to (the add-to-list picker). Banned lists stay on their owner's and collaborators'
 * My Lists (marked banned); a follower no longer sees them.
 */
export async function myLists(ctx: RequestContext, all: boolean): Promise<ListRecord[]> {
  const viewer = authorize(ctx.viewer, 'account');
  const rows = await ctx.db.query(
    `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM}
     WHERE (l.owner_id = $1 OR m.user_id IS NOT NULL)
       AND ($2 OR l.owner_id = $1 OR m.role = 'Collaborator')
       AND ($3 OR (NOT l.banned AND NOT u.banned) OR l.owner_id = $1 OR m.role = 'Collaborator')
     ORDER BY l.updated_at DESC, l.id DESC LIMIT ${MY_LISTS_MAX}`,
    [viewer.id, all, can(viewer, 'admin')],
  );
  const lists: ListRecord[] = rows.map(toListRecord);
  // Saved searches hold no trees: they show what their search finds now, all counted in one go.
  const saved = lists.filter((list) => list.type === 'Saved Search');
  const counts = await countSavedSearches(
    ctx,
    saved.map((list) => list.queryData),
  );
  saved.forEach((list, i) => (list.searchCount = counts[i]));
  return lists;
}

/**
 * POST /list/create: a new list owned by the viewer; a saved search keeps its filter. A user banned
 * from list search results may keep private lists only (a public or link list would be hidden anyway).
 */
export async function createList(ctx: RequestContext, input: ListFormInput): Promise<ListRecord> {
  await spendBudget(ctx, 'listCreate');
  const viewer = authorize(ctx.viewer, 'account');
  const form = parseListForm(input);
  const id = await ctx.db.transaction(async (manager) => {
    const owner = await manager.getRepository(User).findOneBy({ id: viewer.id });
    checkBannedSharing(owner?.banned ?? false, form);
    const saved = await manager
      .getRepository(TreeList)
      .save(
        manager
          .getRepository(TreeList)
          .create({ ...form, ownerId: viewer.id, shareKey: form.viewableFromLink ? newShareKey() : null }),
      );
    return saved.id;
  });
  return (await readList(ctx.db.manager, viewer, id))!;
}

/**
 * PATCH /list/update/{id}: the list's own fields (owner and collaborators). When the editor says
 * which version they read (GraphQL always; REST in the body or If-Match, issue 21.1), a list changed
 * since is refused (409, "changed meanwhile"): two people saving at once never overwrite each other
 * silently. Without it (the spec's legacy body) the save is applied and the list's version moves on.
 */
export async function updateList(
  ctx: RequestContext,
  rawId: unknown,
  input: ListFormInput,
  expected?: number,
): Promise<ListRecord> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawId, 'list_id');
  const form = parseListForm(input);
  return ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, ctx.viewer, listId, 'list:edit', { lock: true });
    if (expected !== undefined && expected !== list.version) throw new ConflictError(LIST_MESSAGES.changedMeanwhile);
    checkTypeChange(list, form);
    checkBannedSharing(list.ownerBanned, form, list);
    await manager.query(
      `UPDATE lists SET name = $2, description = $3, type = $4, categories = $5, regions = $6, keywords = $7,
         is_public = $8, viewable_from_link = $9, query_data = $10, version = version + 1, updated_at = now(),
         share_key = CASE WHEN $9 THEN COALESCE(share_key, $11) ELSE share_key END
       WHERE id = $1`,
      [
        listId,
        form.name,
        form.description,
        form.type,
        form.categories,
        form.regions,
        form.keywords,
        form.isPublic,
        form.viewableFromLink,
        form.queryData,
        newShareKey(),
      ],
    );
    return (await readList(manager, ctx.viewer, listId))!;
  });
}

/**
 * A list of a user banned from list search results cannot become public or viewable from a link
 * (a list that already was may keep the flag while other fields are edited; it stays hidden).
 */
function checkBannedSharing(ownerBanned: boolean, form: ListForm, before?: ListRecord): void {
  if (!ownerBanned) return;
  const field =
    form.isPublic && !before?.isPublic
      ? 'isPublic'
      : form.viewableFromLink && !before?.viewableFromLink
        ? 'viewableFromLink'
        : null;
  if (field)
    throw new ValidationError(LIST_MESSAGES.bannedNoPublic, [{ field, message: LIST_MESSAGES.bannedNoPublic }]);
}

/** A list with trees cannot become a saved search (it would hide them). */
function checkTypeChange(list: ListRecord, form: ListForm): void {
  if (form.type === 'Saved Search' && list.treeCount > 0) {
    throw new ValidationError('A list with trees cannot become a saved search', [
      { field: 'type', message: 'A list with trees cannot become a saved search' },
    ]);
  }
}

/**
 * POST /list/duplicate: a private copy owned by the viewer, with the trees (and their notes) in
 * order; collaborators and followers are not copied. Needs edit rights, or a public or
 * link-viewable list.
 */
export async function duplicateList(ctx: RequestContext, rawId: unknown, shareKey?: unknown): Promise<ListRecord> {
  await spendBudget(ctx, 'listCreate');
  const listId = parseId(rawId, 'list_id');
  const viewer = authorize(ctx.viewer, 'account');
  const id = await ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, viewer, listId, 'list:duplicate', { shareKey });
    const copy = await manager.getRepository(TreeList).save(
      manager.getRepository(TreeList).create({
        name: `Copy of ${list.name}`.slice(0, LIST_NAME_MAX),
        description: list.description,
        type: list.type,
        categories: list.categories,
        regions: list.regions,
        keywords: list.keywords,
        isPublic: false,
        viewableFromLink: false,
        queryData: list.queryData,
        ownerId: viewer.id,
      }),
    );
    await manager.query(
      `INSERT INTO list_trees (list_id, tree_id, position, note, quantity)
       SELECT $1, tree_id, position, note, quantity FROM list_trees WHERE list_id = $2`,
      [copy.id, listId],
    );
    return copy.id;
  });
  return (await readList(ctx.db.manager, viewer, id))!;
}

/** The legacy `type_to_delete` values: delete the list (its owner) or give up one's role on it. */
const DELETE_WORDS = new Set(['delete', 'admin']);
const LEAVE_WORDS = new Set(['unfollow', 'follower', 'collaborator', 'leave']);

/**
 * DELETE /list/remove/{id}/{type_to_delete}: the owner deletes the list (its trees and members
 * go with it); a follower unfollows; a collaborator leaves. Answers the list's name and which it
 * was, for the spec's messages ('Removed X'; 'Successfully Unfollowed!').
 */
export async function removeList(
  ctx: RequestContext,
  rawId: unknown,
  rawHow: unknown,
): Promise<{ name: string; left: boolean }> {
  await spendBudget(ctx, 'listEdit');
  const listId = parseId(rawId, 'list_id');
  const how = typeof rawHow === 'string' ? rawHow.trim().toLowerCase() : '';
  if (!DELETE_WORDS.has(how) && !LEAVE_WORDS.has(how)) {
    throw new ValidationError('type_to_delete must be delete or unfollow', [
      { field: 'type_to_delete', message: 'Must be delete or unfollow' },
    ]);
  }
  return ctx.db.transaction(async (manager) => {
    if (DELETE_WORDS.has(how)) {
      const list = await listFor(manager, ctx.viewer, listId, 'list:delete', { lock: true });
      await manager.delete(TreeList, { id: listId });
      return { name: list.name, left: false };
    }
    const list = await listFor(manager, ctx.viewer, listId, 'list:view', { lock: true });
    const role = list.callerRole;
    if (role !== 'Follower' && role !== 'Collaborator') throw new ValidationError(LIST_MESSAGES.notFollowing);
    await manager.delete(ListMember, { listId, userId: ctx.viewer!.id });
    return { name: list.name, left: true };
  });
}

/** POST /list/follow/{id} {followStatus}: follow (true) or unfollow (false) a list one may see. */
export async function followList(
  ctx: RequestContext,
  rawId: unknown,
  rawFollow: unknown,
  shareKey?: unknown,
): Promise<ListRecord> {
  await spendBudget(ctx, 'listFollow');
  const listId = parseId(rawId, 'list_id');
  const follow = parseBoolean(rawFollow, 'followStatus');
  authorize(ctx.viewer, 'account');
  return ctx.db.transaction(async (manager) => {
    const list = await listFor(manager, ctx.viewer, listId, 'list:view', { lock: true, shareKey });
    const role: ListRole | null = list.callerRole;
    if (follow) {
      if (role !== null) throw new ValidationError(LIST_MESSAGES.alreadyMember);
      await listFor(manager, ctx.viewer, listId, 'list:follow', { shareKey });
      await manager.insert(ListMember, { listId, userId: ctx.viewer!.id, role: 'Follower' });
    } else {
      if (role !== 'Follower') throw new ValidationError(LIST_MESSAGES.notFollowing);
      await manager.delete(ListMember, { listId, userId: ctx.viewer!.id });
    }
    return (await readList(manager, ctx.viewer, listId))!;
  });
}
