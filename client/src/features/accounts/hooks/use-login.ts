import { useMutation } from '@apollo/client/react';
import { LoginDocument } from '../generated/graphql';
import { startSession } from '@/lib/auth';
import 'virtual:icu-messages/accounts';
import { useT, type Translate } from '@/i18n/i18n';
import { notify } from '@/lib/notify';
import { describeRequestError } from '../request-errors';
import { useApplyAccountLanguage } from './use-account-language';

/** The toast a failed login shows (spec §8), in `t`'s language (the server's own message stays as it is). */
export function loginFailureMessage(error: unknown, t: Translate): string {
  const failure = describeRequestError(error);
  switch (failure.kind) {
    case 'server':
      return t('accounts.msg.cannotConnect');
    case 'message':
    case 'unauthenticated':
      return t('accounts.msg.error', { message: failure.message });
    case 'unknown':
      return t('accounts.msg.unknownIssue');
  }
}

/** Logs in; resolves true when signed in. Toasts say how it went. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  const applyAccountLanguage = useApplyAccountLanguage();
  const t = useT();

  const login = async (email: string, password: string): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { input: { email: email.trim(), password } } });
      const payload = data?.login;
      if (payload?.token && payload.user) {
        startSession(payload.token, payload.user);
        applyAccountLanguage(payload.user);
        void notify({ message: t('accounts.msg.loggedIn'), color: 'green' });
        if (payload.user.banned) void notify({ message: t('accounts.msg.banned'), color: 'orange', autoClose: 12_000 });
        return true;
      }
      const message = payload?.errors[0]?.message;
      void notify({
        message: message ? t('accounts.msg.error', { message }) : t('accounts.msg.unknownIssue'),
        color: 'red',
      });
    } catch (error) {
      void notify({ message: loginFailureMessage(error, t), color: 'red' });
    }
    return false;
  };

  return { login, loading };
}
