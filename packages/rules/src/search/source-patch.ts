import type { SearchSort } from '../filter/paging';
import { type FacetSource, GS, RS, SORTS, US } from './facet-source';

/**
 * The offline copy's search facts changed by a delta (issue 27), instead of sent whole: the rows
 * of the trees the delta sends (their facets row, their names, their tree row) and where they now
 * stand in every order the index compares (the four sort orders, the names' and trees' key
 * orders, their physical orders, the suggestions' tail order). The others keep their relative
 * order: each order is by the row's own values with its id last (facet-build.ts), and a tree whose
 * values changed is in the delta; physical order too, as long as a row is not moved (a write moves
 * it, and logs its tree). The ranks of a published share are dense (0 to n-1 among its rows,
 * sourceOf), so a sent row's rank IS its place in the new order, and the copy can merge.
 *
 * What could still differ (a table rewritten by VACUUM FULL or CLUSTER moves every row, logging
 * none) is caught by the digest of the whole new share: the copy that does not reach it asks for
 * the full bundle.
 */
export interface SourcePatch {
  /** The new catalogue token. */
  token: string;
  /** The trees the patch sets, in id order (their old rows, if any, are replaced). */
  ids: number[];
  /** Their facets rows (GS-joined, in id order). */
  facets: string;
  /** Their treeNames rows (RS-joined, in id order), the ranks their places in the new orders. */
  treeNames: string;
  /** Their names (RS-joined): each its place in the new physical order, US, its names row (the key rank: its place). */
  names: string;
  /** Per sort: the place of each of `ids` in the new order (','-joined, in the order of `ids`). */
  orders: Record<SearchSort, string>;
  /** sourceDigest of the whole new share. */
  digest: string;
}

const split = (text: string, separator: string) => (text ? text.split(separator) : []);
const idOf = (row: string, separator: string) => Number(row.slice(0, row.indexOf(separator)));

/** FNV-1a over the UTF-16 code units, two 32-bit lanes: a digest to compare copies by, not a secret. */
export function sourceDigest(source: FacetSource): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  const parts = [source.token, source.facets, ...SORTS.map((sort) => source.orders[sort] ?? ''), source.names];
  parts.push(source.treeNames);
  for (const part of parts) {
    for (let i = 0; i < part.length; i += 1) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
    }
    a = Math.imul(a ^ 0xffff, 0x01000193);
    b = Math.imul(b ^ 0xffff, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Rank fields of a treeNames row (key order, physical order, tail order) and of a names row (key order). */
const TREE_RANKS = [1, 2, 3];
const NAME_KEY_RANK = 2;

/**
 * Gives each rank field of the rows dense values (0 to n-1) in the same order: a share keeps only
 * some rows of the catalogue, and its ranks are then places among them.
 */
export function denseRanks(rows: string[][], fields: number[]): void {
  for (const field of fields) {
    const order = rows.map((row, at) => [Number(row[field]), at]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    order.forEach(([, at], place) => (rows[at][field] = String(place)));
  }
}

/** The rows of `text` (split by `separator`) as fields (split by US). */
const fieldsOf = (text: string, separator: string) => split(text, separator).map((row) => row.split(US));
const join = (rows: string[][], separator: string) => rows.map((row) => row.join(US)).join(separator);

/** The patch that turns the share a copy holds into `share` (the new one), setting the trees of `ids`. */
export function sourcePatch(share: FacetSource, ids: readonly number[]): SourcePatch {
  const set = new Set(ids);
  const sorted = [...set].sort((x, y) => x - y);
  const names = split(share.names, RS)
    .map((row, place) => [place, row] as const)
    .filter(([, row]) => set.has(idOf(row, US)))
    .map(([place, row]) => `${place}${US}${row}`);
  const orders = Object.fromEntries(
    SORTS.map((sort) => {
      const place = new Map(split(share.orders[sort] ?? '', ',').map((id, at) => [Number(id), at]));
      return [sort, sorted.map((id) => place.get(id) ?? -1).join(',')];
    }),
  ) as Record<SearchSort, string>;
  return {
    token: share.token,
    ids: sorted,
    facets: split(share.facets, GS)
      .filter((row) => set.has(idOf(row, RS)))
      .join(GS),
    treeNames: split(share.treeNames, RS)
      .filter((row) => set.has(idOf(row, US)))
      .join(RS),
    names: names.join(RS),
    orders,
    digest: sourceDigest(share),
  };
}

/** A patch that does not fit the copy it is applied to (the copy then asks for the full bundle). */
export class SourcePatchError extends Error {}

/**
 * The new order: `placed` items at their places, the `kept` ones (in their order) in the places
 * left. Places must be distinct and within the new length.
 */
function place<T>(kept: T[], placed: [number, T][]): T[] {
  const length = kept.length + placed.length;
  const out = new Array<T>(length);
  const taken = new Uint8Array(length);
  for (const [at, item] of placed) {
    if (!(at >= 0 && at < length) || taken[at]) throw new SourcePatchError(`search patch: place ${at} of ${length}`);
    out[at] = item;
    taken[at] = 1;
  }
  let next = 0;
  for (let at = 0; at < length; at += 1) if (!taken[at]) out[at] = kept[next++];
  return out;
}

/** Re-ranks a rank field of rows: the patch's rows at their rank, the others in their old rank order. */
function rerank(kept: string[][], patched: string[][], field: number): void {
  const old = [...kept].sort((x, y) => Number(x[field]) - Number(y[field]));
  const order = place(
    old,
    patched.map((row) => [Number(row[field]), row]),
  );
  order.forEach((row, rank) => (row[field] = String(rank)));
}

/** Rows of two id-ordered lists, merged in id order (`first` holds no id of `second`). */
function mergeById<T>(first: T[], second: T[], id: (row: T) => number): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    if (j >= second.length || (i < first.length && id(first[i]) < id(second[j]))) out.push(first[i++]);
    else out.push(second[j++]);
  }
  return out;
}

/**
 * The share after a delta: `held` without the trees of `removed` and of the patch, with the
 * patch's rows at their places. The caller compares sourceDigest of the result with the patch's.
 */
export function applySourcePatch(held: FacetSource, patch: SourcePatch, removed: readonly number[]): FacetSource {
  const drop = new Set([...patch.ids, ...removed]);
  const facets = mergeById(
    split(held.facets, GS).filter((row) => !drop.has(idOf(row, RS))),
    split(patch.facets, GS),
    (row) => idOf(row, RS),
  );
  const keptTrees = fieldsOf(held.treeNames, RS).filter((row) => !drop.has(Number(row[0])));
  const patchTrees = fieldsOf(patch.treeNames, RS);
  for (const field of TREE_RANKS) rerank(keptTrees, patchTrees, field);
  const treeNames = mergeById(keptTrees, patchTrees, (row) => Number(row[0]));

  const keptNames = fieldsOf(held.names, RS).filter((row) => !drop.has(Number(row[0])));
  const patchNames = fieldsOf(patch.names, RS).map((row) => [Number(row[0]), row.slice(1)] as [number, string[]]);
  const names = place(keptNames, patchNames);
  rerank(
    keptNames,
    patchNames.map(([, row]) => row),
    NAME_KEY_RANK,
  );
  const orders = Object.fromEntries(
    SORTS.map((sort) => {
      const kept = split(held.orders[sort] ?? '', ',').filter((id) => !drop.has(Number(id)));
      const places = split(patch.orders[sort] ?? '', ',').map(Number);
      return [
        sort,
        place(
          kept,
          patch.ids.map((id, at) => [places[at], String(id)]),
        ).join(','),
      ];
    }),
  ) as Record<SearchSort, string>;
  return {
    token: patch.token,
    facets: facets.join(GS),
    orders,
    names: join(names, RS),
    treeNames: join(treeNames, RS),
  };
}

/** The share of a source's rows made dense (sourceOf): names' key ranks and the trees' three ranks. */
export function denseShare(source: FacetSource): FacetSource {
  const names = fieldsOf(source.names, RS);
  denseRanks(names, [NAME_KEY_RANK]);
  const trees = fieldsOf(source.treeNames, RS);
  denseRanks(trees, TREE_RANKS);
  return { ...source, names: join(names, RS), treeNames: join(trees, RS) };
}
