import type { NameSuggestion } from './hooks/use-name-suggestions';

/**
 * The name a suggestion is shown under: the name that matched, except a generic one ("Maple",
 * "Oak"), which names a group, not the tree: then the tree's own common name (its scientific name
 * when it has none). Three rows of "Maple" told the trees apart only by their second lines.
 */
export function suggestionTitle(suggestion: NameSuggestion): string {
  if (suggestion.kind !== 'CommonGeneric') return suggestion.name;
  return suggestion.commonName ?? suggestion.scientificName;
}
