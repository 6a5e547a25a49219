import { ACCOUNT_MESSAGES } from '../messages';
import { describeRequestError } from '../request-errors';

/** A request that failed outright, in words: the server's own message, or the spec's fallbacks. */
export function requestFailureText(error: unknown): string {
  const failure = describeRequestError(error);
  if (failure.kind === 'server') return ACCOUNT_MESSAGES.cannotConnect;
  if (failure.kind === 'unknown') return ACCOUNT_MESSAGES.unknownIssue;
  return failure.message;
}
