/**
 * Display casing for names and vocabulary terms. The export stores common names in UPPER CASE
 * ("HOWITT'S WATTLE", "TREE OF HEAVEN") with a few mixed rows ("Fort McNair RED HORSECHESTNUT").
 */

/** Joining words kept lower case inside a name (never as its first word). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'de',
  'del',
  'for',
  'from',
  'in',
  'la',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Roman numerals stay upper case ("Series II"). */
const ROMAN = /^(?:i{1,3}|iv|v|vi{1,3}|ix|x)$/i;

/**
 * Leading marks before a word's first letter: quotes, brackets, and modifier letters such as the
 * ʻokina (U+02BB, a letter to Unicode), so "ʻŌHIʻA" becomes "ʻŌhiʻa", not "ʻōhiʻa".
 */
const LEADING = /^((?:[^\p{L}\p{N}]|\p{Lm})*)(.*)$/u;

function isAllUpper(word: string): boolean {
  return word === word.toUpperCase() && word !== word.toLowerCase();
}
function isAllLower(word: string): boolean {
  return word === word.toLowerCase();
}

function capitaliseWord(word: string, index: number): string {
  const [, lead = '', rest = ''] = LEADING.exec(word) ?? [];
  if (rest === '') return word;
  const lower = rest.toLowerCase();
  if (index > 0 && lead === '' && SMALL_WORDS.has(lower)) return lower;
  if (ROMAN.test(rest) && isAllUpper(rest) && rest.length > 1) return word;
  // Only the first letter is raised: "HOWITT'S" -> "Howitt's", "FLAT-TOP" -> "Flat-top", "‘OHI‘A" -> "‘Ohi‘a".
  return lead + lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * Title case for a common name. Words written in one case (all upper or all lower) are re-cased;
 * words already in mixed case ("McNair") are kept as written.
 */
export function titleCaseName(value: string): string {
  const words = value.trim().split(/\s+/);
  return words
    .map((word, index) => (isAllUpper(word) || isAllLower(word) ? capitaliseWord(word, index) : word))
    .join(' ');
}

/**
 * Title case for a vocabulary term the mapping tables do not know ("leafhoppers" -> "Leafhoppers",
 * "garden tree" -> "Garden Tree"). Words that already carry a capital ("IPS", "HPWRA") are kept,
 * and anything inside parentheses (a Latin name) is left as written.
 */
export function titleCaseTerm(value: string): string {
  let depth = 0;
  return value
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      const inside = depth > 0;
      depth += (word.match(/\(/g) ?? []).length - (word.match(/\)/g) ?? []).length;
      if (inside || word.startsWith('(')) return word;
      return isAllLower(word) ? capitaliseWord(word, index) : word;
    })
    .join(' ');
}

/** Collapses runs of white space (the export has double spaces inside names) and trims. */
const NEEDS_COLLAPSE = /\s\s|[^\S ]|^\s|\s$/;

export function collapseSpaces(value: string): string {
  // Most cells are clean: skip the replace (the importer calls this ~100,000 times per file).
  return NEEDS_COLLAPSE.test(value) ? value.replace(/\s+/g, ' ').trim() : value;
}
