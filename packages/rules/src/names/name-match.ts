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
