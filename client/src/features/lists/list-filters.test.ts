import { describe, expect, it } from 'vitest';
import { filterMyLists, removalFor } from './list-filters';

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
});
