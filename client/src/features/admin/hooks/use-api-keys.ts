import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  ApiKeysDocument,
  IssueApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeyFieldsFragment,
} from '@/features/admin/generated/graphql';
import { logError } from '@/lib/logger';
import type { ApiFieldError } from '@/lib/to-error-map';
import type { ApiKeyValues } from '../forms/admin-schemas';

export type AdminApiKey = ApiKeyFieldsFragment;

/** Every API key, newest first, with its usage. */
export function useApiKeys() {
  const { data, loading, error } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) logError('API keys query failed', error);
  }, [error]);
  const keys: AdminApiKey[] = data?.apiKeys ?? [];
  return { keys, loading: loading && keys.length === 0, error };
}

export type IssueAnswer =
  { ok: true; key: string; apiKey: AdminApiKey } | { ok: false; errors: readonly ApiFieldError[] };

/** Issues a key; the answer carries the key itself, which the screen shows once. */
export function useIssueApiKey() {
  const [mutate, { loading }] = useMutation(IssueApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  const issue = async (values: ApiKeyValues): Promise<IssueAnswer> => {
    const { data } = await mutate({
      variables: { input: { name: values.name.trim(), ownerEmail: values.ownerEmail.trim() } },
    });
    const payload = data?.issueApiKey;
    if (payload?.apiKey && payload.key && payload.errors.length === 0)
      return { ok: true, key: payload.key, apiKey: payload.apiKey };
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { issue, loading };
}

/** Revokes a key (the cached row is updated from the answer). */
export function useRevokeApiKey() {
  const [mutate, { loading }] = useMutation(RevokeApiKeyDocument);
  const revoke = async (id: number) => (await mutate({ variables: { id } })).data?.revokeApiKey ?? null;
  return { revoke, loading };
}
