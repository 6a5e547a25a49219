import { describe, expect, it } from 'vitest';
import { canAccess, ROLE_ADMIN, ROLE_EDITOR, type Viewer } from './auth';

const viewer = (roleId: number): Viewer => ({ id: 1, firstName: 'Ada', lastName: 'Tree', email: 'a@x.org', roleId });

describe('canAccess', () => {
  it.each([
    ['public', [true, true, true, true]],
    ['user', [false, true, true, true]],
    ['editor', [false, false, true, true]],
    ['admin', [false, false, false, true]],
  ] as const)('%s: anonymous, user, editor, admin', (access, expected) => {
    const visitors = [null, viewer(1), viewer(ROLE_EDITOR), viewer(ROLE_ADMIN)];
    expect(visitors.map((visitor) => canAccess(visitor, access))).toEqual(expected);
  });
});
