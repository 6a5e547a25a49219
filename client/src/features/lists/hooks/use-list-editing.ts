import { useMutation } from '@apollo/client/react';
import {
  AddCollaboratorDocument,
  RemoveCollaboratorDocument,
  ReorderListTreesDocument,
  SetListTreeNoteDocument,
  UpdateSavedSearchDocument,
} from '@/features/lists/generated/graphql';
import { getSessionToken } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { notify, updateNotification } from '@/lib/notify';
import { LIST_CLIENT_MESSAGES as M } from '../list-rules';
import { describeListFailure, withListToast } from './list-outcome';

export function useReorderListTrees() {
  const [mutate] = useMutation(ReorderListTreesDocument);
  /** Resolves to true when the server kept the order. */
  return async (listId: number, treeIds: number[]) =>
    (await withListToast(
      () => mutate({ variables: { listId, treeIds } }),
      () => null,
      M.updateFailed,
    )) !== null;
}

export function useSetListTreeNote() {
  const [mutate, { loading }] = useMutation(SetListTreeNoteDocument, { refetchQueries: ['ListDetail'] });
  const save = async (listId: number, treeId: number, note: string) =>
    (await withListToast(
      () => mutate({ variables: { listId, treeId, note } }),
      () => 'Note saved',
      M.updateFailed,
    )) !== null;
  return { save, loading };
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
  /** Resolves to null when added, or the message to show beside the field. */
  const addCollaborator = async (listId: number, email: string): Promise<string | null> => {
    try {
      const result = await add({ variables: { listId, email } });
      void notify({ message: result.data?.addCollaborator.message ?? '', color: 'green' });
      return null;
    } catch (error) {
      const failure = describeListFailure(error);
      if (failure.unreachable) return M.noConnection;
      if (!failure.message) logError('adding a collaborator failed', error);
      return failure.message ?? M.noSuchUser;
    }
  };
  const removeCollaborator = (listId: number, userId: number) =>
    withListToast(
      () => remove({ variables: { listId, userId } }),
      (result) => result.data?.removeCollaborator.message ?? null,
      M.removeCollaboratorFailed,
    );
  return { addCollaborator, removeCollaborator, adding };
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
    void notify({ message: M.copied('Link'), color: 'green' });
  } catch (error) {
    logError('clipboard write failed', error);
    void notify({ message: M.copyFailed, color: 'red' });
  }
}
