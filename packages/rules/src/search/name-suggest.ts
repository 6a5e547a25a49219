import type { RegionCode } from '../vocabulary/regions';
import type { FacetIndex } from './facet-index';
import type { NameIndex } from './name-index';
import {
  type NameMatchKind,
  type NameMatchTier,
  type NameSuggestion,
  SHORT_KEY,
  SUGGESTIONS_MAX,
  TIERS,
  TIER_CANDIDATES,
} from '../names/name-match';

/**
 * The exact, prefix and word-prefix tiers of name suggestions (the server's name-search.ts, strictSql) from the
 * in-process name index, step for step as the reference statement reads and ranks, so the answer
 * is the same ordered list (search-equivalence tests):
 *
 *   1. prefix names, per table (tree_names; trees' scientific names): the visible names whose key
 *      starts with the key, in key order ("C": code point order; equal keys by row id), the first
 *      TIER_CANDIDATES (byKey holds each table's names in that order, from the build);
 *   2. when those name fewer than SUGGESTIONS_MAX trees and the key has SHORT_KEY characters:
 *      word-prefix names per table, the visible names with a later word starting with the key
 *      (`LIKE '% key%'`) that do not start with it, the first TIER_CANDIDATES found: PostgreSQL
 *      reads them by a bitmap or sequential scan, in physical (ctid) order, which the build
 *      recorded (tidRanks);
 *   3. one row per tree: its best name by tier, kind priority, key;
 *   4. trees ordered by tier, that name's key, then lower(common name), scientific key and id
 *      (one rank per tree computed by PostgreSQL at build time: tailRanks); the first 100.
 *
 * Cost at 100,000 trees: a binary search per table and a few hundred names ranked; the word-prefix
 * candidates of a rare prefix with a common later word ("tre": "... tree") are a few thousand.
 */
const KIND_PRIORITY: Record<string, number> = {
  scientific: 0,
  common_primary: 1,
  synonym: 2,
  common_alternate: 3,
};
/** KIND_PRIORITY of name-search.ts: which of a tree's names is its best match. */
export const priorityOf = (kind: string) => KIND_PRIORITY[kind] ?? 4;

/** Code point order (PostgreSQL's "C" collation on UTF-8), where JS's `<` compares UTF-16 units. */
export function compareC(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Surrogates (astral code points) sort above U+E000-U+FFFF in code point order. */
const codePointRank = (unit: number) => (unit < 0xd800 ? unit : unit < 0xe000 ? unit + 0x2000 : unit - 0x800);

/** The suggestion shown for name `name` of the index, in `tier` (no statement: all held in memory). */
export function suggestionOf(index: FacetIndex, name: number, tier: NameMatchTier): NameSuggestion {
  const names = index.names;
  const owner = names.owners[name];
  return {
    treeId: index.ids[owner],
    kind: names.kinds[name] as NameMatchKind,
    name: names.labels[name],
    tier,
    scientificName: names.scientificNames[owner],
    commonName: names.commonNames[owner],
  };
}

/**
 * The ranking both tiers share: each tree once, under its best name (`better`: DISTINCT ON
 * tree_id); the trees by `first`, then that name's key ("C"), then the tail rank PostgreSQL
 * computed at build (tailRanks); the first SUGGESTIONS_MAX, as suggestions in `tierOf` their entry.
 */
export function rankPerTree<T extends { name: number }>(
  index: FacetIndex,
  entries: Iterable<T>,
  better: (a: T, b: T) => number,
  first: (a: T, b: T) => number,
  tierOf: (entry: T) => NameMatchTier,
): NameSuggestion[] {
  const names = index.names;
  const best = new Map<number, T>();
  for (const entry of entries) {
    const owner = names.owners[entry.name];
    const held = best.get(owner);
    if (!held || better(entry, held) < 0) best.set(owner, entry);
  }
  const ranked = firstInOrder(
    best.values(),
    SUGGESTIONS_MAX,
    (a, b) =>
      first(a, b) ||
      compareC(names.keys[a.name], names.keys[b.name]) ||
      names.tailRanks[names.owners[a.name]] - names.tailRanks[names.owners[b.name]],
  );
  return ranked.map((entry) => suggestionOf(index, entry.name, tierOf(entry)));
}

/**
 * The first `count` of `entries` in `order`: exactly `[...entries].sort(order).slice(0, count)`
 * (ties kept in the entries' order, as the stable sort keeps them), without sorting all of them.
 * The typo tier ranks up to 2,000 trees for 100 suggestions: each entry after the first `count` is
 * mostly turned away by one comparison with the last one kept.
 */
export function firstInOrder<T>(entries: Iterable<T>, count: number, order: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const entry of entries) {
    if (kept.length === count && order(entry, kept[count - 1]) >= 0) continue;
    // After every kept entry that is not after it (a stable sort's place for a later entry).
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(entry, kept[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, entry);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/**
 * The `count` smallest of `values` in ascending order: exactly `Float64Array.from(values).sort()`
 * cut to its first `count`, without sorting the rest. The typo tier reads the first 1,000 names a
 * table in physical order; a common word's typo gathers tens of thousands ("trej": 31,089 at 100k),
 * and sorting them all took 3.7 ms where selecting first (quickselect, then a sort of `count`)
 * takes 0.2 (docs/performance.md).
 */
export function smallestInOrder(values: readonly number[], count: number): Float64Array {
  const all = Float64Array.from(values);
  const last = count - 1;
  if (last >= 0 && all.length > count) {
    // Until position `last` holds its sorted value, with nothing greater before it.
    let low = 0;
    let high = all.length - 1;
    while (low < high) {
      const a = all[low];
      const b = all[(low + high) >>> 1];
      const c = all[high];
      const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
      let i = low;
      let j = high;
      while (i <= j) {
        while (all[i] < pivot) i += 1;
        while (all[j] > pivot) j -= 1;
        if (i <= j) {
          const held = all[i];
          all[i] = all[j];
          all[j] = held;
          i += 1;
          j -= 1;
        }
      }
      // [low, j] <= pivot <= [i, high]; between them, the pivot's value.
      if (last <= j) high = j;
      else if (last >= i) low = i;
      else break;
    }
  }
  return all.subarray(0, Math.max(0, Math.min(count, all.length))).sort();
}

export function strictSuggestions(index: FacetIndex, key: string, region: RegionCode): NameSuggestion[] {
  const names = index.names;
  const candidates: number[] = [];
  for (const table of names.byKey) prefixNames(index, table, key, region, candidates);
  if (key.length >= SHORT_KEY && distinctOwners(names, candidates) < SUGGESTIONS_MAX) {
    wordPrefixNames(index, key, region, candidates);
  }
  // DISTINCT ON (tree_id) ... ORDER BY tree_id, tier, kind priority, search_key "C"
  const found = candidates.map((name) => {
    const nameKey = names.keys[name];
    return {
      name,
      tier: nameKey === key ? 0 : nameKey.startsWith(key) ? 1 : 2,
      priority: priorityOf(names.kinds[name]),
    };
  });
  return rankPerTree(
    index,
    found,
    (a, b) => a.tier - b.tier || a.priority - b.priority || compareC(names.keys[a.name], names.keys[b.name]),
    (a, b) => a.tier - b.tier,
    (entry) => TIERS[entry.tier],
  );
}

/** Step 1 for one table (its names in key order). */
function prefixNames(index: FacetIndex, table: number[], key: string, region: RegionCode, into: number[]): void {
  const { keys, owners } = index.names;
  let low = 0;
  let high = table.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareC(keys[table[middle]], key) < 0) low = middle + 1;
    else high = middle;
  }
  let taken = 0;
  for (let i = low; i < table.length && taken < TIER_CANDIDATES; i += 1) {
    const name = table[i];
    if (!keys[name].startsWith(key)) break;
    if (!index.isVisible(region, owners[name])) continue;
    into.push(name);
    taken += 1;
  }
}

function distinctOwners(names: NameIndex, candidates: number[]): number {
  return new Set(candidates.map((name) => names.owners[name])).size;
}

/** Step 2: per table, the first TIER_CANDIDATES matching names in physical order. */
function wordPrefixNames(index: FacetIndex, key: string, region: RegionCode, into: number[]): void {
  const names = index.names;
  const wordPrefix = ` ${key}`;
  const found = new Set<number>();
  // " coast li" in a name: a later word IS "coast" (a key of several words) or starts with the key.
  const firstWord = key.split(' ', 1)[0];
  names.forEachLaterWord(
    firstWord,
    (name) => {
      if (found.has(name)) return;
      const nameKey = names.keys[name];
      if (nameKey.includes(wordPrefix) && !nameKey.startsWith(key) && index.isVisible(region, names.owners[name])) {
        found.add(name);
      }
    },
    firstWord !== key,
  );
  const tables: [number[], number[]] = [[], []];
  for (const name of found) tables[names.kinds[name] === 'scientific' ? 0 : 1].push(name);
  for (const table of tables) {
    table.sort((a, b) => names.tidRanks[a] - names.tidRanks[b]);
    for (let i = 0; i < table.length && i < TIER_CANDIDATES; i += 1) into.push(table[i]);
  }
}
