import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiKeysDocument, IssueApiKeyDocument, RevokeApiKeyDocument } from '@/features/admin/generated/graphql';
import { endSession, ROLE_ADMIN, startSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { fieldError, shownToasts as toasts } from '@/testing/account-fixtures';
import { type Mocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const apiKey = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  ownerEmail: `${name.toLowerCase().replace(/\W+/g, '')}@partner.example`,
  prefix: `st_prefix0${id}`,
  issuedByEmail: 'admin@example.org',
  createdAt: '2030-01-01T12:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  requestCount: 0,
  ...overrides,
});

const KEYS = [
  apiKey(2, 'Nursery app', { requestCount: 1234, lastUsedAt: '2030-01-02T08:00:00.000Z' }),
  apiKey(1, 'Old client', { revokedAt: '2030-01-01T13:00:00.000Z', requestCount: 7 }),
];

const listMock = (keys = KEYS): Mocks[number] => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys: keys } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

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
  cleanup();
  endSession();
  localStorage.clear();
});

describe('/account/api-keys', () => {
  it('lists the keys with their usage; only live keys can be revoked', async () => {
    renderRoute(paths.accountApiKeys.href(), { mocks: [listMock()] });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const nursery = await within(table).findByRole('row', { name: /^Nursery app/ });
    expect(nursery).toHaveTextContent('st_prefix02…');
    expect(nursery).toHaveTextContent((1234).toLocaleString());
    expect(within(nursery).getByRole('button', { name: 'Revoke Nursery app' })).toBeInTheDocument();
    const old = within(table).getByRole('row', { name: /^Old client/ });
    expect(old).toHaveTextContent('Revoked');
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  });

  it('issues a key and shows it once, with a copy button', async () => {
    const secret = `st_${'a'.repeat(43)}`;
    renderRoute(paths.accountApiKeys.href(), {
      mocks: [
        listMock(),
        {
          request: {
            query: IssueApiKeyDocument,
            variables: { input: { name: 'Park finder', ownerEmail: 'dev@parks.example' } },
          },
          result: {
            data: {
              issueApiKey: {
                __typename: 'IssueApiKeyPayload',
                apiKey: apiKey(3, 'Park finder'),
                key: secret,
                errors: [],
              },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Issue an API key' });
    type(within(form).getByLabelText(/^Name/), 'Park finder');
    type(within(form).getByLabelText(/^Owner e-mail/), 'dev@parks.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Issue key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(secret);
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument());
  });

  it('checks the form before sending, and puts the server’s reason beside its field', async () => {
    renderRoute(paths.accountApiKeys.href(), {
      mocks: [
        listMock(),
        {
          request: { query: IssueApiKeyDocument, variables: { input: { name: 'x', ownerEmail: 'a@b.example' } } },
          result: {
            data: {
              issueApiKey: {
                __typename: 'IssueApiKeyPayload',
                apiKey: null,
                key: null,
                errors: [fieldError('ownerEmail', 'Please enter a valid email address')],
              },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Issue an API key' });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue key' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    type(within(form).getByLabelText(/^Name/), 'x');
    type(within(form).getByLabelText(/^Owner e-mail/), 'a@b.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Issue key' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Owner e-mail/)).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid email address'),
      ),
    );
    expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument();
  });

  it('asks before revoking, then revokes', async () => {
    renderRoute(paths.accountApiKeys.href(), {
      mocks: [
        listMock(),
        {
          request: { query: RevokeApiKeyDocument, variables: { id: 2 } },
          result: {
            data: { revokeApiKey: apiKey(2, 'Nursery app', { revokedAt: '2030-01-03T00:00:00.000Z' }) },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Nursery app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nursery app' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(toasts()).toEqual([['The key “Nursery app” is revoked.', 'green']]));
  });
});
