/**
 * Glossary anchors. Links from other pages are `/tree-characteristics-glossary#{term}` (spec §2, the
 * term percent-encoded: `#Water%20use%20(WUCOLS)`); an id may not hold spaces, so each entry's
 * heading has a slug id (`term-water-use-wucols`) and the page maps a hash to it: the term itself
 * (any case), or the slug.
 */

/** Spec §9: the page scrolls an anchor this far below the top of the window (under the header). */
export const GLOSSARY_SCROLL_OFFSET = 90;

export function termSlug(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id of an entry's heading. */
export const glossaryAnchorId = (term: string) => `term-${termSlug(term)}`;

/** The id of a letter's heading in the index ("letter-a"). */
export const letterAnchorId = (letter: string) => `letter-${letter.toLowerCase()}`;

/** The index letter of a term: A-Z, or "#" for anything else. */
export function indexLetter(term: string): string {
  const first = term.normalize('NFKD').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The element id a location hash points at, given the entries' terms: an entry by its term (any
 * case) or slug, else the hash as an id (letters of the index). Null for an empty hash.
 */
export function anchorForHash(hash: string, terms: readonly string[]): string | null {
  const wanted = decodeHash(hash).trim();
  if (!wanted) return null;
  const lower = wanted.toLowerCase();
  const term = terms.find((t) => t.toLowerCase() === lower) ?? terms.find((t) => termSlug(t) === termSlug(wanted));
  if (term) return glossaryAnchorId(term);
  return wanted;
}
