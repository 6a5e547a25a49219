import type { ListDetail, ListRecord, ListSearchResult } from '../../services/lists.service';
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
    trees: list.trees.map((entry) => ({
      ...presentTreeCard({ tree: entry.tree, photoLink: entry.photoLink }),
      position: entry.position,
      note: entry.note,
      quantity: entry.quantity,
      version: entry.version,
      date_added: entry.addedAt.toISOString(),
    })),
    collaborators: list.collaborators.map((user) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
    })),
  };
}

export function presentListSearch(result: ListSearchResult) {
  return {
    lists: result.lists.map(presentListSummary),
    totalResults: result.totalResults,
    activePage: result.activePage,
    resultsPerPage: result.resultsPerPage,
  };
}
