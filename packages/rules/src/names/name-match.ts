/**
 * How a typed name matches the catalogue's names: the ranking tiers, which name matched, and the
 * limits of a name search. The server's SQL reference and its in-process index both apply these;
 * a browser copy of the index would too. Keys are toSearchKey output (search-key.ts).
 */

/** Ranking tiers, best first (a tree is suggested once, under its best-ranked name). */
export enum NameMatchTier {
  Exact = 'exact',
  Prefix = 'prefix',
  WordPrefix = 'word_prefix',
  Similar = 'similar',
}

/** Which of the tree's names matched. */
export enum NameMatchKind {
  Scientific = 'scientific',
  Synonym = 'synonym',
  CommonPrimary = 'common_primary',
  CommonAlternate = 'common_alternate',
  CommonGeneric = 'common_generic',
}

export const TIERS = [NameMatchTier.Exact, NameMatchTier.Prefix, NameMatchTier.WordPrefix, NameMatchTier.Similar];

/** At most this many suggestions (distinct trees). */
export const SUGGESTIONS_MAX = 100;
/** The longest typed name ("searchString", "searchTerm") a name search takes. */
export const SEARCH_STRING_MAX = 100;
/** Word-prefix and typo matching need this many characters. */
export const SHORT_KEY = 3;
/** Similar names fill in only when the exact, prefix and word-prefix tiers found fewer trees. */
export const SIMILAR_BELOW = 10;
/** Words of the typed text used for typo matching. */
export const SIMILAR_WORDS_MAX = 5;

/** Names read per tier and table: enough for 100 distinct trees (search/name-suggest.ts reads as many). */
export const TIER_CANDIDATES = 300;
/** Similar names read per table (search/name-similar.ts reads as many). */
export const SIMILAR_CANDIDATES = 1000;

/** One suggestion of a name search: a tree, under the name that matched best. */
export interface NameSuggestion {
  treeId: number;
  /** The matched name, as displayed. */
  name: string;
  kind: NameMatchKind;
  tier: NameMatchTier;
  scientificName: string;
  commonName: string | null;
  /** Set only on editors' suggestions (drafts included): the tree is a Draft. */
  draft?: boolean;
}

/**
 * The strict tiers' suggestions followed by the similar tier's (typos), as every name search
 * answers: similar names are asked for only when `similar` and the key has SHORT_KEY characters
 * and the strict tiers found fewer than SIMILAR_BELOW trees (needsSimilar); trees already
 * suggested are left out; at most SUGGESTIONS_MAX.
 */
export function needsSimilar(key: string, similar: boolean, strict: readonly NameSuggestion[]): boolean {
  return similar && key.length >= SHORT_KEY && strict.length < SIMILAR_BELOW;
}

export function withSimilarNames(strict: NameSuggestion[], ranked: readonly NameSuggestion[]): NameSuggestion[] {
  const found = new Set(strict.map((suggestion) => suggestion.treeId));
  const similarOnes = ranked.filter((suggestion) => !found.has(suggestion.treeId));
  return [...strict, ...similarOnes].slice(0, SUGGESTIONS_MAX);
}

/** The smallest string above every string that starts with `prefix` (byte order). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop();
  return last === undefined ? '' : chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/** The typed words the similar tier tests (each must match). */
export function similarWords(key: string): string[] {
  return key.split(' ').filter(Boolean).slice(0, SIMILAR_WORDS_MAX);
}
