import type { ApiFieldError } from '@/lib/to-error-map';
import { ACCOUNT_MESSAGES } from '../messages';
import { describeRequestError } from '../request-errors';

/** What a failed password change or reset tells the user (spec §8). */
export type PasswordFailure = { title: string; messages: string[] };

/** The payload answered Failed: the link was refused (the REST 401), or the password broke rules. */
export function passwordPayloadFailure(errors: readonly ApiFieldError[]): PasswordFailure {
  if (errors.some((error) => error.field === 'token'))
    return { title: ACCOUNT_MESSAGES.passwordAuthFailed, messages: [] };
  return { title: ACCOUNT_MESSAGES.passwordFailed, messages: errors.map((error) => error.message) };
}

/** The request itself failed: 401 (session or link refused), or anything else. */
export function passwordRequestFailure(error: unknown): PasswordFailure {
  const failure = describeRequestError(error);
  if (failure.kind === 'unauthenticated') return { title: ACCOUNT_MESSAGES.passwordAuthFailed, messages: [] };
  return { title: ACCOUNT_MESSAGES.passwordTrouble, messages: [] };
}
