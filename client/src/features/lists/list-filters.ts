import type { ListSummary } from './hooks/use-lists';

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

/** What a role may do from My Lists: the owner deletes; a follower unfollows; a collaborator leaves. */
export function removalFor(role: string | null | undefined): { how: 'delete' | 'unfollow'; label: string } | null {
  if (role === 'Admin') return { how: 'delete', label: 'Delete' };
  if (role === 'Follower') return { how: 'unfollow', label: 'Unfollow' };
  if (role === 'Collaborator') return { how: 'unfollow', label: 'Leave' };
  return null;
}

export const ROLE_LABELS: Record<string, string> = {
  Admin: 'Owner',
  Collaborator: 'Collaborator',
  Follower: 'Following',
};

const trees = (count: number) => `${count} ${count === 1 ? 'tree' : 'trees'}`;

/**
 * What My Lists says of a list's trees. A saved search holds none: it shows what its search finds
 * now (counted by the server), or "saved search" when its filter is refused today (issue 21.8).
 */
export function treesLabel(list: { type: string; treeCount: number; searchCount?: number | null }): string {
  if (list.type !== 'Saved Search') return trees(list.treeCount);
  return list.searchCount === null || list.searchCount === undefined
    ? 'saved search'
    : `${trees(list.searchCount)} found`;
}

/** "Mar 3, 2026" (the list's dates, in the visitor's locale rules but always in English). */
export function formatListDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
