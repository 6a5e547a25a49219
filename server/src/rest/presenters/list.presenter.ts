import type { ListDetail, ListRecord, ListSearchResult, ListTreeEntry } from '../../services/lists.service';
import { presentTreeCard } from './search.presenter';

/** The legacy /api JSON shapes of lists (spec §3 "List"), frozen here. */
export function presentListSummary(list: ListRecord) {
  return {
    list_id: list.id,
    name: list.name,
    description: list.description,
    type: list.type,
    categories: list.categories,
    regions: list.regions,
    keywords: list.keywords,
    isPublic: list.isPublic,
    viewable_from_link: list.viewableFromLink,
    /** The link's key (?key=): owner and collaborators only. */
    share_key: list.shareKey,
    query_data: list.queryData,
    user_id: list.owner.id,
    first_name: list.owner.firstName,
    last_name: list.owner.lastName,
    date_created: list.createdAt.toISOString(),
    date_updated: list.updatedAt.toISOString(),
    thumbnail: list.thumbnail,
    tree_count: list.treeCount,
    role: list.callerRole,
    caller_role: list.callerRole,
    banned: list.banned,
    user_banned: list.ownerBanned,
    version: list.version,
  };
}

export function presentListDetail(list: ListDetail) {
  return {
    ...presentListSummary(list),
    can_edit: list.canEdit,
    tree_ids: list.trees.map((entry) => entry.tree.id),
    trees: list.trees.map(presentListTree),
    collaborators: list.collaborators.map((user) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
    })),
  };
}

/** A tree of a list: its search card and the list's row (no object spread: 1,000 a page). */
function presentListTree(entry: ListTreeEntry) {
  return Object.assign(presentTreeCard(entry), {
    position: entry.position,
    note: entry.note,
    quantity: entry.quantity,
    version: entry.version,
    date_added: entry.addedAt.toISOString(),
  });
}

export function presentListSearch(result: ListSearchResult) {
  return {
    lists: result.lists.map(presentListSummary),
    totalResults: result.totalResults,
    activePage: result.activePage,
    resultsPerPage: result.resultsPerPage,
  };
}
