import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { graphqlErrorText } from '@/lib/error-messages';

/**
 * What went wrong with a request, in the terms the spec's messages use (§8):
 * - `server`: the server could not be reached or failed (HTTP 5xx, no answer at all);
 * - `unauthenticated`: the server refused the credential (the 401 of the REST calls);
 * - `message`: the server explained itself (rate limit, validation) in a message the visitor may read;
 * - `unknown`: anything else.
 */
export type RequestFailure =
  | { kind: 'server' }
  | { kind: 'unauthenticated'; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'unknown' };

export function describeRequestError(error: unknown): RequestFailure {
  if (ServerError.is(error)) return error.statusCode >= 500 ? { kind: 'server' } : { kind: 'unknown' };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (code === 'UNAUTHENTICATED') return { kind: 'unauthenticated', message: graphqlErrorText(first) };
    if (code === 'INTERNAL_SERVER_ERROR' || code === 'UNAVAILABLE') return { kind: 'server' };
    if (first?.message) return { kind: 'message', message: graphqlErrorText(first) };
    return { kind: 'unknown' };
  }
  // fetch itself failed: offline, DNS, connection refused.
  if (error instanceof TypeError) return { kind: 'server' };
  return { kind: 'unknown' };
}
