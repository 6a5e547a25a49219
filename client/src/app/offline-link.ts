import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { NameSuggestionsQuery, NameMatchKind, NameMatchTier } from '@/generated/graphql';

/**
 * Answers from the offline copy (issue 27.3) when the browser is offline and a copy is held: the
 * operations listed here are answered by features/offline/offline-answers.ts (loaded on demand, its
 * own chunk), with the same data the server would give for the copy's catalogue version; anything
 * else, online, or without a copy goes to the network as before.
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

const ANSWERED = new Set(['NameSuggestions']);

export const offlineLink = new ApolloLink((operation, forward) => {
  if (typeof navigator === 'undefined' || navigator.onLine || !ANSWERED.has(operation.operationName ?? '')) {
    return forward(operation);
  }
  return new Observable((observer) => {
    import('@/features/offline/offline-answers')
      .then(({ openOfflineAnswers }) => openOfflineAnswers())
      .then((answers) => {
        if (!answers) return void forward(operation).subscribe(observer);
        const { term, region } = operation.variables as { term: string; region: 'CALIFORNIA' | 'PACIFIC_ISLANDS' };
        const data: NameSuggestionsQuery = {
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
        observer.next({ data });
        observer.complete();
      })
      .catch((error: unknown) => observer.error(error));
  });
});
