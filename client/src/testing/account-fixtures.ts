import { vi } from 'vitest';
import { notify } from '@/lib/notify';

/** A signed-in user (role user) as the API returns it. */
export const apiUser = {
  __typename: 'User' as const,
  id: 5,
  firstName: 'Ada',
  lastName: 'Tree',
  email: 'ada@example.org',
  postNominal: null,
  organization: null,
  roleId: 1,
  roleName: 'user',
  emailNotifications: false,
  language: 'en',
  pendingEmail: null,
};

/** One entry of a form payload's `errors`, as the server reports a refused field. */
export const fieldError = (field: string, message: string) => ({ __typename: 'FieldError' as const, field, message });

/** The toasts shown so far as [message, color]; the calling test file mocks '@/lib/notify'. */
export const shownToasts = () => vi.mocked(notify).mock.calls.map(([data]) => [data.message, data.color]);
