import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { CancelEmailChangeDocument, ConfirmEmailChangeDocument } from '../generated/graphql';
import { endSession, getViewer, startSession } from '@/lib/auth';
import { apiUser as user, fieldError } from '@/testing/account-fixtures';
import { renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

afterEach(() => {
  cleanup();
  endSession();
  localStorage.clear();
});

describe('issue 20.6: the e-mail change links', () => {
  it('/confirm-email?token: waits for the click, then confirms; the session goes on with the new address', async () => {
    startSession('session', user);
    renderRoute(paths.confirmEmail.href('change-token'), {
      mocks: [
        {
          request: { query: ConfirmEmailChangeDocument, variables: { token: 'change-token' } },
          result: {
            data: {
              confirmEmailChange: {
                __typename: 'ConfirmEmailChangePayload',
                message: 'Your e-mail address is changed.',
                signedIn: true,
                user: { ...user, email: 'ada2@example.org' },
                errors: [],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the new address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is changed.');
    expect(getViewer()?.email).toBe('ada2@example.org');
  });

  it('/cancel-email-change?token: an invalid link says so and offers no retry; no token: the page says it needs the link', async () => {
    renderRoute(paths.cancelEmailChange.href('old-token'), {
      mocks: [
        {
          request: { query: CancelEmailChangeDocument, variables: { token: 'old-token' } },
          result: {
            data: {
              cancelEmailChange: {
                __typename: 'MessagePayload',
                message: null,
                errors: [fieldError('token', 'This link is invalid or has expired.')],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'Cancel the change' })).toBeNull();
    cleanup();
    renderRoute(paths.cancelEmailChange.href());
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from your e-mail.');
  });
});
