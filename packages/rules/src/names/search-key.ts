/**
 * The ONE normaliser for name search. It runs when a name is written (tree_names.search_key,
 * trees.scientific_search_key) and again on every typed query, so both sides always agree.
 *
 *   "Platanus × hispanica"      -> "platanus hispanica"
 *   "Acer x freemanii 'Armstrong'" -> "acer freemanii armstrong"
 *   "HOWITT'S WATTLE"           -> "howitt s wattle"
 *   "‘Ōhi‘a lehua", "Kōtukutuku" -> "ohia lehua", "kotukutuku"
 *
 * Rules, in order:
 *  1. HTML's `&times` (with or without `;`) and the multiplication sign are the hybrid sign: removed.
 *  2. Unicode NFKD, then combining marks dropped (accents and macrons: "ō" -> "o").
 *  3. Hawaiian ʻokina (U+02BB, and the ‘ / ` the export uses for it) is a letter that people do not
 *     type: removed without a space, so "‘ohi‘a" matches "ohia".
 *  4. Lower case. Hyphens, apostrophes and every other character that is not a letter or digit
 *     become a space; spaces collapse.
 *  5. A standalone "x" token is the typed hybrid sign ("Platanus x hispanica"): removed.
 */
const HYBRID_ENTITY = /&times;?/gi;
const HYBRID_SIGN = /[×✕]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const OKINA = /[\u02bb\u2018`]/g;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;

export function toSearchKey(value: string | null | undefined): string {
  if (!value) return '';
  const words = value
    .replace(HYBRID_ENTITY, ' ')
    .replace(HYBRID_SIGN, ' ')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(OKINA, '')
    .toLowerCase()
    .replace(NOT_ALPHANUMERIC, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && word !== 'x');
  return words.join(' ');
}
