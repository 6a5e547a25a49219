import { LIST_MESSAGES } from '@selectree/rules';

/**
 * The outbox of list changes made offline (issue 27.4): pure rules, no IndexedDB, no Apollo. The
 * store (lib/user-store.ts) keeps the entries, the lists feature sends them (outbox-sync.ts).
 *
 * Each change carries what it was based on: a note the row's version (`ListTreeEntry.version`, the
 * server refuses an older one: CONFLICT), an order the trees it was made from (the server refuses an
 * order whose trees are not exactly the list's: CONFLICT). Adding and removing a tree carry no
 * version on the server (they never overwrite anyone's words); their one failure that is not a
 * refusal is "already done" (the tree was already on the list, or already off it).
 */

/** A tree card as the list screens show it (TreeCardFields), kept so a tree added offline shows. */
export type OutboxCard = {
  __typename?: 'TreeCard';
  id: number;
  scientificName: string;
  commonName: string | null;
  family: string | null;
  photoLink: string | null;
  photoWidths: number[];
  photoCredit: string | null;
  heightHigh: number | null;
  lowZone: boolean | null;
  draft: boolean;
};

export type OutboxChange =
  | { kind: 'add'; listId: number; treeId: number; label: string; card: OutboxCard | null }
  | { kind: 'remove'; listId: number; treeId: number; label: string }
  | { kind: 'note'; listId: number; treeId: number; label: string; note: string; version: number }
  | { kind: 'reorder'; listId: number; treeIds: number[]; basedOn: number[] };

/** Why an entry was not sent: the server's words, and the two versions the visitor chooses between. */
export type OutboxConflict = {
  message: string;
  /** Refused outright (not a newer version): "keep mine" sends it again as it is. */
  refused: boolean;
  mine: string;
  theirs: string;
  /** The row's version now (notes), or the list's trees in their order now (orders). */
  theirVersion: number | null;
  theirOrder: number[] | null;
};

export type OutboxEntry = OutboxChange & {
  id: number;
  listName: string;
  queuedAt: string;
  conflict: OutboxConflict | null;
};

const sameTarget = (a: OutboxEntry, change: OutboxChange) =>
  a.listId === change.listId && 'treeId' in a && 'treeId' in change && a.treeId === change.treeId;

/**
 * The outbox once `change` is queued. Nothing typed is lost: a second note on the same row replaces
 * the first one's text but keeps the version the first was based on (the visitor's last words, over
 * the version they read); a second order replaces the first, based on what the first was. Removing a
 * tree whose adding is still queued takes both out (with the notes typed on that new row), as the
 * same two clicks online would leave nothing. An entry in conflict is never merged into.
 */
export function queueInto(entries: readonly OutboxEntry[], change: OutboxChange, now: Date, listName: string) {
  const id = entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  const fresh: OutboxEntry = { ...change, id, listName, queuedAt: now.toISOString(), conflict: null };
  const open = (entry: OutboxEntry) => entry.conflict === null;
  if (change.kind === 'note') {
    const earlier = entries.find((entry) => open(entry) && entry.kind === 'note' && sameTarget(entry, change));
    if (earlier && earlier.kind === 'note')
      return entries.map((entry) => (entry === earlier ? { ...earlier, note: change.note } : entry));
  }
  if (change.kind === 'reorder') {
    const earlier = entries.find((entry) => open(entry) && entry.kind === 'reorder' && entry.listId === change.listId);
    if (earlier && earlier.kind === 'reorder')
      return entries.map((entry) => (entry === earlier ? { ...earlier, treeIds: change.treeIds } : entry));
  }
  if (change.kind === 'remove') {
    const added = entries.find((entry) => open(entry) && entry.kind === 'add' && sameTarget(entry, change));
    if (added) return entries.filter((entry) => !(open(entry) && sameTarget(entry, change) && entry.id >= added.id));
  }
  return [...entries, fresh];
}

/** A list's trees as the list screen reads them (ListDetail's `trees`). */
export type OutboxListEntry = {
  position: number;
  note: string | null;
  quantity: number;
  version: number;
  addedAt: unknown;
  siteFit: unknown;
  card: OutboxCard;
};

/** What a tree added offline shows until the server has it: its card if known, else its name. */
export function placeholderCard(treeId: number, label: string): OutboxCard {
  return {
    __typename: 'TreeCard',
    id: treeId,
    scientificName: label,
    commonName: null,
    family: null,
    photoLink: null,
    photoWidths: [],
    photoCredit: null,
    heightHigh: null,
    lowZone: null,
    draft: false,
  };
}

function applyOne(trees: OutboxListEntry[], entry: OutboxEntry): OutboxListEntry[] {
  switch (entry.kind) {
    case 'add': {
      if (trees.some((tree) => tree.card.id === entry.treeId)) return trees;
      const position = trees.reduce((max, tree) => Math.max(max, tree.position), 0) + 1;
      const card = entry.card ?? placeholderCard(entry.treeId, entry.label);
      // A new row starts at version 1 (list_trees.version's default): a note on it is based on that.
      const row = { position, note: null, quantity: 1, version: 1, addedAt: entry.queuedAt, siteFit: null, card };
      return [...trees, { __typename: 'ListTreeEntry', ...row } as OutboxListEntry];
    }
    case 'remove':
      return trees.filter((tree) => tree.card.id !== entry.treeId);
    case 'note':
      return trees.map((tree) => (tree.card.id === entry.treeId ? { ...tree, note: entry.note.trim() || null } : tree));
    case 'reorder':
      return orderAs(trees, entry.treeIds);
  }
}

/** `trees` in the order of `ids`; trees `ids` does not name keep their order after them. */
function orderAs(trees: OutboxListEntry[], ids: readonly number[]): OutboxListEntry[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const ranked = trees.filter((tree) => rank.has(tree.card.id));
  ranked.sort((a, b) => rank.get(a.card.id)! - rank.get(b.card.id)!);
  return [...ranked, ...trees.filter((tree) => !rank.has(tree.card.id))];
}

/**
 * A list as the visitor should see it while its changes wait: the server's (or the kept) answer with
 * the queued entries applied in order, so what was done offline shows at once. Only the list's own
 * order takes a queued reorder (`ordered`: false under a name sort).
 */
export function applyOutbox<L extends { id: number; treeCount: number; trees: OutboxListEntry[] }>(
  list: L,
  entries: readonly OutboxEntry[],
  ordered = true,
): L {
  const mine = entries.filter((entry) => entry.listId === list.id && (ordered || entry.kind !== 'reorder'));
  if (!mine.length) return list;
  const trees = mine.reduce(applyOne, list.trees);
  return { ...list, trees, treeCount: trees.length };
}

/** How the server answered an entry (lists' describeListFailure): its code and words, or nothing at all. */
export type SendFailure = { code: string | null; message: string | null; unreachable: boolean };

/**
 * What to do with an entry the server did not take:
 * - `wait`: nothing answered (offline again, server down) or the session is gone: keep it, stop sending;
 * - `done`: what it asked is already so (the tree already on the list, or already off it): take it out;
 * - `conflict`: someone changed the row or the list's trees meanwhile: keep it, ask the visitor;
 * - `refused`: any other refusal (no longer allowed, the tree unpublished): keep it, show the server's words.
 */
export function outcomeOf(entry: OutboxChange, failure: SendFailure): 'wait' | 'done' | 'conflict' | 'refused' {
  if (failure.unreachable || failure.code === 'UNAUTHENTICATED') return 'wait';
  if (failure.code === 'CONFLICT') return 'conflict';
  const message = failure.message ?? '';
  if (entry.kind === 'add' && message.endsWith(LIST_MESSAGES.alreadyInList(''))) return 'done';
  if (entry.kind === 'remove' && failure.code === 'NOT_FOUND' && message.endsWith(LIST_MESSAGES.notInList('')))
    return 'done';
  if (failure.code === null && failure.message === null) return 'wait';
  return 'refused';
}

/**
 * "Keep mine": the entry to send again. A note is based on the version read now (so it overwrites
 * theirs, knowingly); an order keeps the visitor's order for the trees still on the list and puts the
 * trees added meanwhile after them, in their order; a refused entry is sent as it was.
 */
export function keepMine(entry: OutboxEntry): OutboxEntry {
  const conflict = entry.conflict;
  if (!conflict) return entry;
  if (entry.kind === 'note' && conflict.theirVersion !== null)
    return { ...entry, version: conflict.theirVersion, conflict: null };
  if (entry.kind === 'reorder' && conflict.theirOrder) {
    const now = new Set(conflict.theirOrder);
    const kept = entry.treeIds.filter((id) => now.has(id));
    const mineSet = new Set(kept);
    const treeIds = [...kept, ...conflict.theirOrder.filter((id) => !mineSet.has(id))];
    return { ...entry, treeIds, basedOn: conflict.theirOrder, conflict: null };
  }
  return { ...entry, conflict: null };
}
