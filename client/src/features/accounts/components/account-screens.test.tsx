import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  ChangePasswordDocument,
  DiscardEmailChangeDocument,
  EditAccountDocument,
  ResetPasswordDocument,
  UpdateSettingsDocument,
  VerifyAccountDocument,
} from '../generated/graphql';
import { endSession, getViewer, startSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { apiUser as user, fieldError, shownToasts as toasts } from '@/testing/account-fixtures';
import { homeMocks, type Mocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

const HOME_HEADING = 'Find the right tree for the right place';
const GOOD = 'Abcdefg1!';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  cleanup(); // unmount first: a session change in a mounted app refetches its queries
  endSession();
  localStorage.clear();
});

describe('/verify-account?token', () => {
  const verifyMock = (result: object): Mocks[number] => ({
    request: { query: VerifyAccountDocument, variables: { input: { token: 'link-token', agreed: true } } },
    result: {
      data: {
        verifyAccount: {
          __typename: 'VerifyAccountPayload',
          message: null,
          passwordToken: null,
          errors: [],
          ...result,
        },
      },
    },
  });

  it("shows the agreement; 'Verify Account' needs the checkbox; then on to choose the password", async () => {
    const { router } = renderRoute(paths.verifyAccount.href('link-token'), {
      mocks: [
        verifyMock({ message: 'Your account is verified. Please choose a password.', passwordToken: 'pw-token' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'SelecTree User Agreement' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Verify Account' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /agree to the SelecTree User Agreement/ }));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.resetPassword.path));
    expect(router.state.location.search).toBe('?token=pw-token');
    expect(toasts()).toEqual([['Your account is verified. Please choose a password.', 'green']]);
  });

  it('an expired link says so and offers a new one', async () => {
    renderRoute(paths.verifyAccount.href('link-token'), {
      mocks: [
        verifyMock({ errors: [fieldError('token', 'This link is invalid or has expired. Please request a new one.')] }),
      ],
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(
      await screen.findByText('This link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Send me a new verification link' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
  });
});

describe('/reset-password?token', () => {
  const resetMock = (answer: { result?: object; error?: Error }): Mocks[number] => ({
    request: {
      query: ResetPasswordDocument,
      variables: { input: { token: 'reset-token', newPassword: GOOD, confirmPassword: GOOD } },
    },
    ...answer,
  });

  /** A reset the server refuses: no session, one field error. */
  const refusedMock = (field: string, message: string) =>
    resetMock({
      result: {
        data: {
          resetPassword: { __typename: 'AuthPayload', token: null, user: null, errors: [fieldError(field, message)] },
        },
      },
    });

  async function fillAndSubmit() {
    const submit = await screen.findByRole('button', { name: 'Set password and log in' });
    type(screen.getByLabelText(/^New password/), GOOD);
    type(screen.getByLabelText(/^Confirm new password/), GOOD);
    fireEvent.click(submit);
  }

  it('submit stays disabled until the §5 rules pass and the confirmation matches; the broken rules show', async () => {
    renderRoute(paths.resetPassword.href('reset-token'));
    const submit = await screen.findByRole('button', { name: 'Set password and log in' });
    expect(submit).toBeDisabled();
    type(screen.getByLabelText(/^New password/), 'abcdefgh');
    expect(screen.getByText('Password must include at least one uppercase character')).toBeInTheDocument();
    expect(screen.getByText('Passwords must include at least one number')).toBeInTheDocument();
    expect(screen.getByText('Passwords must include at least one special character')).toBeInTheDocument();
    expect(screen.getByText('Passwords must have at least 9 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 20 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Password must include at least one lowercase character')).toBeNull();
    type(screen.getByLabelText(/^Confirm new password/), 'abcdefgh');
    expect(submit).toBeDisabled();

    type(screen.getByLabelText(/^New password/), GOOD);
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    type(screen.getByLabelText(/^Confirm new password/), GOOD);
    expect(screen.queryByText('Passwords must match')).toBeNull();
    expect(submit).toBeEnabled();

    // A passphrase of 20+ characters passes on its own.
    type(screen.getByLabelText(/^New password/), 'a quiet grove of oaks');
    type(screen.getByLabelText(/^Confirm new password/), 'a quiet grove of oaks');
    expect(submit).toBeEnabled();
  });

  it('success: logged in and sent home', async () => {
    const { router } = renderRoute(paths.resetPassword.href('reset-token'), {
      mocks: [
        ...homeMocks(),
        resetMock({
          result: { data: { resetPassword: { __typename: 'AuthPayload', token: 'session', user, errors: [] } } },
        }),
      ],
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getViewer()).toMatchObject({ id: 5 });
    expect(toasts()).toEqual([['Successfully Logged In!', 'green']]);
  });

  it('a refused link: the 401 wording', async () => {
    renderRoute(paths.resetPassword.href('reset-token'), {
      mocks: [refusedMock('token', 'This password link is invalid or has expired.')],
    });
    await fillAndSubmit();
    expect(
      await screen.findByText(
        'Authorization failed. You may have missed your reset window and will have request another reset email',
      ),
    ).toBeInTheDocument();
    expect(getViewer()).toBeNull();
  });

  it('rules refused by the server: the Failed wording and the error list', async () => {
    renderRoute(paths.resetPassword.href('reset-token'), {
      mocks: [refusedMock('newPassword', 'Password must be at most 128 characters')],
    });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while trying to update your password');
    expect(alert).toHaveTextContent('Password must be at most 128 characters');
  });

  it('any other failure: the trouble-on-our-end wording', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(paths.resetPassword.href('reset-token'), {
      mocks: [resetMock({ error: new TypeError('Failed to fetch') })],
    });
    await fillAndSubmit();
    expect(
      await screen.findByText('Looks like trouble on our end. Please contact us if the issue persists'),
    ).toBeInTheDocument();
  });
});

describe('/account', () => {
  const signIn = () => startSession('session', user);

  it('issue 20.6: a new e-mail asks for the current password; a wrong one lands beside it; then the address is pending, with resend and cancel', async () => {
    signIn();
    const input = {
      firstName: 'Ada',
      lastName: 'Tree',
      email: 'ada2@example.org',
      postNominal: 'ISA',
      organization: null,
    };
    const pendingUser = { ...user, postNominal: 'ISA', pendingEmail: 'ada2@example.org' };
    renderRoute(paths.account.href(), {
      mocks: [
        {
          request: { query: EditAccountDocument, variables: { input: { ...input, currentPassword: 'wrong' } } },
          result: {
            data: {
              editAccount: {
                __typename: 'UserPayload',
                user: null,
                errors: [fieldError('currentPassword', 'Current password is incorrect')],
              },
            },
          },
        },
        {
          request: { query: EditAccountDocument, variables: { input: { ...input, currentPassword: GOOD } } },
          result: { data: { editAccount: { __typename: 'UserPayload', user: pendingUser, errors: [] } } },
        },
        {
          request: { query: DiscardEmailChangeDocument },
          result: {
            data: {
              discardEmailChange: {
                __typename: 'UserPayload',
                user: { ...pendingUser, pendingEmail: null },
                errors: [],
              },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Account details' });
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(within(form).queryByLabelText(/^Current password/)).toBeNull();
    type(within(form).getByLabelText(/^Email/), 'ada2@example.org');
    type(within(form).getByLabelText(/^Post nominal/), 'ISA');
    const password = within(form).getByLabelText(/^Current password/);
    fireEvent.click(save);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Enter your current password to change your e-mail address'),
      ),
    );
    type(password, 'wrong');
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        expect.stringContaining('Current password is incorrect'),
      ),
    );
    type(within(form).getByLabelText(/^Current password/), GOOD);
    fireEvent.click(save);
    await waitFor(() => expect(getViewer()?.pendingEmail).toBe('ada2@example.org'));
    expect(getViewer()?.email).toBe('ada@example.org');
    expect(toasts()).toContainEqual([
      'Saved. We sent a link to ada2@example.org: your e-mail address changes when you open it.',
      'green',
    ]);
    const notice = await screen.findByRole('status', { name: /E-mail change waiting for confirmation/ });
    expect(notice).toHaveTextContent('ada2@example.org');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('ada@example.org'); // still the account's
    expect(within(form).queryByLabelText(/^Current password/)).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    fireEvent.click(within(notice).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(getViewer()?.pendingEmail).toBeNull());
    expect(toasts()).toContainEqual(['The e-mail change is cancelled.', 'green']);
  });

  it('change password: disabled until current password, §5 rules and a matching confirmation', async () => {
    signIn();
    renderRoute(paths.account.href(), {
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { currentPassword: 'old one', newPassword: GOOD, confirmPassword: GOOD } },
          },
          result: {
            data: {
              changePassword: {
                __typename: 'ChangePasswordPayload',
                message: 'Failed',
                errors: [fieldError('currentPassword', 'Current password is incorrect')],
              },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    type(within(form).getByLabelText(/^New password/), GOOD);
    type(within(form).getByLabelText(/^Confirm new password/), GOOD);
    expect(submit).toBeDisabled(); // no current password yet
    type(within(form).getByLabelText(/^Current password/), 'old one');
    expect(submit).toBeEnabled();
    type(within(form).getByLabelText(/^Confirm new password/), 'Abcdefg1?');
    expect(within(form).getByText('Passwords must match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    type(within(form).getByLabelText(/^Confirm new password/), GOOD);

    fireEvent.click(submit);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while trying to update your password');
    expect(alert).toHaveTextContent('Current password is incorrect');
    expect(within(form).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
  });

  it('change password success clears the form', async () => {
    signIn();
    renderRoute(paths.account.href(), {
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { currentPassword: 'old one', newPassword: GOOD, confirmPassword: GOOD } },
          },
          result: { data: { changePassword: { __typename: 'ChangePasswordPayload', message: 'Changed', errors: [] } } },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    type(within(form).getByLabelText(/^Current password/), 'old one');
    type(within(form).getByLabelText(/^New password/), GOOD);
    type(within(form).getByLabelText(/^Confirm new password/), GOOD);
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toEqual([['Your password was changed.', 'green']]));
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it.each([
    [
      'success',
      { user: { ...user, emailNotifications: true }, errors: [] },
      ['Email notification preferences updated', 'green'],
    ],
    [
      'refused',
      { user: null, errors: [fieldError('emailNotifications', 'email_notifications must be true or false')] },
      ['Failed to update email notification preferences', 'red'],
    ],
    ['error', null, ['An error occurred while updating email notification preferences', 'red']],
  ])('e-mail notification setting: %s', async (_name, payload, toast) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    renderRoute(paths.account.href(), {
      mocks: [
        {
          request: { query: UpdateSettingsDocument, variables: { emailNotifications: true } },
          ...(payload
            ? { result: { data: { updateSettings: { __typename: 'UserPayload', ...payload } } } }
            : { error: new TypeError('Failed to fetch') }),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('switch', { name: /Send me e-mail from SelecTree/ }));
    await waitFor(() => expect(toasts()).toEqual([toast]));
    expect(getViewer()?.emailNotifications).toBe(payload?.user ? true : false);
  });
});
