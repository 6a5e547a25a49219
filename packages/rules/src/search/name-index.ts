import { SHORT_KEY } from '../names/name-match';
import { TrigramPostings } from './trigram-postings';

/**
 * The STRICT half of "the tree's names match the term" (the server's name-search.ts, nameMatchIds) in memory,
 * for the facet index (facet-index.ts): a tree matches when one of its names (tree_names.search_key
 * or trees.scientific_search_key) starts with the key, or, for keys of SHORT_KEY characters or more,
 * has a word starting with it (`LIKE '% key%'`). Search keys are toSearchKey output on both sides,
 * so this is plain string prefix and substring tests: `key <= name < prefixUpperBound(key)` in byte
 * order holds exactly when the name starts with the key (UTF-8 byte order is code point order).
 *
 * The typo tier (pg_trgm similarity) is name-similar.ts, over this index's trigram postings
 * (trigram.ts), built with the rest in finish().
 *
 * Layout: every word of every name in one of two dictionaries (first words; later words), sorted,
 * each word with the names it occurs in. A key's first word k1 selects the candidate names (every
 * name that starts with the key has a first word starting with k1; every word-prefix match has a
 * later word starting with k1), which are then tested exactly. At 100,000 trees (474,000 names)
 * "maple" tests ~10,000 candidates, well under a millisecond.
 */
export class NameIndex {
  /** Search key of name i, and the tree (facet index position) it names. */
  readonly keys: string[] = [];
  readonly owners: number[] = [];
  /**
   * For name suggestions (name-suggest.ts), when the builder gives them (NameFacts): each name's
   * kind and displayed text, its rank in its table's physical (ctid) order, and each table's names
   * in search-key order (byte order, "C", equal keys by row id): [scientific names (trees), tree_names].
   */
  readonly kinds: string[] = [];
  readonly labels: string[] = [];
  readonly tidRanks: number[] = [];
  readonly byKey: [number[], number[]] = [[], []];
  /** Per tree (facet index position): its scientific and common names, and its rank in the final order's tail. */
  readonly scientificNames: string[] = [];
  readonly commonNames: (string | null)[] = [];
  readonly tailRanks: number[] = [];
  private building: { first: Map<string, number[]>; later: Map<string, number[]> } | null = {
    first: new Map(),
    later: new Map(),
  };
  private postings: TrigramPostings | null = null;
  private first: WordDictionary | null = null;
  private later: WordDictionary | null = null;

  /** Adds a name (a search key) of the tree at `position`; then call finish(). */
  add(position: number, key: string, facts?: NameFacts): void {
    if (!key || !this.building) return;
    const index = this.keys.length;
    this.keys.push(key);
    this.owners.push(position);
    if (facts) {
      this.kinds[index] = facts.kind;
      this.labels[index] = facts.label;
      this.tidRanks[index] = facts.tidRank;
      this.byKey[facts.kind === SCIENTIFIC ? 0 : 1][facts.keyRank] = index;
    }
    let start = 0;
    for (let i = 0; i <= key.length; i += 1) {
      if (i < key.length && key.charCodeAt(i) !== 32) continue;
      const word = key.slice(start, i);
      const dictionary = start === 0 ? this.building.first : this.building.later;
      const postings = dictionary.get(word);
      if (!postings) dictionary.set(word, [index]);
      else if (postings[postings.length - 1] !== index) postings.push(index);
      start = i + 1;
    }
  }

  finish(): this {
    // Names that were not added (an empty key, a tree outside the index) leave holes in byKey.
    for (const list of this.byKey) {
      let kept = 0;
      for (let i = 0; i < list.length; i += 1) if (list[i] !== undefined) list[kept++] = list[i];
      list.length = kept;
    }
    if (this.building) {
      this.first = new WordDictionary(this.building.first);
      this.later = new WordDictionary(this.building.later);
      this.postings = new TrigramPostings(this.keys);
      this.building = null;
    }
    return this;
  }

  /** The names of the tree at `position` shown with a suggestion, and its rank in the final order's tail. */
  addTree(position: number, scientificName: string, commonName: string | null, tailRank: number): void {
    this.scientificNames[position] = scientificName;
    this.commonNames[position] = commonName;
    this.tailRanks[position] = tailRank;
  }

  /** Which names hold each trigram (name-similar.ts). */
  get trigrams(): TrigramPostings {
    if (!this.postings) throw new Error('name index used before finish()');
    return this.postings;
  }

  get size(): number {
    return this.keys.length;
  }

  /**
   * Calls `visit` for each name with a LATER word starting with `prefix` (`exact`: that is
   * `prefix`). A name may come more than once.
   */
  forEachLaterWord(prefix: string, visit: (name: number) => void, exact = false): void {
    if (!this.later) throw new Error('name index used before finish()');
    this.later.forEachPrefixed(prefix, visit, exact);
  }

  /** Sets, in `into`, the bit of every tree with a name that matches the key strictly. */
  matchStrict(key: string, into: Uint32Array): void {
    if (!this.first || !this.later) throw new Error('name index used before finish()');
    const firstWord = key.split(' ', 1)[0];
    this.first.forEachPrefixed(firstWord, (name) => {
      if (this.keys[name].startsWith(key)) setBit(into, this.owners[name]);
    });
    if (key.length < SHORT_KEY) return;
    const wordPrefix = ` ${key}`;
    this.later.forEachPrefixed(firstWord, (name) => {
      if (this.keys[name].includes(wordPrefix)) setBit(into, this.owners[name]);
    });
  }
}

/** Distinct words in sorted order, each with the (ascending) indexes of the names holding it. */
class WordDictionary {
  private readonly words: string[];
  private readonly postings: Int32Array[];

  constructor(map: Map<string, number[]>) {
    this.words = [...map.keys()].sort();
    this.postings = this.words.map((word) => Int32Array.from(map.get(word)!));
  }

  /** Calls `visit` for each name holding a word that starts with `prefix` (`exact`: that is `prefix`). */
  forEachPrefixed(prefix: string, visit: (name: number) => void, exact = false): void {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const holds = exact ? (word: string) => word === prefix : (word: string) => word.startsWith(prefix);
    for (let w = low; w < this.words.length && holds(this.words[w]); w += 1) {
      const names = this.postings[w];
      for (let i = 0; i < names.length; i += 1) visit(names[i]);
    }
  }
}

/** What name suggestions need of a name besides its key (facet-build.ts reads them). */
export interface NameFacts {
  /** 'scientific' (trees.scientific_name) or tree_names.kind */
  kind: string;
  /** The name as displayed. */
  label: string;
  /** 0-based rank among its table's names in search-key order ("C", equal keys by row id). */
  keyRank: number;
  /** 0-based rank among its table's rows in physical (ctid) order. */
  tidRank: number;
}

export const SCIENTIFIC = 'scientific';

export function setBit(bits: Uint32Array, position: number): void {
  bits[position >>> 5] |= 1 << (position & 31);
}
