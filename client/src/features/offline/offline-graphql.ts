import type { NameMatchKind, NameMatchTier, NameSuggestionsQuery } from '@/generated/graphql';
import { openOfflineAnswers } from './offline-answers';

/** The answers themselves (the equivalence journey, e2e/copy-equivalence.e2e.ts, calls them from this chunk). */
export { openOfflineAnswers };

/**
 * GraphQL operations answered from the offline copy (app/offline-link.ts sends them here when the
 * network is cut; this file is loaded on demand, with offline-answers.ts): the data the server
 * would give for the copy's catalogue version, or null (no copy, or an operation not answered
 * offline): the request then goes to the network as before.
 */
const KIND: Record<string, NameMatchKind> = {
  scientific: 'Scientific',
  synonym: 'Synonym',
  common_primary: 'CommonPrimary',
  common_alternate: 'CommonAlternate',
  common_generic: 'CommonGeneric',
};
const TIER: Record<string, NameMatchTier> = {
  exact: 'Exact',
  prefix: 'Prefix',
  word_prefix: 'WordPrefix',
  similar: 'Similar',
};

/** `open` is openOfflineAnswers, passed by the link so that the chunk keeps it as an export. */
export async function answerOffline(
  open: typeof openOfflineAnswers,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<NameSuggestionsQuery | null> {
  if (operationName !== 'NameSuggestions') return null;
  const answers = await open();
  if (!answers) return null;
  const { term, region } = variables as { term: string; region: 'CALIFORNIA' | 'PACIFIC_ISLANDS' };
  return {
    __typename: 'Query',
    nameSuggestions: answers.suggest(term, region).suggestions.map((suggestion) => ({
      __typename: 'NameSuggestion',
      treeId: suggestion.treeId,
      name: suggestion.name,
      kind: KIND[suggestion.kind],
      match: TIER[suggestion.tier],
      scientificName: suggestion.scientificName,
      commonName: suggestion.commonName,
      draft: false,
    })),
  };
}
