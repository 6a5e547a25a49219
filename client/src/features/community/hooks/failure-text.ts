import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlErrorText } from '@/lib/error-messages';

/**
 * A failed community request in words: the server's own message when it gave one people may read
 * (bad input, already decided, budget spent), otherwise `fallback` (server trouble, no connection).
 */
export function failureText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (first?.message && code !== 'INTERNAL_SERVER_ERROR' && code !== 'UNAVAILABLE') return graphqlErrorText(first);
  }
  // The file's PUT rejects with the server's own words (putWithProgress).
  if (error instanceof PutRefused) return error.message;
  return fallback;
}

/** The upload itself was refused or cut; its message is the server's (or says what happened). */
export class PutRefused extends Error {}
