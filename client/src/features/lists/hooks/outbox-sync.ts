import type { ApolloClient } from '@apollo/client';
import {
  AddTreesToListDocument,
  ListDetailDocument,
  RemoveTreeFromListDocument,
  ReorderListTreesDocument,
  SetListTreeNoteDocument,
  type ListDetailQuery,
} from '@/features/lists/generated/graphql';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { listT } from '../list-rules';
import { outcomeOf, type OutboxConflict, type OutboxEntry } from '@/lib/outbox-rules';
import { WITHOUT_OUTBOX } from '@/lib/user-answers';
import { outboxEntries, putEntry, removeEntry } from '@/lib/user-store';
import { describeListFailure } from './list-outcome';

/**
 * Sends the signed-in user's outbox (issue 27.4) with the lists' own mutations, oldest first, each
 * with what it was based on (a note its row's version; an order the trees it was made from). Taken by
 * the server: out of the outbox. Refused because someone changed the row or the list meanwhile: kept,
 * with both versions noted for the conflict dialog, and the list's later entries wait behind it (they
 * were made after it). Nothing answering: everything stays for the next try. Nothing is dropped
 * without the server having it, or the visitor choosing the other version.
 */

async function send(client: ApolloClient, entry: OutboxEntry): Promise<void> {
  switch (entry.kind) {
    case 'add':
      await client.mutate({
        mutation: AddTreesToListDocument,
        variables: { listId: entry.listId, treeIds: [entry.treeId] },
      });
      return;
    case 'remove':
      await client.mutate({
        mutation: RemoveTreeFromListDocument,
        variables: { listId: entry.listId, treeId: entry.treeId },
      });
      return;
    case 'note': {
      const { listId, treeId, note, version } = entry;
      await client.mutate({ mutation: SetListTreeNoteDocument, variables: { listId, treeId, note, version } });
      return;
    }
    case 'reorder':
      await client.mutate({
        mutation: ReorderListTreesDocument,
        variables: { listId: entry.listId, treeIds: entry.treeIds },
      });
  }
}

type Trees = ListDetailQuery['list']['trees'];
const nameOf = (trees: Trees, id: number, fallback = listT()('lists.outbox.tree', { id })) => {
  const card = trees.find((tree) => tree.card.id === id)?.card;
  return card ? (card.commonName ?? card.scientificName) : fallback;
};
const orderText = (ids: readonly number[], names: (id: number) => string) =>
  ids.map((id, index) => `${index + 1}. ${names(id)}`).join('\n');

/** The list as the server has it now (the other version), or null when it cannot be read. */
async function theirList(client: ApolloClient, listId: number) {
  try {
    const { data } = await client.query({
      query: ListDetailDocument,
      variables: { id: listId, sort: null, shareKey: null },
      // The server's list as it is: not the outbox's changes over it (lib/user-answers.ts), not cached.
      fetchPolicy: 'no-cache',
      context: { [WITHOUT_OUTBOX]: true },
    });
    return data?.list ?? null;
  } catch (error) {
    logError('reading a list for a conflict failed', error);
    return null;
  }
}

/** The two versions the visitor chooses between, in words. */
export async function conflictOf(
  client: ApolloClient,
  entry: OutboxEntry,
  message: string,
  refused: boolean,
): Promise<OutboxConflict> {
  const list = await theirList(client, entry.listId);
  const trees = list?.trees ?? [];
  const base = { message, refused, theirVersion: null, theirOrder: null };
  switch (entry.kind) {
    case 'note': {
      const row = trees.find((tree) => tree.card.id === entry.treeId);
      const t = listT();
      const theirs = row ? row.note || t('lists.outbox.noNote') : t('lists.outbox.goneTree');
      return { ...base, mine: entry.note || t('lists.outbox.noNote'), theirs, theirVersion: row?.version ?? null };
    }
    case 'reorder': {
      const theirOrder = trees.map((tree) => tree.card.id);
      const names = (id: number) => nameOf(trees, id);
      return { ...base, mine: orderText(entry.treeIds, names), theirs: orderText(theirOrder, names), theirOrder };
    }
    case 'add':
      return { ...base, mine: listT()('lists.outbox.add', { name: entry.label }), theirs: message };
    case 'remove':
      return { ...base, mine: listT()('lists.outbox.remove', { name: entry.label }), theirs: message };
  }
}

let running: Promise<void> | null = null;

/**
 * Sends what waits; resolves once done. One run at a time in the tab, and across the user's tabs
 * (a Web Lock, where the browser has them): two tabs sending the same entry would see their own
 * change as someone else's.
 */
export function sendOutbox(client: ApolloClient, userId: number): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = (): Promise<void> => sendAll(client, userId);
  if (running) return running;
  const started = locks ? (locks.request(`selectree-outbox-${userId}`, run) as Promise<unknown>) : run();
  running = started
    .then(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** A note refused as changed meanwhile whose words the row already has (sent from elsewhere): nothing to ask. */
const sameNote = (entry: OutboxEntry, conflict: OutboxConflict) =>
  entry.kind === 'note' && conflict.theirVersion !== null && conflict.theirs === (entry.note.trim() || '(no note)');

async function sendAll(client: ApolloClient, userId: number): Promise<void> {
  if (!navigator.onLine) return;
  const entries = await outboxEntries(userId);
  const held = new Set<number>();
  let sent = 0;
  for (const entry of entries) {
    if (entry.conflict) held.add(entry.listId);
    if (held.has(entry.listId)) continue;
    try {
      await send(client, entry);
    } catch (error) {
      const failure = describeListFailure(error);
      const outcome = outcomeOf(entry, failure);
      if (outcome === 'wait') break;
      if (outcome !== 'done') {
        const message = failure.message ?? listT()('lists.outbox.refused');
        const conflict = await conflictOf(client, entry, message, outcome === 'refused');
        if (!sameNote(entry, conflict)) {
          await putEntry(userId, { ...entry, conflict });
          held.add(entry.listId);
          continue;
        }
      }
    }
    await removeEntry(userId, entry.id);
    sent += 1;
  }
  if (!sent) return;
  void notify({
    message: listT()('lists.outbox.sent', { count: sent }),
    color: 'green',
  });
  await client.refetchQueries({ include: ['ListDetail', 'MyLists'] }).catch(() => undefined);
}
