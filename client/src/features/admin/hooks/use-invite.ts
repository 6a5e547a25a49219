import { useMutation } from '@apollo/client/react';
import { InviteUserDocument } from '@/features/admin/generated/graphql';
import type { ApiFieldError } from '@/lib/to-error-map';
import type { InviteValues } from '../forms/admin-schemas';

export type InviteAnswer = { ok: true } | { ok: false; errors: readonly ApiFieldError[] };

export function useInviteUser() {
  const [mutate, { loading }] = useMutation(InviteUserDocument);
  const invite = async (values: InviteValues): Promise<InviteAnswer> => {
    const { data } = await mutate({
      variables: {
        input: {
          email: values.email.trim(),
          firstName: values.firstName.trim() || null,
          lastName: values.lastName.trim() || null,
        },
      },
    });
    const payload = data?.inviteUser;
    if (payload?.user && payload.errors.length === 0) return { ok: true };
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { invite, loading };
}
