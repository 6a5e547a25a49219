import { useState } from 'react';
import {
  AddCollaboratorDocument,
  InviteCollaboratorDocument,
  ListDetailDocument,
  RemoveCollaboratorDocument,
  ReorderListTreesDocument,
  SetListTreeNoteDocument,
  SetListTreeQuantityDocument,
  UpdateSavedSearchDocument,
  type ListDetailQuery,
} from '@/features/lists/generated/graphql';
import { getSessionToken } from '@/lib/auth';
import { useApolloClientWhenNeeded, useMutation } from '@/lib/graphql/use-mutation';
import { logError } from '@/lib/logger';
import { notify, updateNotification } from '@/lib/notify';
import { LIST_MESSAGES } from '@selectree/rules';
import { LIST_CLIENT_MESSAGES as M } from '../list-rules';
import { describeListFailure, withListToast } from './list-outcome';
import type { ListEntry } from './use-lists';
import { offlineNow, useOfflineQueue } from './use-offline-queue';

export function useReorderListTrees() {
  const [mutate] = useMutation(ReorderListTreesDocument);
  const offline = useOfflineQueue();
  /**
   * Resolves to true when the server kept the order, or (offline) the outbox did: `from` is the list
   * it was made from (its name, and its trees' order before the move, what the order is based on).
   */
  return async (listId: number, treeIds: number[], from?: { listName: string; basedOn: number[] }) => {
    if (offlineNow() && from)
      return offline.queue({ kind: 'reorder', listId, treeIds, basedOn: from.basedOn }, from.listName);
    return (
      (await withListToast(
        () => mutate({ variables: { listId, treeIds } }),
        () => null,
        M.updateFailed,
      )) !== null
    );
  };
}

/** How a note or quantity save went: saved, refused because someone changed the row meanwhile (with the server's words), or failed. */
export type EntrySave = { outcome: 'saved' } | { outcome: 'conflict'; message: string } | { outcome: 'failed' };

/**
 * Note and quantity saves of a list's tree row (issue 21.2, 21.9), each based on the row's version.
 * A save over someone else's change comes back as a conflict (no toast: the editor keeps what was
 * typed and offers to load the other version, `loadEntry`); other failures toast as every list call.
 */
export function useListEntrySaves(listName = '') {
  const apolloClient = useApolloClientWhenNeeded();
  const [saveNote] = useMutation(SetListTreeNoteDocument, { refetchQueries: ['ListDetail'] });
  const [saveQuantity] = useMutation(SetListTreeQuantityDocument, { refetchQueries: ['ListDetail'] });
  const [loading, setLoading] = useState(false);
  const offline = useOfflineQueue();
  const run = async (call: () => Promise<unknown>, saved: string): Promise<EntrySave> => {
    setLoading(true);
    try {
      await call();
      void notify({ message: saved, color: 'green' });
      return { outcome: 'saved' };
    } catch (error) {
      const failure = describeListFailure(error);
      if (failure.code === 'CONFLICT' && failure.message) return { outcome: 'conflict', message: failure.message };
      if (!failure.message) logError(M.updateFailed, error);
      void notify({
        title: M.updateFailed,
        message: failure.unreachable ? M.noConnection : (failure.message ?? M.unknownError),
        color: 'red',
      });
      return { outcome: 'failed' };
    } finally {
      setLoading(false);
    }
  };
  return {
    loading,
    /** Offline, the note is queued in the outbox (issue 27.4), under `listName`. */
    note: async (listId: number, entry: ListEntry, note: string, version: number): Promise<EntrySave> => {
      const treeId = entry.card.id;
      if (offlineNow()) {
        const label = entry.card.commonName ?? entry.card.scientificName;
        const kept = await offline.queue({ kind: 'note', listId, treeId, note, version, label }, listName);
        return kept ? { outcome: 'saved' } : { outcome: 'failed' };
      }
      return run(() => saveNote({ variables: { listId, treeId, note, version } }), M.noteSaved);
    },
    quantity: (listId: number, treeId: number, quantity: number, version: number) =>
      run(() => saveQuantity({ variables: { listId, treeId, quantity, version } }), M.quantitySaved),
    /** The list read again; resolves to the tree's row as saved now (null when it left the list). */
    loadEntry: async (treeId: number): Promise<ListEntry | null> => {
      const [result] = await (await apolloClient()).refetchQueries({ include: [ListDetailDocument] });
      const list = (result as { data?: ListDetailQuery } | undefined)?.data?.list;
      return list?.trees.find((entry) => entry.card.id === treeId) ?? null;
    },
  };
}

export function useUpdateSavedSearch() {
  const [mutate, { loading }] = useMutation(UpdateSavedSearchDocument, { refetchQueries: ['MyLists', 'ListDetail'] });
  const update = (listId: number, queryData: string) =>
    withListToast(
      () => mutate({ variables: { listId, queryData } }),
      (result) => result.data?.updateSavedSearch.message ?? null,
      M.savedSearchUpdateFailed,
    );
  return { update, loading };
}

/** Spec §8: 'User successfully added!'; the server's refusal ('Error, user is already added…', 'Lack permissions to share!'). */
export function useCollaborators() {
  const [add, { loading: adding }] = useMutation(AddCollaboratorDocument, { refetchQueries: ['ListDetail'] });
  const [remove] = useMutation(RemoveCollaboratorDocument, { refetchQueries: ['ListDetail'] });
  const [invite, { loading: inviting }] = useMutation(InviteCollaboratorDocument, { refetchQueries: ['ListDetail'] });
  /** Runs an add or an invitation: resolves to null when done (its message toasted), or the message to show beside the field. */
  const shareCall = async (call: () => Promise<string>, fallback: string): Promise<string | null> => {
    try {
      void notify({ message: await call(), color: 'green' });
      return null;
    } catch (error) {
      const failure = describeListFailure(error);
      if (failure.unreachable) return M.noConnection;
      // The refusal the dialog answers with an invitation, in the page's language (its code is a plain NOT_FOUND).
      if (failure.serverMessage === LIST_MESSAGES.noSuchUser) return M.noSuchUser;
      if (!failure.message) logError('sharing a list failed', error);
      return failure.message ?? fallback;
    }
  };
  const addCollaborator = (listId: number, email: string) =>
    shareCall(
      async () => (await add({ variables: { listId, email } })).data?.addCollaborator.message ?? '',
      M.noSuchUser,
    );
  /** Issue 21.10: an address without an account is invited. */
  const inviteCollaborator = (listId: number, email: string) =>
    shareCall(
      async () => (await invite({ variables: { listId, email } })).data?.inviteCollaborator.message ?? '',
      M.unknownError,
    );
  const removeCollaborator = (listId: number, userId: number) =>
    withListToast(
      () => remove({ variables: { listId, userId } }),
      (result) => result.data?.removeCollaborator.message ?? null,
      M.removeCollaboratorFailed,
    );
  return { addCollaborator, inviteCollaborator, removeCollaborator, adding, inviting };
}

/** The list's CSV through GET /api/list/{id}/csv (with the session), saved as a file; spec §8's download messages. */
export async function downloadListCsv(
  list: { id: number; name: string },
  shareKey: string | null = null,
): Promise<void> {
  const id = await notify({ message: M.attemptingDownload, loading: true, autoClose: false });
  try {
    const token = getSessionToken();
    const key = shareKey ? `?key=${encodeURIComponent(shareKey)}` : '';
    const response = await fetch(`/api/list/${list.id}/csv${key}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = `${list.name.replace(/[^\w .-]+/g, '').trim() || 'list'}.csv`;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    void updateNotification({ id, message: M.downloadSuccess, color: 'green', loading: false, autoClose: 4000 });
  } catch (error) {
    logError('list CSV download failed', error);
    void updateNotification({ id, message: M.downloadFailed, color: 'red', loading: false, autoClose: 6000 });
  }
}

/** Copies the list's address: 'Copied Link!' or 'Failed to add to clipboard!'. */
export async function copyListLink(href: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
    void notify({ message: M.copiedLink, color: 'green' });
  } catch (error) {
    logError('clipboard write failed', error);
    void notify({ message: M.copyFailed, color: 'red' });
  }
}
