import { QUANTITY_MAX, QUANTITY_MIN } from './limits';

/**
 * Lists: the form's vocabularies (search-and-lists §5, §9), the spec's sentences (§8, verbatim),
 * and the readings both the list form and the server's list rules make.
 */
/** A curated list in this category is an Inventory (spec §4). */
export const COMMERCIAL_SALE = 'Commercial/Sale';
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
  COMMERCIAL_SALE,
] as const;
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
export const LIST_REGIONS: readonly string[] = [...CALIFORNIA_LIST_REGIONS, ...PACIFIC_LIST_REGIONS];

export type ListKind = 'Curated List' | 'Saved Search' | 'Inventory';

/** The list type a form's choices make (spec §4): Commercial/Sale makes a curated list an Inventory. */
export function listTypeFor(kind: 'Curated List' | 'Saved Search', categories: readonly string[]): ListKind {
  return kind === 'Curated List' && categories.includes(COMMERCIAL_SALE) ? 'Inventory' : kind;
}

/** A quantity (a whole number, or its digits typed) in QUANTITY_MIN-QUANTITY_MAX; null when it is not one. */
export function quantityOf(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX
    ? value
    : null;
}

export const LIST_MESSAGES = {
  noAccess: 'You have no access to this list',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Please choose a list type',
  regionsRequired: 'Please choose at least one region',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  unknownValue: (label: string, value: string) => `Unknown ${label} "${value}"`,
  unknownField: (field: string) => `Unknown field "${field}".`,
  savedSearchCommercial: 'A saved search cannot be a Commercial/Sale list',
  inventoryNeedsCommercial: 'An inventory is a list with the category Commercial/Sale',
  queryDataRequired: 'A saved search needs the search filters (query_data)',
  savedSearchNoFilters: 'A saved search needs at least one filter or a name: choose some, then save the search',
  resultTooLarge: (total: number, max: number) =>
    `This search finds ${total} trees; at most ${max} can be saved at once: narrow the search first`,
  resultEmpty: 'This search finds no trees to add',
  versionRequired: 'Say which version of the list this save is based on (version)',
  changedMeanwhile: 'This list was changed by someone else meanwhile. Reload it to see their changes, then save again.',
  noteChangedMeanwhile: 'This note was changed by someone else meanwhile. Load their version, then save again.',
  quantityChangedMeanwhile: 'This quantity was changed by someone else meanwhile. Load their version, then save again.',
  badQuantity: `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`,
  nothingToSave: 'Send a note or a quantity to save',
  alreadyInList: (name: string) => `${name} is already in this list!`,
  singleTree: 'A single tree must be selected!',
  notInList: (name: string) => `${name} is not in this list`,
  unknownTree: (id: number) => `Tree ${id} does not exist`,
  noTreesInSavedSearch: 'A saved search holds filters, not trees',
  notSavedSearch: 'Only a saved search has search filters',
  alreadyAdded: 'Error, user is already added to the list',
  noSuchUser: 'Error, user does not exist',
  lackPermissionsToShare: 'Lack permissions to share!',
  userAdded: 'User successfully added!',
  collaboratorRemoved: 'Removed collaborator!',
  notCollaborator: 'That user is not a collaborator of this list',
  created: 'New list successfully created!',
  duplicated: 'Successfully Duplicated the list',
  updated: 'Successfully Updated!',
  savedSearchUpdated: 'Saved Search Updated',
  followed: 'Successfully Followed!',
  unfollowed: 'Successfully Unfollowed!',
  alreadyMember: 'You already have a role on this list',
  notFollowing: 'You do not follow this list',
  removedList: (name: string) => `Removed ${name}`,
  removedTree: (tree: string, list: string) => `Removed ${tree} from ${list}`,
  addedTrees: (list: string) => `Successfully added to list: ${list}`,
  /** 'User X Banned'; X is the user's name, or their e-mail when they gave no name (never a double space). */
  userBanned: (name: string, banned: boolean) =>
    ['User', name.trim(), banned ? 'Banned' : 'Unbanned'].filter(Boolean).join(' '),
  bannedNoPublic:
    'Your lists are banned from list search results, so they cannot be public or viewable from a link. Private lists are allowed.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationFailed: 'Could not send the invitation. Please double check the email address.',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask for a new invitation.',
  listBanned: (name: string, banned: boolean) => `${name} ${banned ? 'Banned' : 'Unbanned'}`,
  cannotBanSelf: 'You cannot ban yourself',
  orderMismatch: 'The list’s trees changed meanwhile: reload the list and try again',
} as const;
