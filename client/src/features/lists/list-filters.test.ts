import { describe, expect, it } from 'vitest';
import { filterMyLists, removalFor, treesLabel } from './list-filters';

const lists = [
  { id: 1, type: 'Curated List', callerRole: 'Admin' },
  { id: 2, type: 'Saved Search', callerRole: 'Admin' },
  { id: 3, type: 'Inventory', callerRole: 'Follower' },
  { id: 4, type: 'Curated List', callerRole: 'Collaborator' },
];
const ids = (filter: Parameters<typeof filterMyLists>[1]) => filterMyLists(lists, filter).map((list) => list.id);

describe('My Lists filters', () => {
  it('keeps each kind and each side of ownership', () => {
    expect(ids('All')).toEqual([1, 2, 3, 4]);
    expect(ids('Tree Lists')).toEqual([1, 4]);
    expect(ids('Saved Searches')).toEqual([2]);
    expect(ids('For Sale')).toEqual([3]);
    expect(ids('Created by me')).toEqual([1, 2]);
    expect(ids('Shared with me')).toEqual([3, 4]);
  });

  it('offers delete to the owner, unfollow to a follower and leave to a collaborator', () => {
    expect(removalFor('Admin')).toEqual({ how: 'delete', label: 'Delete' });
    expect(removalFor('Follower')).toEqual({ how: 'unfollow', label: 'Unfollow' });
    expect(removalFor('Collaborator')).toEqual({ how: 'unfollow', label: 'Leave' });
    expect(removalFor(null)).toBeNull();
  });

  it('issue 21.8: a saved search shows what its search finds, never "0 trees"', () => {
    expect(treesLabel({ type: 'Saved Search', treeCount: 0, searchCount: 737 })).toBe('737 trees found');
    expect(treesLabel({ type: 'Saved Search', treeCount: 0, searchCount: 1 })).toBe('1 tree found');
    expect(treesLabel({ type: 'Saved Search', treeCount: 0, searchCount: null })).toBe('saved search');
    expect(treesLabel({ type: 'Curated List', treeCount: 3, searchCount: null })).toBe('3 trees');
    expect(treesLabel({ type: 'Inventory', treeCount: 1 })).toBe('1 tree');
  });
});
