import type { ApolloClient } from '@apollo/client';
import { useEffect, useSyncExternalStore } from 'react';
import { useLoadedApolloClient } from './graphql/apollo-context';
import { logError } from './logger';
import {
  getServerSessionSnapshot,
  getSessionSnapshot,
  isSessionConfirmed,
  subscribeSession,
  type Viewer,
} from './session-store';

export * from './session-store';

/**
 * Who is signed in, and what they may open (spec: detail-editing-accounts §4, §6, §7).
 *
 * The session is the bearer token and the user's profile, kept in localStorage so it survives a
 * reload and is shared by the tabs of the site. lib/session-store.ts holds the tab's copy in memory;
 * this module adds the hooks (the link is lib/apollo-client.ts `authLink`):
 * - every GraphQL request carries `Authorization: Bearer <token>` (`authLink`);
 * - once per page load and token, `me` (the check-user call) confirms it; null ("Failed") logs out;
 * - a request refused as UNAUTHENTICATED with our token logs out (the server ended the session);
 * - a token changed by another tab (login as someone else, logout) logs this tab out.
 * `useViewer()` is what the header, the route guards and the screens read.
 */

/** Site-wide role ids: 1 = user, 2 = editor, 3 = admin (the spec's privileged roles are 2 and 3). */
export const ROLE_USER = 1;
export const ROLE_EDITOR = 2;
export const ROLE_ADMIN = 3;

/** Who may open a route: everyone, any signed-in user, editors and admins, or admins only. */
export type Access = 'public' | 'user' | 'editor' | 'admin';

export function canAccess(viewer: Viewer | null, access: Access): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return viewer !== null;
    case 'editor':
      return viewer !== null && (viewer.roleId === ROLE_EDITOR || viewer.roleId === ROLE_ADMIN);
    case 'admin':
      return viewer !== null && viewer.roleId === ROLE_ADMIN;
  }
}

/** Per Apollo client, the token its cache was last filled with. */
const cacheOwners = new WeakMap<ApolloClient, string | null>();

/** Keeps a client's cache to one session: cached answers of the previous one are dropped. */
function useCacheFollowsSession(client: ApolloClient | null, token: string | null) {
  useEffect(() => {
    // Not loaded yet (a page hydrated without Apollo Client): its cache will start from this session.
    if (!client) return;
    if (!cacheOwners.has(client)) {
      cacheOwners.set(client, token);
      return;
    }
    if (cacheOwners.get(client) === token) return;
    cacheOwners.set(client, token);
    client.resetStore().catch((error: unknown) => logError('cache reset after a session change failed', error));
  }, [client, token]);
}

/** The signed-in user, or null. Confirms a stored session with the server once per page load. */
export function useViewer(): Viewer | null {
  const current = useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
  // Null until loaded on a page hydrated without it; a signed-in visitor's app starts with it.
  const client = useLoadedApolloClient();
  const token = current?.token ?? null;
  useEffect(() => {
    // The check's code (and the `me` document) load only for signed-in visitors.
    if (client && token && !isSessionConfirmed(token))
      void import('./session-check').then(({ checkSession }) => checkSession(client));
  }, [client, token]);
  useCacheFollowsSession(client, token);
  return current?.viewer ?? null;
}
