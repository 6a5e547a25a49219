import { useMutation } from '@apollo/client/react';
import {
  CancelEmailChangeDocument,
  ConfirmEmailChangeDocument,
  DiscardEmailChangeDocument,
  EditAccountDocument,
  ResendEmailChangeDocument,
  UpdateSettingsDocument,
} from '../generated/graphql';
import { updateViewer, type Viewer } from '@/lib/auth';
import type { ApiFieldError } from '@/lib/to-error-map';
import type { AccountDetailsValues } from '../forms/account-schemas';

export type SaveAnswer = { ok: true } | { ok: false; errors: readonly ApiFieldError[] };

type UserAnswer = { user?: Viewer | null; errors: readonly ApiFieldError[] } | undefined;

/** A payload that carries the user refreshes the session's profile. */
function applyUser(payload: UserAnswer): SaveAnswer {
  if (payload?.user && payload.errors.length === 0) {
    updateViewer(payload.user);
    return { ok: true };
  }
  return { ok: false, errors: payload?.errors ?? [] };
}

/**
 * Saves the own account's details and refreshes the session's profile. A new e-mail address goes
 * with the current password and only becomes pending (`pendingEmail`) until its link is opened.
 */
export function useEditAccount() {
  const [mutate, { loading }] = useMutation(EditAccountDocument);
  const save = async (values: AccountDetailsValues): Promise<SaveAnswer> => {
    const { data } = await mutate({
      variables: {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          postNominal: values.postNominal.trim() || null,
          organization: values.organization.trim() || null,
          currentPassword: values.currentPassword || null,
        },
      },
    });
    return applyUser(data?.editAccount);
  };
  return { save, loading };
}

/** The account screen's pending e-mail change: send its link again, or drop it. */
export function usePendingEmail() {
  const [resendMutation, resend] = useMutation(ResendEmailChangeDocument);
  const [discardMutation, discard] = useMutation(DiscardEmailChangeDocument);
  return {
    resend: async () => applyUser((await resendMutation()).data?.resendEmailChange),
    discard: async () => applyUser((await discardMutation()).data?.discardEmailChange),
    resending: resend.loading,
    discarding: discard.loading,
  };
}

/** /confirm-email and /cancel-email-change: the mutation of the link's page. */
export function useEmailChangeLink(kind: 'confirm' | 'cancel') {
  const [confirm] = useMutation(ConfirmEmailChangeDocument);
  const [cancel] = useMutation(CancelEmailChangeDocument);
  return async (token: string): Promise<{ ok: true; message: string } | { ok: false; message: string }> => {
    if (kind === 'confirm') {
      const payload = (await confirm({ variables: { token } })).data?.confirmEmailChange;
      if (payload && payload.errors.length === 0) {
        if (payload.signedIn && payload.user) updateViewer(payload.user);
        return { ok: true, message: payload.message ?? '' };
      }
      return { ok: false, message: payload?.errors[0]?.message ?? '' };
    }
    const payload = (await cancel({ variables: { token } })).data?.cancelEmailChange;
    if (payload && payload.errors.length === 0) return { ok: true, message: payload.message ?? '' };
    return { ok: false, message: payload?.errors[0]?.message ?? '' };
  };
}

/** The e-mail notification setting (newsletter). */
export function useUpdateSettings() {
  const [mutate, { loading }] = useMutation(UpdateSettingsDocument);
  const update = async (emailNotifications: boolean): Promise<SaveAnswer> => {
    const { data } = await mutate({ variables: { emailNotifications } });
    const payload = data?.updateSettings;
    if (payload?.user && payload.errors.length === 0) {
      updateViewer(payload.user);
      return { ok: true };
    }
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { update, loading };
}
