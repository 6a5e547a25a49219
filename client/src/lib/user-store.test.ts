import 'fake-indexeddb/auto';
import type { ApolloLink } from '@apollo/client';
import { firstValueFrom, Observable, of, throwError } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholderCard } from './outbox-rules';
import { answerForUser, answerKey } from './user-answers';
import {
  clearUserData,
  keepAnswer,
  OUTBOX_EVENT,
  outboxCount,
  outboxEntries,
  putEntry,
  queueChange,
  readAnswer,
  removeEntry,
  userDbName,
} from './user-store';

const ALICE = 101;
const BOB = 102;

afterEach(async () => {
  vi.restoreAllMocks();
  await clearUserData(ALICE);
  await clearUserData(BOB);
});

describe("the user's store (IndexedDB selectree-user-{id})", () => {
  it('keeps answers per user', async () => {
    await keepAnswer(ALICE, 'MyLists:{"all":true}', { myLists: [{ id: 1 }] });
    expect(await readAnswer(ALICE, 'MyLists:{"all":true}')).toEqual({ myLists: [{ id: 1 }] });
    expect(await readAnswer(BOB, 'MyLists:{"all":true}')).toBeNull();
  });

  it('queues changes in order, merged by the rules, and says so with an event', async () => {
    const heard = vi.fn();
    window.addEventListener(OUTBOX_EVENT, heard);
    await queueChange(ALICE, { kind: 'note', listId: 7, treeId: 2, label: 'Oak', note: 'one', version: 3 }, 'Street');
    await queueChange(ALICE, { kind: 'add', listId: 7, treeId: 9, label: 'Pine', card: null }, 'Street');
    await queueChange(ALICE, { kind: 'note', listId: 7, treeId: 2, label: 'Oak', note: 'two', version: 4 }, 'Street');
    window.removeEventListener(OUTBOX_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(3);
    const entries = await outboxEntries(ALICE);
    expect(entries.map((entry) => [entry.id, entry.kind])).toEqual([
      [1, 'note'],
      [2, 'add'],
    ]);
    expect(entries[0]).toMatchObject({ note: 'two', version: 3, listName: 'Street' });
    expect(await outboxCount(ALICE)).toBe(2);
    expect(await outboxCount(BOB)).toBe(0);
  });

  it('a removal cancelling a queued add deletes the add from the store', async () => {
    await queueChange(ALICE, { kind: 'add', listId: 7, treeId: 9, label: 'Pine', card: null }, 'Street');
    await queueChange(ALICE, { kind: 'remove', listId: 7, treeId: 9, label: 'Pine' }, 'Street');
    expect(await outboxCount(ALICE)).toBe(0);
  });

  it('rewrites and removes entries; logout deletes the whole database', async () => {
    await queueChange(ALICE, { kind: 'remove', listId: 7, treeId: 1, label: 'Oak' }, 'Street');
    const [entry] = await outboxEntries(ALICE);
    const conflict = { message: 'm', refused: true, mine: 'a', theirs: 'b', theirVersion: null, theirOrder: null };
    await putEntry(ALICE, { ...entry, conflict });
    expect((await outboxEntries(ALICE))[0].conflict).toEqual(conflict);
    await removeEntry(ALICE, entry.id);
    expect(await outboxCount(ALICE)).toBe(0);

    await keepAnswer(ALICE, 'k', { secret: true });
    await queueChange(ALICE, { kind: 'remove', listId: 7, treeId: 1, label: 'Oak' }, 'Street');
    await keepAnswer(BOB, 'k', { bob: true });
    await clearUserData(ALICE);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(userDbName(ALICE));
    expect(names).toContain(userDbName(BOB));
    expect(await readAnswer(ALICE, 'k')).toBeNull();
    expect(await outboxCount(ALICE)).toBe(0);
    expect(await readAnswer(BOB, 'k')).toEqual({ bob: true });
  });
});

const row = (id: number, note: string | null) => ({
  __typename: 'ListTreeEntry',
  position: id,
  note,
  quantity: 1,
  version: 2,
  addedAt: '2026-01-01',
  siteFit: null,
  card: placeholderCard(id, `Tree ${id}`),
});
const listAnswer = {
  list: { __typename: 'TreeListDetail', id: 7, name: 'Street', treeCount: 2, trees: [row(1, null), row(2, 'shade')] },
};

function operation(name: string, variables: Record<string, unknown>): ApolloLink.Operation {
  return { operationName: name, variables, getContext: () => ({}) } as unknown as ApolloLink.Operation;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('answerForUser: the list screens from the store', () => {
  const detail = operation('ListDetail', { id: 7, sort: null, shareKey: null });

  it('online: passes the answer on and keeps it', async () => {
    setOnline(true);
    const forward = vi.fn(() => of({ data: listAnswer }));
    const result = await firstValueFrom(answerForUser(ALICE, detail, forward));
    expect(result.data).toEqual(listAnswer);
    expect(await readAnswer(ALICE, answerKey(detail))).toEqual(listAnswer);
  });

  it('offline: answers the kept list with the outbox applied, without the network', async () => {
    await keepAnswer(ALICE, answerKey(detail), listAnswer);
    await queueChange(
      ALICE,
      { kind: 'note', listId: 7, treeId: 1, label: 'Tree 1', note: 'typed offline', version: 2 },
      'Street',
    );
    await queueChange(ALICE, { kind: 'add', listId: 7, treeId: 9, label: 'Coast live oak', card: null }, 'Street');
    setOnline(false);
    const forward = vi.fn(() => throwError(() => new TypeError('Failed to fetch')));
    const result = await firstValueFrom(answerForUser(ALICE, detail, forward));
    expect(forward).not.toHaveBeenCalled();
    const list = (result.data as typeof listAnswer).list;
    expect(list.trees.map((tree) => [tree.card.id, tree.note])).toEqual([
      [1, 'typed offline'],
      [2, 'shade'],
      [9, null],
    ]);
    expect(list.treeCount).toBe(3);
  });

  it('the request finding no network: the kept answer; nothing kept: the network error', async () => {
    setOnline(true);
    await keepAnswer(ALICE, answerKey(detail), listAnswer);
    const failing = () =>
      new Observable<ApolloLink.Result>((observer) => observer.error(new TypeError('Failed to fetch')));
    const result = await firstValueFrom(answerForUser(ALICE, detail, failing));
    expect(result.data).toEqual(listAnswer);
    await expect(firstValueFrom(answerForUser(BOB, detail, failing))).rejects.toThrow('Failed to fetch');
  });

  it('offline with nothing kept: goes to the network as before', async () => {
    setOnline(false);
    const forward = vi.fn(() => of({ data: { myLists: [] } }));
    const mine = operation('MyLists', { all: true });
    expect((await firstValueFrom(answerForUser(BOB, mine, forward))).data).toEqual({ myLists: [] });
    expect(forward).toHaveBeenCalledOnce();
  });

  it('an answer with errors is passed on and not kept', async () => {
    setOnline(true);
    const refused = { data: null, errors: [{ message: 'You have no access to this list' }] };
    await firstValueFrom(answerForUser(ALICE, detail, () => of(refused)));
    expect(await readAnswer(ALICE, answerKey(detail))).toBeNull();
  });
});
