import 'virtual:icu-messages/settings';
import type { Translate } from '@/i18n/i18n';
import type { ApiFieldError } from '@/lib/to-error-map';
import { describeRequestError } from '../request-errors';

/** What a failed password change or reset tells the user (spec §8), in `t`'s language. */
export type PasswordFailure = { title: string; messages: string[] };

/** The payload answered Failed: the link was refused (the REST 401), or the password broke rules. */
export function passwordPayloadFailure(errors: readonly ApiFieldError[], t: Translate): PasswordFailure {
  if (errors.some((error) => error.field === 'token'))
    return { title: t('settings.msg.passwordAuthFailed'), messages: [] };
  return { title: t('settings.msg.passwordFailed'), messages: errors.map((error) => error.message) };
}

/** The request itself failed: 401 (session or link refused), or anything else. */
export function passwordRequestFailure(error: unknown, t: Translate): PasswordFailure {
  const failure = describeRequestError(error);
  if (failure.kind === 'unauthenticated') return { title: t('settings.msg.passwordAuthFailed'), messages: [] };
  return { title: t('settings.msg.passwordTrouble'), messages: [] };
}
