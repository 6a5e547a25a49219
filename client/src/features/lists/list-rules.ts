/**
 * The list form's vocabularies, limits and the spec's client-side messages (search-and-lists §5, §8,
 * §9). The server's `services/lists/list-rules.ts` is the authority; `list-rules-sync.test.ts` holds
 * these copies to it.
 */
export const LIST_CATEGORIES = [
  'General',
  'Non-profit',
  'Official City',
  'Personal',
  'Planting',
  'Project',
  'Research',
  'School',
  'Pacific Islands',
  'Other',
  'Commercial/Sale',
] as const;
export const COMMERCIAL_SALE = 'Commercial/Sale';
export const CALIFORNIA_LIST_REGIONS = [
  'All of California',
  'Inland Empire',
  'Inland Valleys',
  'Interior West',
  'Northern Coast',
  'Southern Coast',
  'Southwest Deserts',
] as const;
export const PACIFIC_LIST_REGIONS = [
  'Pacific Islands',
  "State of Hawai'i",
  'Big Island',
  'Maui',
  "Moloka'i",
  'Oahu',
  'Kauai',
  "Ni'ihau",
  'Guam',
  'Samoa',
  'Micronesia',
  'Marshall Islands',
  'Palau',
  'Mariana Islands',
] as const;

/** The regions as a grouped choice (California first). */
export const LIST_REGION_GROUPS = [
  { group: 'California', items: [...CALIFORNIA_LIST_REGIONS] },
  { group: 'Pacific Islands', items: [...PACIFIC_LIST_REGIONS] },
];

export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 1024;
/** The list page collapses a longer description behind See More. */
export const LIST_DESCRIPTION_COLLAPSE = 295;
export const KEYWORD_MAX = 40;
export const KEYWORDS_MAX = 20;
export const NOTE_MAX = 500;
/** A tree's quantity on a list (issue 21.9). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100_000;
export const LIST_SEARCH_PAGE_SIZE = 10;
/** The most trees one add may hold: "Save result as list" saves a result up to this size. */
export const ADD_TREES_MAX = 1000;

export type ListKind = 'Curated List' | 'Saved Search' | 'Inventory';

/** The list type a form's choices make (spec §4): Commercial/Sale makes a curated list an Inventory. */
export function listTypeFor(kind: 'Curated List' | 'Saved Search', categories: readonly string[]): ListKind {
  return kind === 'Curated List' && categories.includes(COMMERCIAL_SALE) ? 'Inventory' : kind;
}

/** Messages the browser words itself (spec §8), verbatim; the server's success messages come with its answers. */
export const LIST_CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Please choose a list type',
  regionsRequired: 'Please choose at least one region',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  savedSearchCommercial: 'A saved search cannot be a Commercial/Sale list',
  savedSearchNoFilters: 'A saved search needs at least one filter or a name: choose some, then save the search',
  resultTooLarge: (total: number, max: number) =>
    `This search finds ${total} trees; at most ${max} can be saved at once: narrow the search first`,
  singleTree: 'A single tree must be selected!',
  createFailed: 'Failed to create list!',
  updateFailed: 'Update Failed!',
  savedSearchUpdateFailed: 'Update Failed',
  duplicateFailed: 'Failed to Duplicate the List',
  duplicated: 'Successfully Duplicated the list',
  editAfterDuplicateFailed: 'Failed to Edit List After Duplicaton',
  followFailed: 'Follow Failed!',
  unfollowFailed: 'Unfollow Failed!',
  removeFailed: 'Remove Failed',
  addFailed: (tree: string, list: string) => `Failed to Add ${tree} to ${list}`,
  removeTreeFailed: (tree: string, list: string) => `Failed to remove ${tree} from ${list}`,
  unknownError: 'Unknown error.',
  noConnection: "Couldn't Connect to the server",
  noSuchUser: 'Error, user does not exist',
  removeCollaboratorFailed: 'Failed to remove collaborator!',
  banFailed: (banned: boolean) => (banned ? 'Ban Failed to Process' : 'Unban Failed to Process'),
  copied: (what: string) => `Copied ${what}!`,
  copyFailed: 'Failed to add to clipboard!',
  newLinkFailed: 'A new link could not be made',
  noAccess: 'You have no access to this list',
  attemptingDownload: 'Attempting Download',
  downloadSuccess: 'Download Success!',
  downloadFailed: 'Download Failed!',
  badQuantity: `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`,
  noteSaved: 'Note saved',
  quantitySaved: 'Quantity saved',
  sendInvitation: 'Send invitation',
} as const;

/** A typed quantity as the server takes it, or null when it is not one (the same rule as the server's parseQuantity). */
export function quantityOf(typed: string): number | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null;
  const value = Number(typed);
  return value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : null;
}
