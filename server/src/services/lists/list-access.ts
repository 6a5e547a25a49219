import type { EntityManager } from 'typeorm';
import { canOnList, type ListAction, type ListRole } from '../../auth/policies';
import type { Viewer } from '../../context';
import type { ListType } from '../../entities';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors';
import { LOGIN_REQUIRED_MESSAGE, NOT_ALLOWED_MESSAGE } from '../../auth/policies';
import { LIST_MESSAGES } from './list-rules';
import { shareKeyMatches } from './list-share-key';

/** A list's own fields, its owner and the viewer's role on it, as every list call reads them. */
export interface ListRecord {
  id: number;
  name: string;
  description: string;
  type: ListType;
  categories: string[];
  regions: string[];
  keywords: string[];
  isPublic: boolean;
  viewableFromLink: boolean;
  /** The link's share key (list-share-key.ts); null unless the viewer owns or collaborates on the list. */
  shareKey: string | null;
  queryData: string | null;
  /** The planting site the list is tied to (issue 22.5): a canonical site query, or null. */
  siteQuery: string | null;
  banned: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  owner: { id: number; firstName: string; lastName: string; banned: boolean };
  ownerBanned: boolean;
  /** The viewer's role; null for anonymous viewers and viewers without one. */
  callerRole: ListRole | null;
  treeCount: number;
  /** A saved search's count of the trees it finds now (My Lists only; null: its filter is refused). */
  searchCount?: number | null;
  /** The first photo of the first tree, for list rows. */
  thumbnail: string | null;
}

export interface ListRow {
  id: number;
  name: string;
  description: string;
  type: ListType;
  categories: string[];
  regions: string[];
  keywords: string[];
  is_public: boolean;
  viewable_from_link: boolean;
  share_key: string | null;
  query_data: string | null;
  site_query: string | null;
  banned: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  owner_id: number;
  first_name: string;
  last_name: string;
  owner_banned: boolean;
  caller_role: ListRole | null;
  tree_count: string | number;
  thumbnail: string | null;
}

/**
 * The columns of a list row for a viewer ($1 = the viewer's id or 0), over `l` (lists) joined to
 * `u` (its owner) and `m` (the viewer's membership). Shared by the one-list read and list search.
 */
export const LIST_COLUMNS = `
  l.id, l.name, l.description, l.type, l.categories, l.regions, l.keywords, l.is_public,
  l.viewable_from_link, l.share_key, l.query_data, l.site_query, l.banned, l.version, l.created_at, l.updated_at, l.owner_id,
  u.first_name, u.last_name, u.banned AS owner_banned,
  CASE WHEN l.owner_id = $1 THEN 'Admin' ELSE m.role END AS caller_role,
  (SELECT count(*) FROM list_trees c WHERE c.list_id = l.id) AS tree_count,
  (SELECT p.link FROM list_trees f JOIN photos p ON p.tree_id = f.tree_id
    WHERE f.list_id = l.id ORDER BY f.position, f.tree_id, p.sequence, p.id LIMIT 1) AS thumbnail`;

export const LIST_FROM = `
  lists l JOIN users u ON u.id = l.owner_id
  LEFT JOIN list_members m ON m.list_id = l.id AND m.user_id = $1`;

/** Each record's share key as stored, whoever reads it (listFor checks a link's key against it). */
const storedKeys = new WeakMap<ListRecord, string | null>();

export function toListRecord(row: ListRow): ListRecord {
  const record: ListRecord = {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    categories: row.categories,
    regions: row.regions,
    keywords: row.keywords,
    isPublic: row.is_public,
    viewableFromLink: row.viewable_from_link,
    shareKey: row.caller_role === 'Admin' || row.caller_role === 'Collaborator' ? row.share_key : null,
    queryData: row.query_data,
    siteQuery: row.site_query,
    banned: row.banned,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    owner: { id: row.owner_id, firstName: row.first_name, lastName: row.last_name, banned: row.owner_banned },
    ownerBanned: row.owner_banned,
    callerRole: row.caller_role,
    treeCount: Number(row.tree_count),
    thumbnail: row.thumbnail,
  };
  storedKeys.set(record, row.share_key);
  return record;
}

/**
 * Reads a list for a viewer, or null when there is no such list. `lock` takes the list's row lock
 * (FOR UPDATE OF l) for a write: writers to one list queue on it.
 */
export async function readList(
  manager: EntityManager,
  viewer: Viewer | null,
  listId: number,
  lock = false,
): Promise<ListRecord | null> {
  const rows: ListRow[] = await manager.query(
    `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.id = $2${lock ? ' FOR UPDATE OF l' : ''}`,
    [viewer?.id ?? 0, listId],
  );
  return rows.length ? toListRecord(rows[0]) : null;
}

/**
 * Reads a list and checks an action on it: a list the viewer may not see is answered exactly like
 * a missing one (404 'You have no access to this list'), so private lists are not revealed;
 * a visible list the viewer may not act on is 401 for anonymous viewers, else 403. A link-viewable
 * list counts as such only with its link's `shareKey` (else only its members see it).
 */
export async function listFor(
  manager: EntityManager,
  viewer: Viewer | null,
  listId: number,
  action: ListAction,
  options: { lock?: boolean; forbidden?: string; shareKey?: unknown } = {},
): Promise<ListRecord> {
  return checkListAction(await readList(manager, viewer, listId, options.lock), viewer, action, options);
}

/**
 * listFor's checks on a list already read (toListRecord) for `viewer`, or null when there is none:
 * the list, or the refusal (as listFor).
 */
export function checkListAction(
  list: ListRecord | null,
  viewer: Viewer | null,
  action: ListAction,
  options: { forbidden?: string; shareKey?: unknown } = {},
): ListRecord {
  const facts = list && {
    ...list,
    // Site admins ban a link-viewable list by its id (moderation), without its key.
    viewableFromLink:
      list.viewableFromLink && (action === 'list:ban' || shareKeyMatches(storedKeys.get(list), options.shareKey)),
  };
  if (!list || !facts || !canOnList(viewer, list.callerRole, facts, 'list:view'))
    throw new NotFoundError(LIST_MESSAGES.noAccess);
  if (!canOnList(viewer, list.callerRole, facts, action)) {
    if (!viewer) throw new UnauthenticatedError(LOGIN_REQUIRED_MESSAGE);
    throw new ForbiddenError(options.forbidden ?? NOT_ALLOWED_MESSAGE);
  }
  return list;
}
