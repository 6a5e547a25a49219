import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlErrorText } from '@/lib/error-messages';

/**
 * A failed change in words: a GraphQL error in the page's language (its code's message; in English
 * the server's own), another error's message, else `fallback` (already translated).
 */
export function failureText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return graphqlErrorText(error.errors[0]) || fallback;
  return error instanceof Error ? error.message : fallback;
}
