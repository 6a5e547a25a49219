import { ApolloLink, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { map } from 'rxjs';
import { logError } from './logger';
import {
  getServerSessionSnapshot,
  getSessionSnapshot,
  getSessionToken,
  endSession,
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
 * this module adds the hooks and the link:
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
function useCacheFollowsSession(client: ApolloClient, token: string | null) {
  useEffect(() => {
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
  const client = useApolloClient();
  const token = current?.token ?? null;
  useEffect(() => {
    // The check's code (and the `me` document) load only for signed-in visitors.
    if (token && !isSessionConfirmed(token))
      void import('./session-check').then(({ checkSession }) => checkSession(client));
  }, [client, token]);
  useCacheFollowsSession(client, token);
  return current?.viewer ?? null;
}

/**
 * Put in front of the HTTP link (lib/apollo-client.ts): sends the session's bearer token with every
 * request, and when the server refuses that token (UNAUTHENTICATED: session ended, expired, user
 * disabled) logs out here too. One small link, so the first page carries no extra link packages.
 */
export const authLink = new ApolloLink((operation, forward) => {
  const token = getSessionToken();
  if (!token) return forward(operation);
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, authorization: `Bearer ${token}` },
  }));
  return forward(operation).pipe(
    map((result) => {
      const refused = result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
      if (refused && getSessionToken() === token) endSession();
      return result;
    }),
  );
});
