import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  ChangeRoleDocument,
  EmailAudiencesDocument,
  InviteUserDocument,
  RolesDocument,
  SearchUsersDocument,
  SendBulkEmailDocument,
  UsersDocument,
} from '@/features/admin/generated/graphql';
import { endSession, ROLE_ADMIN, startSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { fieldError, shownToasts as toasts } from '@/testing/account-fixtures';
import { type Mocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const adminUser = (id: number, email: string, roleId = 1) => ({
  __typename: 'User' as const,
  id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email,
  organization: id === 1 ? 'Cal Poly' : null,
  roleId,
  roleName: ['', 'user', 'editor', 'admin'][roleId],
  verified: id !== 3,
});

const USERS = [adminUser(1, 'admin@example.org', 3), adminUser(2, 'ada@example.org'), adminUser(3, 'new@example.org')];
const ROLES = [
  { __typename: 'Role' as const, id: 1, name: 'user' },
  { __typename: 'Role' as const, id: 2, name: 'editor' },
  { __typename: 'Role' as const, id: 3, name: 'admin' },
];

const usersMocks: Mocks = [
  {
    request: { query: UsersDocument, variables: { limit: 50, offset: 0 } },
    result: { data: { users: USERS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: RolesDocument }, result: { data: { roles: ROLES } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

beforeEach(() => {
  vi.mocked(notify).mockClear();
  startSession('admin-token', {
    id: 1,
    firstName: 'First1',
    lastName: 'Last1',
    email: 'admin@example.org',
    roleId: ROLE_ADMIN,
    roleName: 'admin',
  });
});

afterEach(() => {
  cleanup(); // unmount first: a session change in a mounted app refetches its queries
  endSession();
  localStorage.clear();
});

describe('/account/users', () => {
  it('lists the users with their roles and states', async () => {
    renderRoute(paths.accountUsers.href(), { mocks: usersMocks });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('ada@example.org');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'First1 Last1admin@example.org',
      'First2 Last2ada@example.org',
      'First3 Last3new@example.org',
    ]);
    expect(rows[0]).toHaveTextContent('Cal Poly');
    expect(rows[0]).toHaveTextContent('admin');
    expect(rows[2]).toHaveTextContent('Pending');
  });

  it('searches by e-mail', async () => {
    renderRoute(paths.accountUsers.href(), {
      mocks: [
        ...usersMocks,
        {
          request: { query: SearchUsersDocument, variables: { search: 'ada', limit: 50, offset: 0 } },
          result: { data: { searchUsers: [USERS[1]] } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('admin@example.org');
    type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'ada');
    await waitFor(() => expect(within(table).queryByText('admin@example.org')).toBeNull(), { timeout: 3000 });
    expect(within(table).getByText('ada@example.org')).toBeInTheDocument();
  });

  it('changes a role inline: view → edit → saved back to view; Cancel leaves it as it was', async () => {
    renderRoute(paths.accountUsers.href(), {
      mocks: [
        ...usersMocks,
        {
          request: { query: ChangeRoleDocument, variables: { input: { userId: 2, roleId: 2 } } },
          result: {
            data: { changeRole: { __typename: 'UserPayload', user: adminUser(2, 'ada@example.org', 2), errors: [] } },
          },
        },
      ],
    });
    const edit = await screen.findByRole('button', { name: 'Change role of ada@example.org' });
    const row = edit.closest('tr')!;
    expect(row).toHaveAttribute('data-state', 'view');

    fireEvent.click(edit);
    expect(row).toHaveAttribute('data-state', 'edit');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel role change of ada@example.org' }));
    expect(row).toHaveAttribute('data-state', 'view');

    fireEvent.click(within(row).getByRole('button', { name: 'Change role of ada@example.org' }));
    const select = within(row).getByRole('combobox', { name: 'Role of ada@example.org' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['user', 'editor', 'admin']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save role of ada@example.org' }));
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'view'));
    expect(row).toHaveTextContent('editor');
    expect(toasts()).toEqual([['ada@example.org is now editor.', 'green']]);
  });

  it('a refused role change (the last admin) stays in edit state with the reason', async () => {
    renderRoute(paths.accountUsers.href(), {
      mocks: [
        ...usersMocks,
        {
          request: { query: ChangeRoleDocument, variables: { input: { userId: 1, roleId: 1 } } },
          result: {
            data: {
              changeRole: {
                __typename: 'UserPayload',
                user: null,
                errors: [fieldError('roleId', 'There must be at least one admin')],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change role of admin@example.org' }));
    const select = screen.getByRole('combobox', { name: 'Role of admin@example.org' });
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save role of admin@example.org' }));
    expect(await screen.findByText('There must be at least one admin')).toBeInTheDocument();
    expect(select.closest('tr')).toHaveAttribute('data-state', 'edit');
  });
});

describe('/account/invite', () => {
  const input = { email: 'friend@example.org', firstName: 'Fern', lastName: null };

  async function invite(mock: Partial<Mocks[number]>) {
    renderRoute(paths.accountInvite.href(), {
      mocks: [{ request: { query: InviteUserDocument, variables: { input } }, ...mock }],
    });
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    const submit = within(form).getByRole('button', { name: 'Send invitation' });
    expect(submit).toBeDisabled(); // the e-mail is required
    type(within(form).getByLabelText(/^Email/), 'friend@example.org');
    type(within(form).getByLabelText(/^First name/), 'Fern');
    fireEvent.click(submit);
    return form;
  }

  it("'Invitation sent.'", async () => {
    const form = await invite({
      result: {
        data: {
          inviteUser: {
            __typename: 'UserPayload',
            user: { __typename: 'User', id: 9, email: 'friend@example.org' },
            errors: [],
          },
        },
      },
    });
    await waitFor(() => expect(toasts()).toEqual([['Invitation sent.', 'green']]));
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
  });

  it("'Could not send invite. Please double check the email address.' with the reason beside the field", async () => {
    const form = await invite({
      result: {
        data: {
          inviteUser: {
            __typename: 'UserPayload',
            user: null,
            errors: [fieldError('email', 'An account with that email already exists')],
          },
        },
      },
    });
    await waitFor(() =>
      expect(toasts()).toEqual([['Could not send invite. Please double check the email address.', 'red']]),
    );
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'An account with that email already exists',
    );
  });
});

describe('/email', () => {
  const audiences = (emailUsers: number, testUsers: number): Mocks[number] => ({
    request: { query: EmailAudiencesDocument },
    result: {
      data: {
        emailUsers: Array.from({ length: emailUsers }, (_, i) => ({
          __typename: 'User',
          id: i + 1,
          email: `u${i}@x.org`,
        })),
        emailTestUsers: Array.from({ length: testUsers }, (_, i) => ({
          __typename: 'User',
          id: i + 1,
          email: `t${i}@x.org`,
        })),
      },
    },
  });

  it("subject and content are required ('Error: ...'); one address needs the recipient", async () => {
    renderRoute(paths.email.href(), { mocks: [audiences(3, 2)] });
    const form = await screen.findByRole('form', { name: 'Send e-mail' });
    expect(await within(form).findByRole('radio', { name: 'All users (3)' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Test group (2)' })).toBeChecked();
    fireEvent.click(within(form).getByRole('radio', { name: 'One address' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Subject/)).toHaveAccessibleDescription('Error: Subject is required'),
    );
    expect(within(form).getByLabelText(/^Content/)).toHaveAccessibleDescription('Error: Email content is required');
    expect(within(form).getByLabelText(/^Recipient email/)).toHaveAccessibleDescription(
      'Error: Recipient email is required',
    );
  });

  it("an empty audience: 'Error: No valid recipients found'", async () => {
    renderRoute(paths.email.href(), { mocks: [audiences(3, 0)] });
    const form = await screen.findByRole('form', { name: 'Send e-mail' });
    await within(form).findByRole('radio', { name: 'Test group (0)' });
    type(within(form).getByLabelText(/^Subject/), 'Hello');
    type(within(form).getByLabelText(/^Content/), 'Trees!');
    fireEvent.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(form).findByText('Error: No valid recipients found')).toBeInTheDocument();
  });

  it("the audiences failing to load: 'Error: Failed to load users'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(paths.email.href(), {
      mocks: [{ request: { query: EmailAudiencesDocument }, error: new TypeError('Failed to fetch') }],
    });
    expect(await screen.findByText('Error: Failed to load users')).toBeInTheDocument();
  });

  it('sends to the test group and lists every recipient; partial failure toasts', async () => {
    renderRoute(paths.email.href(), {
      mocks: [
        audiences(3, 2),
        {
          request: {
            query: SendBulkEmailDocument,
            variables: { input: { audience: 'TEST_GROUP', recipients: null, subject: 'Hello', textContent: 'Trees!' } },
          },
          result: {
            data: {
              sendBulkEmail: {
                __typename: 'BulkEmailPayload',
                success: false,
                message: 'Some emails failed to send',
                totalSent: 1,
                failures: 1,
                jobId: 4,
                errors: [],
                details: [
                  { __typename: 'BulkEmailDetail', status: 'sent', email: 't0@x.org', error: null, reason: null },
                  {
                    __typename: 'BulkEmailDetail',
                    status: 'failed',
                    email: 't1@x.org',
                    error: '550 mailbox unavailable',
                    reason: null,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Send e-mail' });
    type(within(form).getByLabelText(/^Subject/), 'Hello');
    type(within(form).getByLabelText(/^Content/), 'Trees!');
    fireEvent.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    const recipients = await screen.findByRole('table', { name: 'Recipients' });
    const rows = within(recipients)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['t0@x.orgsent', 't1@x.orgfailed550 mailbox unavailable']);
    expect(screen.getByText('Sent: 1 · Failed: 1')).toBeInTheDocument();
    expect(toasts()).toEqual([['Some emails failed to send', 'red']]);
  });

  it('all users asks for confirmation first', async () => {
    renderRoute(paths.email.href(), { mocks: [audiences(3, 2)] });
    const form = await screen.findByRole('form', { name: 'Send e-mail' });
    fireEvent.click(await within(form).findByRole('radio', { name: 'All users (3)' }));
    type(within(form).getByLabelText(/^Subject/), 'Hello');
    type(within(form).getByLabelText(/^Content/), 'Trees!');
    fireEvent.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to all users?' });
    expect(dialog).toHaveTextContent('“Hello” will be e-mailed to 3 users');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
