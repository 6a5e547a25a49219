/**
 * Tree lists: curated lists, saved searches and inventories, their trees, collaborators and
 * followers, list search and moderation. The REST facade (rest/lists.routes.ts) and GraphQL
 * (graphql/lists/) call these and nothing else; who may do what is auth/policies.ts (canOnList).
 */
export { type ListRecord } from './lists/list-access';
export {
  COMMERCIAL_SALE,
  LIST_CATEGORIES,
  LIST_DESCRIPTION_COLLAPSE,
  LIST_DESCRIPTION_MAX,
  LIST_MESSAGES,
  LIST_REGIONS,
  LIST_SEARCH_PAGE_SIZE,
  LIST_TYPES,
  type ListFormInput,
} from './lists/list-rules';
export { banList, banUser } from './lists/list-bans.service';
export {
  createList,
  duplicateList,
  followList,
  getList,
  myLists,
  removeList,
  updateList,
  type Collaborator,
  type ListDetail,
  type ListTreeEntry,
} from './lists/lists.service';
export {
  addTreesToList,
  removeTreeFromList,
  reorderListTrees,
  setListTreeNote,
  treeLabel,
  updateListTreeEntry,
  updateSavedSearch,
  type ListTreeEntryInput,
  type ListTreeEntryState,
} from './lists/list-trees.service';
export { addCollaborator, removeCollaborator } from './lists/list-collaborators.service';
export {
  acceptListInvitations,
  inviteCollaborator,
  readListInvitation,
  type ListInvitationView,
} from './lists/list-invitations.service';
export { searchLists, type ListSearchResult } from './lists/list-search.service';
export { listCsv } from './lists/list-csv';
export { NEW_SHARE_KEY_MESSAGE } from './lists/list-share-key';
export { renewShareKey } from './lists/list-share-key.service';
export { addSearchResultToList, SAVED_SEARCH_CSV_MAX } from './lists/search-result.service';
export { setListSite } from './lists/list-site.service';
