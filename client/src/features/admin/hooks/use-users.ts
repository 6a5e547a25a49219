import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  ChangeRoleDocument,
  RolesDocument,
  SearchUsersDocument,
  UsersDocument,
  type AdminUserFieldsFragment,
} from '@/features/admin/generated/graphql';
import { logError } from '@/lib/logger';
import type { ApiFieldError } from '@/lib/to-error-map';

export type AdminUser = AdminUserFieldsFragment;

export const USERS_PAGE_SIZE = 50;

/**
 * One page of accounts, oldest first; with a search text, the accounts whose e-mail contains it.
 * `hasNext` is a guess the server confirms: a full page means there may be more.
 */
export function useUsers(search: string, page: number) {
  const text = search.trim();
  const variables = { limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE };
  const all = useQuery(UsersDocument, { variables, skip: text !== '', fetchPolicy: 'cache-and-network' });
  const found = useQuery(SearchUsersDocument, {
    variables: { ...variables, search: text },
    skip: text === '',
    fetchPolicy: 'cache-and-network',
  });
  const result = text ? found : all;
  const users: AdminUser[] = (text ? found.data?.searchUsers : all.data?.users) ?? [];

  useEffect(() => {
    if (result.error) logError('users query failed', result.error);
  }, [result.error]);

  return {
    users,
    loading: result.loading && users.length === 0,
    error: result.error,
    hasNext: users.length === USERS_PAGE_SIZE,
  };
}

export function useRoles() {
  const { data, error } = useQuery(RolesDocument);
  useEffect(() => {
    if (error) logError('roles query failed', error);
  }, [error]);
  return { roles: data?.roles ?? [], error };
}

export type ChangeRoleAnswer = { ok: true; user: AdminUser } | { ok: false; errors: readonly ApiFieldError[] };

export function useChangeRole() {
  const [mutate, { loading }] = useMutation(ChangeRoleDocument);
  const changeRole = async (userId: number, roleId: number): Promise<ChangeRoleAnswer> => {
    const { data } = await mutate({ variables: { input: { userId, roleId } } });
    const payload = data?.changeRole;
    if (payload?.user && payload.errors.length === 0) return { ok: true, user: payload.user };
    return { ok: false, errors: payload?.errors ?? [] };
  };
  return { changeRole, loading };
}
