import { useMutation } from '@apollo/client/react';
import { LoginDocument } from '../generated/graphql';
import { startSession } from '@/lib/auth';
import { BANNED_NOTICE } from '@/lib/ban-notice';
import { notify } from '@/lib/notify';
import { ACCOUNT_MESSAGES } from '../messages';
import { describeRequestError } from '../request-errors';
import { useApplyAccountLanguage } from './use-account-language';

/** The toast a failed login shows (spec §8). */
export function loginFailureMessage(error: unknown): string {
  const failure = describeRequestError(error);
  switch (failure.kind) {
    case 'server':
      return ACCOUNT_MESSAGES.cannotConnect;
    case 'message':
    case 'unauthenticated':
      return ACCOUNT_MESSAGES.errorPrefix + failure.message;
    case 'unknown':
      return ACCOUNT_MESSAGES.unknownIssue;
  }
}

/** Logs in; resolves true when signed in. Toasts say how it went. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  const applyAccountLanguage = useApplyAccountLanguage();

  const login = async (email: string, password: string): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { input: { email: email.trim(), password } } });
      const payload = data?.login;
      if (payload?.token && payload.user) {
        startSession(payload.token, payload.user);
        applyAccountLanguage(payload.user);
        void notify({ message: ACCOUNT_MESSAGES.loggedIn, color: 'green' });
        if (payload.user.banned) void notify({ message: BANNED_NOTICE, color: 'orange', autoClose: 12_000 });
        return true;
      }
      const message = payload?.errors[0]?.message;
      void notify({
        message: message ? ACCOUNT_MESSAGES.errorPrefix + message : ACCOUNT_MESSAGES.unknownIssue,
        color: 'red',
      });
    } catch (error) {
      void notify({ message: loginFailureMessage(error), color: 'red' });
    }
    return false;
  };

  return { login, loading };
}
