import type { ApolloClient } from '@apollo/client';
import { LogoutDocument, MeDocument } from '@/generated/graphql';
import { claimSessionCheck, endSession, getSessionToken, getViewer, updateViewer } from './session-store';
import { pageTranslator } from '@/i18n/page-translator';
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

/** The words of the warning before logging out with changes still in the outbox (issue 27.4), in the page's language. */
export const unsentWarning = async (count: number) => (await pageTranslator())('device.logout.unsent', { count });

/** How many changes of the user wait in the outbox (0 when the device keeps none, or cannot tell). */
async function unsentCount(userId: number): Promise<number> {
  try {
    return await (await import('./user-store')).outboxCount(userId);
  } catch (error) {
    logError('reading the outbox failed', error);
    return 0;
  }
}

/**
 * LOGOUT: ends the session on the server (best effort) and here, then deletes what this device kept
 * for the user (their lists' answers and the outbox: lib/user-store.ts). With changes made offline
 * still unsent it asks first; declined, nothing happens. Resolves to whether the user was logged out.
 */
export async function logout(client: ApolloClient): Promise<boolean> {
  if (!getSessionToken()) return false;
  const viewer = getViewer();
  const unsent = viewer && typeof indexedDB !== 'undefined' ? await unsentCount(viewer.id) : 0;
  if (unsent > 0 && !window.confirm(await unsentWarning(unsent))) return false;
  try {
    await client.mutate({ mutation: LogoutDocument });
  } catch (error) {
    logError('logout request failed', error);
  }
  endSession();
  if (viewer && typeof indexedDB !== 'undefined') {
    await (
      await import('./user-store')
    )
      .clearUserData(viewer.id)
      .catch((error: unknown) => logError('clearing the user store failed', error));
  }
  return true;
}
