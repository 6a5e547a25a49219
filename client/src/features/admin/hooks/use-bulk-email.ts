import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  EmailAudiencesDocument,
  SendBulkEmailDocument,
  type SendBulkEmailMutation,
} from '@/features/admin/generated/graphql';
import { logError } from '@/lib/logger';
import type { ApiFieldError } from '@/lib/to-error-map';
import type { BulkEmailValues } from '../forms/admin-schemas';

export type BulkEmailResult = Omit<SendBulkEmailMutation['sendBulkEmail'], 'errors' | '__typename'>;

/** How many people "All users" and the test group reach right now. */
export function useEmailAudiences() {
  const { data, loading, error } = useQuery(EmailAudiencesDocument, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (error) logError('e-mail audiences query failed', error);
  }, [error]);
  return {
    loading,
    error,
    counts: data ? { all: data.emailUsers.length, test: data.emailTestUsers.length } : null,
  };
}

const AUDIENCE = { all: 'ALL', test: 'TEST_GROUP', single: 'SINGLE' } as const;

export type SendAnswer = { ok: true; result: BulkEmailResult } | { ok: false; errors: readonly ApiFieldError[] };

export function useSendBulkEmail() {
  const [mutate, { loading }] = useMutation(SendBulkEmailDocument);
  const send = async (values: BulkEmailValues): Promise<SendAnswer> => {
    const { data } = await mutate({
      variables: {
        input: {
          audience: AUDIENCE[values.audience],
          recipients: values.audience === 'single' ? [values.recipient.trim()] : null,
          subject: values.subject.trim(),
          textContent: values.content.trim(),
        },
      },
    });
    const payload = data?.sendBulkEmail;
    if (!payload) return { ok: false, errors: [] };
    if (payload.errors.length) return { ok: false, errors: payload.errors };
    const { errors: _errors, __typename: _typename, ...result } = payload;
    return { ok: true, result };
  };
  return { send, loading };
}
