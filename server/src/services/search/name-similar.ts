import type { Region } from '../../catalogue/regions';
import type { FacetIndex } from './facet-index';
import type { NameIndex } from './name-index';
import { compareC, priorityOf } from './name-suggest';
import {
  type NameMatchKind,
  type NameSuggestion,
  NameMatchTier,
  SHORT_KEY,
  SIMILAR_CANDIDATES,
  SUGGESTIONS_MAX,
  similarWords,
} from './name-search';
import { asciiKey, strictWordSimilar, wordSimilar, wordSimilarity } from './trigram';

/**
 * The similar tier (typos) of name search from the in-process name index, step for step as the
 * SQL reference (name-search.ts: similarMatch, similarSql, nameMatchIds) reads and ranks, with
 * pg_trgm's measures computed in process (trigram.ts):
 *
 *   1. the names where every typed word (the first five) starts the name or a later word of it, or
 *      (3 characters or more) the word is similar to the name (`<%` word similarity >= 0.6 or
 *      `<<%` strict word similarity >= 0.5): candidates from the trigram postings of the longest
 *      word, each tested exactly;
 *   2. suggestions: per table, the first SIMILAR_CANDIDATES visible ones in key order ("C", equal
 *      keys by row id: keyRanks); one row per tree, its best name by score (the greater of the
 *      two measures of the whole key), kind priority, key; trees by score, key, then the tail of
 *      the strict tiers' order (tailRanks); the first 100.
 *
 * Null when the answer cannot be computed exactly here: a key beyond ASCII letters and digits, or
 * a candidate name that is (trigram.ts: PostgreSQL's locale decides its words). The callers then
 * ask PostgreSQL, as before.
 */

/** Step 1: every name matching the similar tier's test (any visibility), or null (see above). */
export function similarNames(names: NameIndex, key: string): number[] | null {
  if (key.length < SHORT_KEY || !asciiKey(key)) return null;
  const words = similarWords(key);
  const driver = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
  const out: number[] = [];
  for (const name of names.trigrams.candidates(driver, names.size)) {
    if (names.trigrams.uncertain(name)) return null;
    const nameKey = names.keys[name];
    if (words.every((word) => wordMatches(word, nameKey))) out.push(name);
  }
  return out;
}

/** One typed word against a name: similarMatch in name-search.ts. */
function wordMatches(word: string, nameKey: string): boolean {
  if (nameKey.startsWith(word) || nameKey.includes(` ${word}`)) return true;
  return word.length >= SHORT_KEY && (wordSimilar(word, nameKey) || strictWordSimilar(word, nameKey));
}

interface Scored {
  name: number;
  score: number;
  priority: number;
}

/**
 * Step 2: the similar tier's suggestions (before the trees already suggested by the strict tiers
 * are left out), or null.
 */
export function similarSuggestions(index: FacetIndex, key: string, region: Region): NameSuggestion[] | null {
  const names = index.names;
  const matches = similarNames(names, key);
  if (!matches) return null;
  const tables: [number[], number[]] = [[], []];
  for (const name of matches) {
    if (index.isVisible(region, names.owners[name])) tables[names.kinds[name] === 'scientific' ? 0 : 1].push(name);
  }
  // DISTINCT ON (tree_id) ... ORDER BY tree_id, score DESC, kind priority, search_key "C"
  const better = (a: Scored, b: Scored) =>
    b.score - a.score ||
    a.priority - b.priority ||
    compareC(names.keys[a.name], names.keys[b.name]) ||
    names.keyRanks[a.name] - names.keyRanks[b.name];
  const best = new Map<number, Scored>();
  for (const table of tables) {
    table.sort((a, b) => names.keyRanks[a] - names.keyRanks[b]);
    for (let i = 0; i < table.length && i < SIMILAR_CANDIDATES; i += 1) {
      const name = table[i];
      const nameKey = names.keys[name];
      const score = Math.max(wordSimilarity(key, nameKey), wordSimilarity(key, nameKey, true));
      const found = { name, score, priority: priorityOf(names.kinds[name]) };
      const owner = names.owners[name];
      const held = best.get(owner);
      if (!held || better(found, held) < 0) best.set(owner, found);
    }
  }
  const ranked = [...best.values()].sort(
    (a, b) =>
      b.score - a.score ||
      compareC(names.keys[a.name], names.keys[b.name]) ||
      names.tailRanks[names.owners[a.name]] - names.tailRanks[names.owners[b.name]],
  );
  return ranked.slice(0, SUGGESTIONS_MAX).map(({ name }) => {
    const owner = names.owners[name];
    return {
      treeId: index.ids[owner],
      kind: names.kinds[name] as NameMatchKind,
      name: names.labels[name],
      tier: NameMatchTier.Similar,
      scientificName: names.scientificNames[owner],
      commonName: names.commonNames[owner],
    };
  });
}
