import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MeDocument } from '@/generated/graphql';
import {
  endSession,
  restoreSession,
  ROLE_ADMIN,
  ROLE_EDITOR,
  ROLE_USER,
  startSession,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@/lib/auth';
import { homeMocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

const HOME_HEADING = 'Find the right tree for the right place';

const profile = (roleId: number) => ({
  id: 20 + roleId,
  firstName: 'Ada',
  lastName: 'Tree',
  email: 'ada@example.org',
  roleId,
  roleName: ['', 'user', 'editor', 'admin'][roleId],
  postNominal: null,
  organization: null,
  emailNotifications: false,
});

const signIn = (roleId: number) => startSession(`token-${roleId}`, profile(roleId));

/** Restricted routes and who may open them (spec §2, §6). */
const RESTRICTED = [
  [paths.account.href(), 'user'],
  [paths.myLists.href(), 'user'],
  [paths.treeEdit.href(42), 'editor'],
  [paths.download.href(), 'editor'],
  [paths.accountUsers.href(), 'admin'],
  [paths.accountApiKeys.href(), 'admin'],
  [paths.accountInvite.href(), 'admin'],
  [paths.upload.href(), 'admin'],
  [paths.email.href(), 'admin'],
] as const;

const LEVEL = { user: ROLE_USER, editor: ROLE_EDITOR, admin: ROLE_ADMIN } as const;

beforeEach(() => {
  // Screens without their API mocks log their (expected) query failures.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup(); // unmount first: a session change in a mounted app refetches its queries
  endSession();
  localStorage.clear();
});

describe('route guards', () => {
  const cases = RESTRICTED.flatMap(([path, needs]) =>
    (['user', 'editor', 'admin'] as const).map((role) => [path, role, LEVEL[role] >= LEVEL[needs]] as const),
  );

  it.each(cases)('%s as %s: allowed %s', async (path, role, allowed) => {
    signIn(LEVEL[role]);
    const { router } = renderRoute(path, { mocks: homeMocks() });
    if (allowed) {
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('heading', { level: 1, name: HOME_HEADING })).toBeNull();
    } else {
      expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    }
  });

  it('a stored session the server no longer knows (check-user Failed) is logged out and sent home', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(profile(ROLE_ADMIN)));
    restoreSession();
    const { router } = renderRoute(paths.account.href(), {
      mocks: [...homeMocks(), { request: { query: MeDocument }, result: { data: { me: null } } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logging out in another tab sends this tab away from a restricted page', async () => {
    signIn(ROLE_USER);
    const { router } = renderRoute(paths.account.href(), { mocks: homeMocks() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
