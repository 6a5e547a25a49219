import type { RegionCode } from '../vocabulary/regions';
import type { FacetIndex } from './facet-index';
import { type NameIndex, setBit } from './name-index';
import { compareC, priorityOf, rankPerTree, smallestInOrder } from './name-suggest';
import { type NameSuggestion, NameMatchTier, SHORT_KEY, SIMILAR_CANDIDATES, similarWords } from '../names/name-match';
import { asciiKey, STRICT_WORD_SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD } from '../names/trigram';
import type { SlotPattern, TrigramPostings } from './trigram-postings';

/**
 * The similar tier (typos) of name search from the in-process name index, step for step as the
 * server's SQL reference (name-search.ts: similarMatch, similarSql, nameMatchIds) reads and ranks, with
 * pg_trgm's measures computed in process (trigram.ts):
 *
 *   1. the names where every typed word (the first five) starts the name or a later word of it, or
 *      (3 characters or more) the word is similar to the name (`<%` word similarity >= 0.6 or
 *      `<<%` strict word similarity >= 0.5): candidate keys from the trigram postings of the
 *      longest word, each distinct key tested once, exactly;
 *   2. suggestions: per table, the first SIMILAR_CANDIDATES visible ones found, in physical order
 *      (as PostgreSQL's scan meets them, recorded at build: tidRanks); one row per tree, its best
 *      name by score (the greater of the two measures of the whole key), kind priority, key; trees
 *      by score, key, then the tail of the strict tiers' order (tailRanks); the first 100.
 *
 * Null when the answer cannot be computed exactly here: a key beyond ASCII letters and digits, or
 * a candidate name that is (trigram.ts: PostgreSQL's locale decides its words). The server then
 * asks PostgreSQL; the offline copy in the browser answers without the typo tier (docs/offline.md).
 */

/**
 * Step 1 by distinct key (TrigramPostings ids), with the pattern of the word whose candidates were
 * read (the driver); or null (see above). Every typed word must match, and a key matching a word
 * holds at least half of its trigrams (candidates), so any word's candidates hold every answer: the
 * driver is the longest word or, when several have SHORT_KEY characters or more, the one of those
 * with the fewest candidates at most ("ring cuup": "cuup", not the first of the longest words,
 * "ring", whose candidates were thousands of keys: 7.9 ms at 100k).
 */
function similarKeys(postings: TrigramPostings, key: string): { keys: number[]; driver: SlotPattern } | null {
  if (key.length < SHORT_KEY || !asciiKey(key)) return null;
  const patterns = similarWords(key).map((word) => postings.pattern(word));
  // Among the words of SHORT_KEY characters or more: a shorter word's candidates are tested
  // against the other words by scans ("lunora k": every key with a word starting with "k").
  const longWords = patterns.filter((pattern) => pattern.text.length >= SHORT_KEY);
  let driver = patterns.reduce((longest, pattern) => (pattern.text.length > longest.text.length ? pattern : longest));
  if (longWords.length > 1) {
    const most = longWords.map((pattern) => postings.mostCandidates(pattern));
    driver = longWords[most.indexOf(Math.min(...most))];
  }
  const { ids, hits } = postings.candidates(driver);
  // Bounds from the trigrams a key holds (h of the pattern's u): word similarity is c / (u + e - c)
  // for an extent of e distinct trigrams holding c <= h of them, so at most h / u: below 0.6, `<%`
  // cannot hold; a strict extent is whole words, so e >= the key's shortest word's trigrams (w):
  // at most h / (u + w - h): below 0.5, `<<%` cannot hold.
  // And a key with a word starting with the typed word holds all of its trigrams but perhaps the
  // last ("xy "). The bounds are tested first (numbers only): at 100k trees a typo's candidates
  // are ~1,600 keys, and ~700 get past them to the string tests and scans. (A key beyond ASCII
  // has shortestWord 0, so it always gets past them and makes the answer PostgreSQL's.)
  const plainNeeds = WORD_SIMILARITY_THRESHOLD * driver.size - 1e-6;
  const measured = driver.text.length >= SHORT_KEY;
  const plainPossible = (held: number) => measured && held >= plainNeeds;
  const strictPossible = (held: number, id: number) =>
    measured && held / (driver.size + postings.shortestWord[id] - held) >= STRICT_WORD_SIMILARITY_THRESHOLD - 1e-6;
  const laterWords = patterns.map((pattern) => ` ${pattern.text}`);
  // One typed word against the name: similarMatch in name-search.ts (the driver with its bounds).
  // `prefixPossible` false: the key lacks two of the word's trigrams, so no word of it starts with
  // the word (that needs all of them but perhaps the last, "xy ").
  const matches = (p: number, id: number, plain: boolean, strict: boolean, prefixPossible = true) => {
    const pattern = patterns[p];
    const nameKey = postings.keys[id];
    if (prefixPossible && (nameKey.startsWith(pattern.text) || nameKey.includes(laterWords[p]))) return true;
    if (pattern.text.length < SHORT_KEY) return false;
    return (plain && postings.similar(pattern, id)) || (strict && postings.similar(pattern, id, true));
  };
  const driverAt = patterns.indexOf(driver);
  const out: number[] = [];
  for (let c = 0; c < ids.length; c += 1) {
    const id = ids[c];
    const held = hits[c];
    const plain = plainPossible(held);
    const strict = strictPossible(held, id);
    const prefixPossible = held >= driver.size - 1;
    if (!prefixPossible && !plain && !strict) continue;
    if (postings.uncertain(id)) return null;
    if (!matches(driverAt, id, plain, strict, prefixPossible)) continue;
    let every = true;
    for (let p = 0; p < patterns.length && every; p += 1) every = p === driverAt || matches(p, id, true, true);
    if (every) out.push(id);
  }
  return { keys: out, driver };
}

/** Step 1: every name matching the similar tier's test (any visibility), or null. */
export function similarNames(names: NameIndex, key: string): number[] | null {
  const postings = names.trigrams;
  const found = similarKeys(postings, key);
  if (!found) return null;
  const out: number[] = [];
  for (const id of found.keys) postings.forEachName(id, (name) => out.push(name));
  return out;
}

interface Scored {
  name: number;
  score: number;
  priority: number;
}

/** Names are packed with their physical rank for a numeric sort: rank * NAME_SPAN + name. */
const NAME_SPAN = 2 ** 24;

/**
 * Step 2: the similar tier's suggestions (before the trees already suggested by the strict tiers
 * are left out), or null.
 */
export function similarSuggestions(index: FacetIndex, key: string, region: RegionCode): NameSuggestion[] | null {
  const names = index.names;
  if (names.size >= NAME_SPAN) return null;
  const postings = names.trigrams;
  const found = similarKeys(postings, key);
  if (!found) return null;
  const tables: [number[], number[]] = [[], []];
  for (const id of found.keys) {
    postings.forEachName(id, (name) => {
      if (index.isVisible(region, names.owners[name])) {
        tables[names.kinds[name] === 'scientific' ? 0 : 1].push(names.tidRanks[name] * NAME_SPAN + name);
      }
    });
  }
  // The whole key's pattern: a key of one word is its longest word.
  const whole = found.driver.text === key ? found.driver : postings.pattern(key);
  const scores = new Map<number, number>();
  const scored: Scored[] = [];
  for (const table of tables) {
    const inOrder = smallestInOrder(table, SIMILAR_CANDIDATES);
    for (let i = 0; i < inOrder.length; i += 1) {
      const name = inOrder[i] % NAME_SPAN;
      const id = postings.keyOf[name];
      let score = scores.get(id);
      if (score === undefined) {
        score = Math.max(postings.similarity(whole, id), postings.similarity(whole, id, true));
        scores.set(id, score);
      }
      scored.push({ name, score, priority: priorityOf(names.kinds[name]) });
    }
  }
  // DISTINCT ON (tree_id) ... ORDER BY tree_id, score DESC, kind priority, search_key "C"; then
  // ORDER BY score DESC, search_key "C", the tail.
  return rankPerTree(
    index,
    scored,
    (a, b) =>
      b.score - a.score ||
      a.priority - b.priority ||
      compareC(names.keys[a.name], names.keys[b.name]) ||
      names.tidRanks[a.name] - names.tidRanks[b.name],
    (a, b) => b.score - a.score,
    () => NameMatchTier.Similar,
  );
}

/**
 * The trees whose names match a searchTerm (its search key), as a bitset of the index: the strict
 * test (a name starts with the key, or has a word starting with it); when no tree visible in the
 * region matches that way, the term is taken for a typo (the server's name-search.ts,
 * nameMatchIds) and the similar tier's test applies instead. Null when that typo test cannot be
 * computed here (see similarNames): the server then asks PostgreSQL.
 */
export function termMatches(index: FacetIndex, key: string, region: RegionCode): Uint32Array | null {
  const names = index.emptyBits();
  if (!key) return names;
  index.names.matchStrict(key, names);
  if (key.length >= SHORT_KEY && !index.anyVisible(region, names)) {
    const similar = similarNames(index.names, key);
    if (!similar) return null;
    for (const name of similar) setBit(names, index.names.owners[name]);
  }
  return names;
}
