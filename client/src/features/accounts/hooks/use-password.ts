import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument, RequestPasswordResetDocument, ResetPasswordDocument } from '../generated/graphql';
import { startSession } from '@/lib/auth';
import type { ApiFieldError } from '@/lib/to-error-map';
import { useApplyAccountLanguage } from './use-account-language';
import type { FormAnswer } from './use-signup';

export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);
  const request = async (email: string): Promise<FormAnswer> => {
    const { data } = await mutate({ variables: { email: email.trim() } });
    const payload = data?.requestPasswordReset;
    if (!payload || payload.errors.length) return { ok: false, errors: payload?.errors ?? [] };
    return { ok: true, message: payload.message ?? '' };
  };
  return { request, loading };
}

export type PasswordAnswer = { ok: true } | { ok: false; errors: readonly ApiFieldError[] };

/** Completes a /reset-password link; on success the user is logged in. */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordDocument);
  const applyAccountLanguage = useApplyAccountLanguage();
  const reset = async (token: string, newPassword: string, confirmPassword: string): Promise<PasswordAnswer> => {
    const { data } = await mutate({ variables: { input: { token, newPassword, confirmPassword } } });
    const payload = data?.resetPassword;
    if (payload?.token && payload.user) {
      startSession(payload.token, payload.user);
      applyAccountLanguage(payload.user);
      return { ok: true };
    }
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { reset, loading };
}

/** The signed-in user's password change; the server ends the other sessions. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);
  const change = async (input: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  }): Promise<PasswordAnswer> => {
    const { data } = await mutate({ variables: { input } });
    const payload = data?.changePassword;
    if (payload?.message === 'Changed' && payload.errors.length === 0) return { ok: true };
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { change, loading };
}
