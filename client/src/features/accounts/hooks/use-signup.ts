import { useMutation } from '@apollo/client/react';
import { ResendVerificationDocument, SignupDocument, VerifyAccountDocument } from '../generated/graphql';
import type { ApiFieldError } from '@/lib/to-error-map';
import type { SignupValues } from '../forms/account-schemas';

/** What a form mutation came back with: the server's message, or its field errors. */
export type FormAnswer = { ok: true; message: string } | { ok: false; errors: readonly ApiFieldError[] };

export function useSignup() {
  const [mutate, { loading }] = useMutation(SignupDocument);
  const signup = async (values: SignupValues): Promise<FormAnswer> => {
    const { data } = await mutate({
      variables: {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          emailNotifications: values.emailNotifications,
        },
      },
    });
    const payload = data?.signup;
    if (!payload || payload.errors.length) return { ok: false, errors: payload?.errors ?? [] };
    return { ok: true, message: payload.message ?? '' };
  };
  return { signup, loading };
}

export function useResendVerification() {
  const [mutate, { loading }] = useMutation(ResendVerificationDocument);
  const resend = async (email: string): Promise<FormAnswer> => {
    const { data } = await mutate({ variables: { email: email.trim() } });
    const payload = data?.resendVerification;
    if (!payload || payload.errors.length) return { ok: false, errors: payload?.errors ?? [] };
    return { ok: true, message: payload.message ?? '' };
  };
  return { resend, loading };
}

export type VerifyAnswer =
  { ok: true; message: string; passwordToken: string | null } | { ok: false; errors: readonly ApiFieldError[] };

export function useVerifyAccount() {
  const [mutate, { loading }] = useMutation(VerifyAccountDocument);
  const verify = async (token: string, agreed: boolean): Promise<VerifyAnswer> => {
    const { data } = await mutate({ variables: { input: { token, agreed } } });
    const payload = data?.verifyAccount;
    if (!payload || payload.errors.length) return { ok: false, errors: payload?.errors ?? [] };
    return { ok: true, message: payload.message ?? '', passwordToken: payload.passwordToken ?? null };
  };
  return { verify, loading };
}
