import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** A failed admin request in words: the server's message when it gave one, otherwise a calm fallback. */
export function adminRequestFailureText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (first?.message && code !== 'INTERNAL_SERVER_ERROR' && code !== 'UNAVAILABLE') return first.message;
  }
  if (ServerError.is(error) || error instanceof TypeError) return fallback;
  return fallback;
}
