import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { getViewer } from '@/lib/session-store';

/**
 * Answers from the offline copy (issue 27.3) when the browser is offline and a copy is held: the
 * operations features/offline/offline-graphql.ts knows (loaded on demand, its own chunk, with the
 * search index) get the data the server would give for the copy's catalogue version; anything
 * else, online, or without a copy goes to the network as before. Kept small: it is in the first
 * page's scripts.
 */
const ANSWERED = new Set([
  'NameSuggestions',
  'TreesByName',
  'SearchByName',
  'SearchTrees',
  'TreeDetail',
  'CompareTrees',
  'Glossary',
  'SiteRecommendations',
  'WhyNot',
  'SiteOptions',
  'ZipCode',
]);
/** The signed-in user's own screens (27.4): kept in their store online, answered from it offline (lib/user-answers.ts). */
const USERS = new Set(['MyLists', 'ListDetail', 'MySites', 'SitesForList']);

export const offlineLink = new ApolloLink((operation, forward) => {
  const user = USERS.has(operation.operationName ?? '') ? getViewer() : null;
  if (user && typeof window !== 'undefined')
    return new Observable((observer) => {
      const running = import('@/lib/user-answers').then(({ answerForUser }) =>
        answerForUser(user.id, operation, forward).subscribe(observer),
      );
      return () => void running.then((inner) => inner.unsubscribe());
    });
  if (typeof navigator === 'undefined' || navigator.onLine || !ANSWERED.has(operation.operationName ?? '')) {
    return forward(operation);
  }
  return new Observable((observer) => {
    import('@/features/offline/offline-graphql')
      .then(({ answerOffline, openOfflineAnswers }) =>
        answerOffline(openOfflineAnswers, operation.operationName ?? '', operation.variables),
      )
      .then((data) => {
        if (!data) return void forward(operation).subscribe(observer);
        observer.next({ data });
        observer.complete();
      })
      .catch((error: unknown) => observer.error(error));
  });
});
