import type { Translate } from '@/i18n/i18n';
import { ACCOUNT_MESSAGES } from '../messages';
import { describeRequestError } from '../request-errors';

/**
 * A request that failed outright, in words: the server's own message, or the spec's fallbacks (in
 * the page's language with `t`, from the `accounts` namespace; the spec's English without).
 */
export function requestFailureText(error: unknown, t?: Translate): string {
  const failure = describeRequestError(error);
  if (failure.kind === 'server') return t ? t('accounts.msg.cannotConnect') : ACCOUNT_MESSAGES.cannotConnect;
  if (failure.kind === 'unknown') return t ? t('accounts.msg.unknownIssue') : ACCOUNT_MESSAGES.unknownIssue;
  return failure.message;
}
