import { useMutation } from '@apollo/client/react';
import { EditAccountDocument, UpdateSettingsDocument } from '@/generated/graphql';
import { updateViewer } from '@/lib/auth';
import type { ApiFieldError } from '@/lib/to-error-map';
import type { AccountDetailsValues } from '../forms/account-schemas';

export type SaveAnswer = { ok: true } | { ok: false; errors: readonly ApiFieldError[] };

/** Saves the own account's details and refreshes the session's profile. */
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
        },
      },
    });
    const payload = data?.editAccount;
    if (payload?.user && payload.errors.length === 0) {
      updateViewer(payload.user);
      return { ok: true };
    }
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { save, loading };
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
