import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlErrorText } from '@/lib/error-messages';

/**
 * A failed admin request in words: the server's own message when it gave one the admin may read
 * (forbidden, validation, rate limit), otherwise `fallback` (server trouble, no connection).
 */
export function adminRequestFailureText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (first?.message && code !== 'INTERNAL_SERVER_ERROR' && code !== 'UNAVAILABLE') return graphqlErrorText(first);
  }
  return fallback;
}
