/**
 * Apollo Client's `CombinedGraphQLErrors.is`, without Apollo Client's code (issue 24): a light
 * screen tells the server's GraphQL errors (a BAD_USER_INPUT sentence, say) from other failures
 * without importing the Apollo chunk. Apollo brands its errors with their class name under
 * `Symbol.for('apollo.error')` (@apollo/client/errors/utils.js); graphql-errors.test.ts holds this
 * test to Apollo's own for each of its error classes.
 */
import type { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const BRAND = Symbol.for('apollo.error');

/** Whether `error` is Apollo's CombinedGraphQLErrors (the answer's `errors`). */
export function isGraphQLErrors(error: unknown): error is CombinedGraphQLErrors {
  return (
    typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === 'CombinedGraphQLErrors'
  );
}

/** Whether `error` is Apollo's ServerError (an HTTP answer that was not GraphQL's: a 502, say). */
export function isServerError(error: unknown): error is ServerError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === 'ServerError';
}
