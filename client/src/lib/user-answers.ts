import type { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { applyOutbox, type OutboxEntry, type OutboxListEntry } from './outbox-rules';
import { keepAnswer, outboxEntries, readAnswer } from './user-store';
import { logError } from './logger';

/**
 * The signed-in user's list and site screens offline (issue 27.4), loaded by app/offline-link.ts
 * for those operations only when someone is signed in. Online, each successful answer is kept in the
 * user's own store (lib/user-store.ts); with the network cut (or when the request finds no network),
 * the kept answer is given instead. A list's answer always shows the outbox's queued changes applied.
 */

type Result = ApolloLink.Result;
type ListAnswer = { list: { id: number; treeCount: number; trees: OutboxListEntry[] } | null };

export const answerKey = (operation: ApolloLink.Operation) =>
  `${operation.operationName ?? ''}:${JSON.stringify(operation.variables ?? {})}`;

/** A request's context flag: the server's answer as it is, without the outbox's changes over it (a conflict's "theirs"). */
export const WITHOUT_OUTBOX = 'selectreeWithoutOutbox';

function withOutbox(operation: ApolloLink.Operation, data: unknown, entries: readonly OutboxEntry[]): unknown {
  if (operation.operationName !== 'ListDetail' || !entries.length) return data;
  if ((operation.getContext() as Record<string, unknown>)[WITHOUT_OUTBOX]) return data;
  const answer = data as ListAnswer | null;
  if (!answer?.list || !Array.isArray(answer.list.trees)) return data;
  const ordered = (operation.variables as { sort?: unknown }).sort == null;
  return { ...answer, list: applyOutbox(answer.list, entries, ordered) };
}

async function kept(userId: number, operation: ApolloLink.Operation): Promise<Result | null> {
  const data = await readAnswer(userId, answerKey(operation));
  if (data === null) return null;
  return { data: withOutbox(operation, data, await outboxEntries(userId)) } as Result;
}

async function safely<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    logError('the user store failed', error);
    return fallback;
  }
}

export function answerForUser(
  userId: number,
  operation: ApolloLink.Operation,
  forward: ApolloLink.ForwardFunction,
): Observable<Result> {
  return new Observable<Result>((observer) => {
    let inner: { unsubscribe(): void } | null = null;
    const fromStore = async (error: unknown) => {
      const answer = await safely(kept(userId, operation), null);
      if (!answer) return observer.error(error);
      observer.next(answer);
      observer.complete();
    };
    if (!navigator.onLine) {
      void safely(kept(userId, operation), null).then((answer) => {
        if (!answer) return void (inner = forward(operation).subscribe(observer));
        observer.next(answer);
        observer.complete();
      });
      return () => inner?.unsubscribe();
    }
    // Answers pass on in order, each once kept; completion waits for the last.
    let passed: Promise<unknown> = Promise.resolve();
    inner = forward(operation).subscribe({
      next: (result) => {
        passed = passed.then(async () => {
          if (!result.data || result.errors?.length) return observer.next(result);
          const entries = await safely(
            keepAnswer(userId, answerKey(operation), result.data).then(() => outboxEntries(userId)),
            [] as OutboxEntry[],
          );
          observer.next({ ...result, data: withOutbox(operation, result.data, entries) } as Result);
        });
      },
      // Nothing answered (the network went as the request left): the kept answer, if any.
      error: (error: unknown) => void passed.then(() => fromStore(error)),
      complete: () => void passed.then(() => observer.complete()),
    });
    return () => inner?.unsubscribe();
  });
}
