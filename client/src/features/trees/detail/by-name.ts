import { paths } from '@/config/paths';
import { genusSearchHref, nameSearchHref } from './links';

/**
 * /tree-detail/{treeName}: a numeric tree id, or a hyphenated name (spec detail-editing-accounts
 * §2, Tree detail by name):
 *   - digits                → the tree with that id;
 *   - a plain word          → a genus search on it ("quercus");
 *   - a hyphenated name     → hyphens become spaces and the name is looked up ("quercus-agrifolia"):
 *       one tree            → its detail page;
 *       several trees       → the results page searching the name, with the suggestions;
 *       none                → a genus search on the first word.
 * Every redirect replaces the by-name address in the history (Back does not bounce).
 */

/** GraphQL Int is 32-bit: a larger "id" names no tree. */
const MAX_TREE_ID = 2_147_483_647;

export type TreeNameTarget =
  { kind: 'id'; id: number } | { kind: 'name'; name: string } | { kind: 'redirect'; href: string } | { kind: 'none' };

export function parseTreeName(treeName: string): TreeNameTarget {
  const raw = treeName.trim();
  if (/^\d+$/.test(raw)) {
    const id = Number(raw);
    return id >= 1 && id <= MAX_TREE_ID ? { kind: 'id', id } : { kind: 'none' };
  }
  const name = raw.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  if (!name) return { kind: 'none' };
  if (!name.includes(' ')) return { kind: 'redirect', href: genusSearchHref(name) };
  return { kind: 'name', name };
}

export type NameMatch = { treeId: number; name: string; scientificName: string };

/** Router state handed to the results page when a name names several trees. */
export type TreeSuggestionsState = { tree_suggestions: NameMatch[] };

export type ByNameDestination = { href: string; state?: TreeSuggestionsState };

export function byNameDestination(name: string, matches: readonly NameMatch[]): ByNameDestination {
  const trees = [...new Map(matches.map((match) => [match.treeId, match])).values()];
  if (trees.length === 1) return { href: paths.treeDetail.href(trees[0].treeId) };
  if (trees.length > 1) return { href: nameSearchHref(name), state: { tree_suggestions: trees } };
  const firstWord = name.trim().split(/\s+/)[0] ?? name;
  return { href: genusSearchHref(firstWord) };
}
