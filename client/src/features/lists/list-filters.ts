import type { MessageKey } from '@/i18n/i18n';
import type { ListSummary } from './hooks/use-lists';
import { listT } from './list-rules';
import { shortDate } from '@/lib/dates';

/** Spec §9: the My Lists filter options (and All); §6: Admin (owner) is 'Created by me', the rest 'Shared with me'. */
export const MY_LIST_FILTERS = [
  'All',
  'Tree Lists',
  'Saved Searches',
  'For Sale',
  'Created by me',
  'Shared with me',
] as const;
export type MyListFilter = (typeof MY_LIST_FILTERS)[number];

/** A filter's words (the option's value stays the English name). */
export const FILTER_LABELS: Record<MyListFilter, MessageKey> = {
  All: 'lists.filter.all',
  'Tree Lists': 'lists.filter.treeLists',
  'Saved Searches': 'lists.filter.savedSearches',
  'For Sale': 'lists.filter.forSale',
  'Created by me': 'lists.filter.createdByMe',
  'Shared with me': 'lists.filter.sharedWithMe',
};

const TYPE_LABELS: Record<string, MessageKey> = {
  'Curated List': 'lists.type.curated',
  'Saved Search': 'lists.type.savedSearch',
  Inventory: 'lists.type.inventory',
};

/** A list's type ('Curated List', 'Saved Search', 'Inventory', as stored) in the page's language. */
export const listTypeLabel = (type: string): string => (TYPE_LABELS[type] ? listT()(TYPE_LABELS[type]) : type);

const CATEGORY_LABELS: Record<string, MessageKey> = {
  General: 'lists.category.general',
  'Non-profit': 'lists.category.nonProfit',
  'Official City': 'lists.category.officialCity',
  Personal: 'lists.category.personal',
  Planting: 'lists.category.planting',
  Project: 'lists.category.project',
  Research: 'lists.category.research',
  School: 'lists.category.school',
  'Pacific Islands': 'lists.category.pacificIslands',
  Other: 'lists.category.other',
  'Commercial/Sale': 'lists.category.commercialSale',
};

/** A list category (as stored) in the page's language. */
export const categoryLabel = (category: string): string =>
  CATEGORY_LABELS[category] ? listT()(CATEGORY_LABELS[category]) : category;

const MATCHES: Record<MyListFilter, (list: Pick<ListSummary, 'type' | 'callerRole'>) => boolean> = {
  All: () => true,
  'Tree Lists': (list) => list.type === 'Curated List',
  'Saved Searches': (list) => list.type === 'Saved Search',
  'For Sale': (list) => list.type === 'Inventory',
  'Created by me': (list) => list.callerRole === 'Admin',
  'Shared with me': (list) => list.callerRole !== 'Admin',
};

export function filterMyLists<T extends Pick<ListSummary, 'type' | 'callerRole'>>(
  lists: readonly T[],
  filter: MyListFilter,
): T[] {
  return lists.filter(MATCHES[filter]);
}

/**
 * What a role may do from My Lists: the owner deletes; a follower unfollows; a collaborator leaves
 * (`label` in the page's language).
 */
export function removalFor(role: string | null | undefined): { how: 'delete' | 'unfollow'; label: string } | null {
  const t = listT();
  if (role === 'Admin') return { how: 'delete', label: t('lists.action.delete') };
  if (role === 'Follower') return { how: 'unfollow', label: t('lists.action.unfollow') };
  if (role === 'Collaborator') return { how: 'unfollow', label: t('lists.action.leave') };
  return null;
}

const ROLE_LABELS: Record<string, MessageKey> = {
  Admin: 'lists.role.owner',
  Collaborator: 'lists.role.collaborator',
  Follower: 'lists.role.following',
};

/** The viewer's role on a list, in the page's language. */
export const roleLabel = (role: string | null | undefined): string =>
  role && ROLE_LABELS[role] ? listT()(ROLE_LABELS[role]) : (role ?? '');

const trees = (count: number) => listT()('lists.trees', { count });

/**
 * What My Lists says of a list's trees. A saved search holds none: it shows what its search finds
 * now (counted by the server), or "saved search" when its filter is refused today (issue 21.8).
 */
export function treesLabel(list: { type: string; treeCount: number; searchCount?: number | null }): string {
  if (list.type !== 'Saved Search') return trees(list.treeCount);
  return list.searchCount === null || list.searchCount === undefined
    ? listT()('lists.savedSearchCount')
    : listT()('lists.treesFound', { count: list.searchCount });
}

/** "Mar 3, 2026" ("3 mar 2026" in Spanish): a list's date in the page's language. */
export function formatListDate(iso: string): string {
  return shortDate(iso, listT().locale === 'es' ? 'es' : 'en');
}
