import type { ApolloClient } from '@apollo/client';
import { LogoutDocument, MeDocument } from '@/generated/graphql';
import { claimSessionCheck, endSession, getSessionToken, updateViewer } from './session-store';
import { logError } from './logger';

/**
 * The server side of the session (lib/auth.ts keeps the session itself). Loaded only once someone
 * is signed in, so an anonymous visitor's first page carries none of it.
 */

/** Check-user: `me` null means the session is gone (expired, ended elsewhere, account disabled). */
export async function checkSession(client: ApolloClient): Promise<void> {
  const token = getSessionToken();
  if (!token || !claimSessionCheck(token)) return;
  try {
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    if (getSessionToken() !== token) return;
    if (data?.me) updateViewer(data.me);
    else if (data) endSession();
  } catch (error) {
    // Not an answer about the session (offline, server trouble): keep it, the next load checks again.
    logError('session check failed', error);
  }
}

/** LOGOUT: ends the session on the server (best effort) and here. */
export async function logout(client: ApolloClient): Promise<void> {
  if (!getSessionToken()) return;
  try {
    await client.mutate({ mutation: LogoutDocument });
  } catch (error) {
    logError('logout request failed', error);
  }
  endSession();
}
