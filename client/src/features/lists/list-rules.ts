import { CALIFORNIA_LIST_REGIONS, LIST_MESSAGES, PACIFIC_LIST_REGIONS } from '@selectree/rules';

/**
 * The list form's vocabularies, limits, readings and the sentences it shares with the server are
 * the catalogue rules' (`@selectree/rules`, search-and-lists §4, §5, §8, §9), the ones the server's
 * `services/lists/list-rules.ts` checks by. Only what the browser says alone is worded here.
 */
export {
  ADD_TREES_MAX,
  CALIFORNIA_LIST_REGIONS,
  COMMERCIAL_SALE,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  LIST_CATEGORIES,
  LIST_DESCRIPTION_COLLAPSE,
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  LIST_SEARCH_PAGE_SIZE,
  NOTE_MAX,
  PACIFIC_LIST_REGIONS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  listTypeFor,
  quantityOf,
  type ListKind,
} from '@selectree/rules';
/** The regions as a grouped choice (California first). */
export const LIST_REGION_GROUPS = [
  { group: 'California', items: [...CALIFORNIA_LIST_REGIONS] },
  { group: 'Pacific Islands', items: [...PACIFIC_LIST_REGIONS] },
];

/** Messages the browser words itself (spec §8), verbatim; the server's success messages come with its answers. */
export const LIST_CLIENT_MESSAGES = {
  nameRequired: LIST_MESSAGES.nameRequired,
  descriptionRequired: LIST_MESSAGES.descriptionRequired,
  typeRequired: LIST_MESSAGES.typeRequired,
  regionsRequired: LIST_MESSAGES.regionsRequired,
  tooLong: LIST_MESSAGES.tooLong,
  savedSearchCommercial: LIST_MESSAGES.savedSearchCommercial,
  savedSearchNoFilters: LIST_MESSAGES.savedSearchNoFilters,
  resultTooLarge: LIST_MESSAGES.resultTooLarge,
  singleTree: LIST_MESSAGES.singleTree,
  createFailed: 'Failed to create list!',
  updateFailed: 'Update Failed!',
  savedSearchUpdateFailed: 'Update Failed',
  duplicateFailed: 'Failed to Duplicate the List',
  duplicated: LIST_MESSAGES.duplicated,
  editAfterDuplicateFailed: 'Failed to Edit List After Duplicaton',
  followFailed: 'Follow Failed!',
  unfollowFailed: 'Unfollow Failed!',
  removeFailed: 'Remove Failed',
  addFailed: (tree: string, list: string) => `Failed to Add ${tree} to ${list}`,
  removeTreeFailed: (tree: string, list: string) => `Failed to remove ${tree} from ${list}`,
  unknownError: 'Unknown error.',
  noConnection: "Couldn't Connect to the server",
  noSuchUser: LIST_MESSAGES.noSuchUser,
  removeCollaboratorFailed: 'Failed to remove collaborator!',
  banFailed: (banned: boolean) => (banned ? 'Ban Failed to Process' : 'Unban Failed to Process'),
  copied: (what: string) => `Copied ${what}!`,
  copyFailed: 'Failed to add to clipboard!',
  newLinkFailed: 'A new link could not be made',
  noAccess: LIST_MESSAGES.noAccess,
  attemptingDownload: 'Attempting Download',
  downloadSuccess: 'Download Success!',
  downloadFailed: 'Download Failed!',
  badQuantity: LIST_MESSAGES.badQuantity,
  noteSaved: 'Note saved',
  quantitySaved: 'Quantity saved',
  sendInvitation: 'Send invitation',
} as const;
