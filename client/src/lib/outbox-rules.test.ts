import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@selectree/rules';
import {
  applyOutbox,
  keepMine,
  outcomeOf,
  placeholderCard,
  queueInto,
  type OutboxChange,
  type OutboxEntry,
  type OutboxListEntry,
} from './outbox-rules';

const NOW = new Date('2026-11-29T08:00:00Z');

function queueAll(changes: OutboxChange[], start: OutboxEntry[] = []): OutboxEntry[] {
  return changes.reduce<OutboxEntry[]>((entries, change) => queueInto(entries, change, NOW, 'Street trees'), start);
}

const row = (id: number, position: number, note: string | null = null): OutboxListEntry => ({
  position,
  note,
  quantity: 1,
  version: 3,
  addedAt: '2026-01-01',
  siteFit: null,
  card: placeholderCard(id, `Tree ${id}`),
});

const list = { id: 7, name: 'Street trees', treeCount: 3, trees: [row(1, 1), row(2, 2, 'shade'), row(3, 3)] };
const ids = (trees: OutboxListEntry[]) => trees.map((tree) => tree.card.id);

describe('queueInto: the outbox keeps every change, in order', () => {
  it('numbers entries in order and notes their list and time', () => {
    const entries = queueAll([
      { kind: 'add', listId: 7, treeId: 9, label: 'Coast live oak', card: null },
      { kind: 'note', listId: 7, treeId: 2, label: 'Tree 2', note: 'by the gate', version: 3 },
    ]);
    expect(entries.map((entry) => [entry.id, entry.kind, entry.listName, entry.queuedAt])).toEqual([
      [1, 'add', 'Street trees', NOW.toISOString()],
      [2, 'note', 'Street trees', NOW.toISOString()],
    ]);
    expect(entries.every((entry) => entry.conflict === null)).toBe(true);
  });

  it('a second note on the same row keeps the last words and the version the first was based on', () => {
    const entries = queueAll([
      { kind: 'note', listId: 7, treeId: 2, label: 'Tree 2', note: 'first', version: 3 },
      { kind: 'note', listId: 7, treeId: 2, label: 'Tree 2', note: 'second', version: 4 },
      { kind: 'note', listId: 8, treeId: 2, label: 'Tree 2', note: 'other list', version: 1 },
    ]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ kind: 'note', note: 'second', version: 3 });
    expect(entries[1]).toMatchObject({ listId: 8, note: 'other list' });
  });

  it('a second order replaces the first but stays based on what the first was made from', () => {
    const entries = queueAll([
      { kind: 'reorder', listId: 7, treeIds: [2, 1, 3], basedOn: [1, 2, 3] },
      { kind: 'reorder', listId: 7, treeIds: [3, 2, 1], basedOn: [2, 1, 3] },
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ treeIds: [3, 2, 1], basedOn: [1, 2, 3] });
  });

  it('never merges into an entry in conflict', () => {
    const [first] = queueAll([{ kind: 'note', listId: 7, treeId: 2, label: 'Tree 2', note: 'a', version: 3 }]);
    const held = {
      ...first,
      conflict: { message: 'x', refused: false, mine: 'a', theirs: 'b', theirVersion: 4, theirOrder: null },
    };
    const entries = queueAll([{ kind: 'note', listId: 7, treeId: 2, label: 'Tree 2', note: 'b', version: 3 }], [held]);
    expect(entries.map((entry) => entry.kind === 'note' && entry.note)).toEqual(['a', 'b']);
    expect(entries.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('removing a tree whose adding still waits takes out both, and notes typed on it after', () => {
    const entries = queueAll([
      { kind: 'note', listId: 7, treeId: 1, label: 'Tree 1', note: 'kept', version: 3 },
      { kind: 'add', listId: 7, treeId: 9, label: 'Oak', card: null },
      { kind: 'note', listId: 7, treeId: 9, label: 'Oak', note: 'on the new row', version: 1 },
      { kind: 'remove', listId: 7, treeId: 9, label: 'Oak' },
    ]);
    expect(entries.map((entry) => entry.kind)).toEqual(['note']);
    // A removal of a tree already on the server's list is queued as it is.
    expect(queueAll([{ kind: 'remove', listId: 7, treeId: 1, label: 'Tree 1' }]).map((e) => e.kind)).toEqual([
      'remove',
    ]);
  });
});

describe('applyOutbox: what the visitor sees while changes wait', () => {
  it('applies adds, removes, notes and an order, in order, to that list only', () => {
    const entries = queueAll([
      { kind: 'add', listId: 7, treeId: 9, label: 'Coast live oak', card: null },
      { kind: 'remove', listId: 7, treeId: 1, label: 'Tree 1' },
      { kind: 'note', listId: 7, treeId: 9, label: 'Coast live oak', note: '  by the gate ', version: 1 },
      { kind: 'reorder', listId: 7, treeIds: [9, 3, 2], basedOn: [2, 3, 9] },
      { kind: 'add', listId: 8, treeId: 4, label: 'Other list', card: null },
    ]);
    const shown = applyOutbox(list, entries);
    expect(ids(shown.trees)).toEqual([9, 3, 2]);
    expect(shown.treeCount).toBe(3);
    const added = shown.trees[0];
    expect(added).toMatchObject({ note: 'by the gate', version: 1, quantity: 1, position: 4 });
    expect(added.card.scientificName).toBe('Coast live oak');
    expect(list.trees).toHaveLength(3); // the answer itself is not changed
  });

  it('under a name sort the order waits; a blank note shows as none; nothing queued changes nothing', () => {
    const entries = queueAll([
      { kind: 'reorder', listId: 7, treeIds: [3, 2, 1], basedOn: [1, 2, 3] },
      { kind: 'note', listId: 7, treeId: 2, label: 'Tree 2', note: '   ', version: 3 },
    ]);
    const shown = applyOutbox(list, entries, false);
    expect(ids(shown.trees)).toEqual([1, 2, 3]);
    expect(shown.trees[1].note).toBeNull();
    expect(applyOutbox(list, [])).toBe(list);
  });

  it('an add of a tree already shown (the same add made elsewhere) shows it once', () => {
    const entries = queueAll([{ kind: 'add', listId: 7, treeId: 2, label: 'Tree 2', card: null }]);
    expect(ids(applyOutbox(list, entries).trees)).toEqual([1, 2, 3]);
  });
});

describe('outcomeOf: what a refusal means for an entry', () => {
  const add: OutboxChange = { kind: 'add', listId: 7, treeId: 9, label: 'Oak', card: null };
  const remove: OutboxChange = { kind: 'remove', listId: 7, treeId: 9, label: 'Oak' };
  const note: OutboxChange = { kind: 'note', listId: 7, treeId: 9, label: 'Oak', note: 'n', version: 2 };
  it('no answer, or the session gone: wait', () => {
    expect(outcomeOf(note, { code: null, message: null, unreachable: true })).toBe('wait');
    expect(outcomeOf(note, { code: 'UNAUTHENTICATED', message: 'Please log in', unreachable: false })).toBe('wait');
  });
  it("the server's conflict (changed meanwhile, the list's trees changed): conflict", () => {
    expect(outcomeOf(note, { code: 'CONFLICT', message: LIST_MESSAGES.noteChangedMeanwhile, unreachable: false })).toBe(
      'conflict',
    );
    const order: OutboxChange = { kind: 'reorder', listId: 7, treeIds: [1], basedOn: [1] };
    expect(outcomeOf(order, { code: 'CONFLICT', message: LIST_MESSAGES.orderMismatch, unreachable: false })).toBe(
      'conflict',
    );
  });
  it('already so: done (the tree already on the list, or already off it)', () => {
    const already = { code: 'BAD_USER_INPUT', message: LIST_MESSAGES.alreadyInList('Oak'), unreachable: false };
    expect(outcomeOf(add, already)).toBe('done');
    const gone = { code: 'NOT_FOUND', message: LIST_MESSAGES.notInList('Oak'), unreachable: false };
    expect(outcomeOf(remove, gone)).toBe('done');
  });
  it('any other refusal is kept and shown: refused', () => {
    const noAccess = { code: 'NOT_FOUND', message: LIST_MESSAGES.noAccess, unreachable: false };
    expect(outcomeOf(remove, noAccess)).toBe('refused');
    expect(outcomeOf(add, { code: 'BAD_USER_INPUT', message: LIST_MESSAGES.unknownTree(9), unreachable: false })).toBe(
      'refused',
    );
  });
});

describe('keepMine: sending the visitor’s version again', () => {
  const base = { id: 1, listName: 'Street trees', queuedAt: NOW.toISOString() };
  const conflict = { message: 'changed', refused: false, mine: '', theirs: '' };
  it('a note goes over the version read now', () => {
    const entry: OutboxEntry = {
      ...base,
      kind: 'note',
      listId: 7,
      treeId: 2,
      label: 'Tree 2',
      note: 'mine',
      version: 3,
      conflict: { ...conflict, theirVersion: 5, theirOrder: null },
    };
    expect(keepMine(entry)).toMatchObject({ note: 'mine', version: 5, conflict: null });
  });
  it('an order keeps mine for the trees still there and puts the new ones after, in their order', () => {
    const entry: OutboxEntry = {
      ...base,
      kind: 'reorder',
      listId: 7,
      treeIds: [3, 1, 2],
      basedOn: [1, 2, 3],
      conflict: { ...conflict, theirVersion: null, theirOrder: [1, 5, 3, 4] },
    };
    expect(keepMine(entry)).toMatchObject({ treeIds: [3, 1, 5, 4], basedOn: [1, 5, 3, 4], conflict: null });
  });
  it('a refused entry is sent again as it was', () => {
    const entry: OutboxEntry = {
      ...base,
      kind: 'add',
      listId: 7,
      treeId: 9,
      label: 'Oak',
      card: null,
      conflict: { ...conflict, refused: true, theirVersion: null, theirOrder: null },
    };
    expect(keepMine(entry)).toEqual({ ...entry, conflict: null });
  });
});
