import { can } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { orderByOf, type CardTree } from '../search.service';
import type { SearchSort } from '../search.service';
import { listCards } from './list-cards';
import type { ListTreeSiteFit } from './list-site.service';

export interface ListTreeEntry {
  /** What the list page shows of the tree (the CSV loads the whole trees). */
  tree: CardTree;
  position: number;
  note: string | null;
  quantity: number;
  /** The row's version: note and quantity saves send it back. */
  version: number;
  addedAt: Date;
  photoLink: string | null;
  photoWidths: number[];
  /** The tree against the list's site (issue 22.5); absent when the list is tied to none. */
  siteFit?: ListTreeSiteFit | null;
}

/** A page of a list's trees in position order: those after `after` (a position), at most `first`. */
export interface ListTreePage {
  after?: number | null;
  first?: number | null;
}

/** The most trees one page of a list may ask for. */
export const LIST_TREE_PAGE_MAX = 1000;

function pageNumber(raw: unknown, field: string, min: number, max: number): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
    const message = `Should be a whole number from ${min} to ${max}.`;
    throw new ValidationError(`${field}: ${message}`, [{ field, message }]);
  }
  return Number(text);
}

/**
 * A page of a list's trees as asked (REST `first` and `after`, GraphQL the same arguments): `first`
 * from 1 to LIST_TREE_PAGE_MAX trees, those after position `after` (the last position of the page
 * before; a page shorter than `first` is the last). Absent: every tree. Pages are in the list's
 * own order only (keyset on position): with a name sort they are refused.
 */
export function parseListTreePage(rawFirst: unknown, rawAfter: unknown, sorted: boolean): ListTreePage {
  const first = pageNumber(rawFirst, 'first', 1, LIST_TREE_PAGE_MAX);
  const after = pageNumber(rawAfter, 'after', 0, 2_147_483_647);
  if (sorted && (first !== null || after !== null)) {
    const message = 'Pages of trees are in the list’s own order: leave out sort, or first and after.';
    throw new ValidationError(message, [{ field: first !== null ? 'first' : 'after', message }]);
  }
  return { first, after };
}

interface TreeRow {
  tree_id: number;
  position: number;
  note: string | null;
  quantity: number;
  version: number;
  added_at: Date;
}

/**
 * What a list's trees are made of: the committed catalogue (its token) and the committed lists
 * (the lists token, migration 1796700000000: any insert, update or delete of a list's rows, by
 * whatever path, moves it on), as the caller read them.
 */
export interface ListTreeState {
  catalogue: string;
  lists: string;
}

/**
 * The entries made, by list, page, order, audience and state (above). A request whose state is
 * still the one an entry was made at takes it as it is: the same array, so the transports can keep
 * what they made of it (a REST page of 1,000 trees is serialised once per state). Entries were read
 * after their state: never older than it. At most ENTRIES_KEPT trees kept, oldest made dropped first.
 */
const made = new Map<string, { entries: readonly ListTreeEntry[] }>();
let kept = 0;
const ENTRIES_KEPT = 20_000;

/**
 * A list's trees: their rows in one keyset-paged statement whatever their number (position order,
 * or a name sort over the trees' columns), and their cards from the cards of the committed
 * catalogue (list-cards.ts: one statement more for the cards not read since the last catalogue
 * write, none per tree); none of that again while neither the lists nor the catalogue changed
 * (`state`: their tokens, read by the caller with the list). Drafts only for those who read them.
 */
export async function listTreeEntries(
  ctx: RequestContext,
  listId: number,
  sort: SearchSort | null,
  page: ListTreePage,
  state: ListTreeState,
): Promise<readonly ListTreeEntry[]> {
  const drafts = can(ctx.viewer, 'tree:read-draft');
  const key = [listId, sort ?? '', page.after ?? '', page.first ?? '', drafts, state.catalogue, state.lists].join('|');
  const known = made.get(key);
  if (known) return known.entries;
  const entries = await readEntries(ctx, listId, sort, page, drafts, state.catalogue);
  while (made.size && kept + entries.length > ENTRIES_KEPT) {
    const [oldest, { entries: dropped }] = made.entries().next().value as [string, { entries: ListTreeEntry[] }];
    made.delete(oldest);
    kept -= dropped.length;
  }
  if (entries.length <= ENTRIES_KEPT) {
    made.set(key, { entries });
    kept += entries.length;
  }
  return entries;
}

async function readEntries(
  ctx: RequestContext,
  listId: number,
  sort: SearchSort | null,
  page: ListTreePage,
  drafts: boolean,
  catalogue: string,
): Promise<readonly ListTreeEntry[]> {
  const rows: TreeRow[] = await ctx.db.query(
    sort
      ? `SELECT lt.tree_id, lt.position, lt.note, lt.quantity, lt.version, lt.added_at
         FROM list_trees lt JOIN trees tree ON tree.id = lt.tree_id
         WHERE lt.list_id = $1 ORDER BY ${orderByOf(sort)}`
      : `SELECT tree_id, position, note, quantity, version, added_at FROM list_trees
         WHERE list_id = $1 AND ($2::int IS NULL OR position > $2) ORDER BY position, tree_id LIMIT $3`,
    sort ? [listId] : [listId, page.after ?? null, page.first ?? null],
  );
  const cards = await listCards(
    ctx,
    rows.map((row) => row.tree_id),
    catalogue,
  );
  const entries: ListTreeEntry[] = [];
  for (const row of rows) {
    const card = cards.get(row.tree_id);
    if (!card || (!card.published && !drafts)) continue;
    entries.push({
      tree: card.tree,
      position: row.position,
      note: row.note,
      quantity: row.quantity,
      version: row.version,
      addedAt: row.added_at,
      photoLink: card.photoLink,
      photoWidths: card.photoWidths,
    });
  }
  return entries;
}
