import { ServerError } from '@apollo/client/errors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  LoginDocument,
  RequestPasswordResetDocument,
  ResendVerificationDocument,
  SignupDocument,
} from '../generated/graphql';
import { loadCatalogue } from '@/i18n/i18n';
import { endSession, getViewer, TOKEN_STORAGE_KEY } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { apiUser as user, shownToasts as toasts } from '@/testing/account-fixtures';
import { type Mocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

const CREDENTIALS = { email: 'ada@example.org', password: 'Abcdefg1!' };

const loginMock = (answer: { result?: object; error?: Error }): Mocks[number] => ({
  request: { query: LoginDocument, variables: { input: CREDENTIALS } },
  ...answer,
});

function openDialog(mocks: Mocks = []) {
  const view = renderRoute(`${paths.appraisals.href()}#auth_modal`, { mocks });
  return { ...view, dialog: () => screen.findByRole('dialog') };
}

async function logIn(mocks: Mocks) {
  const view = openDialog(mocks);
  const dialog = await screen.findByRole('dialog', { name: 'Log in to SelecTree' });
  fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: CREDENTIALS.email } });
  fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: CREDENTIALS.password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return view;
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  cleanup(); // unmount first: a session change in a mounted app refetches its queries
  endSession();
  localStorage.clear();
});

describe('the login dialog in Spanish (issue 28)', () => {
  it('is titled, labelled and linked in Spanish; the sign-up view too', async () => {
    await loadCatalogue('es');
    renderRoute(`${paths.appraisals.href()}#auth_modal`, { locale: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión en SelecTree' });
    expect(within(dialog).getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear una cuenta' }));
    const signup = await screen.findByRole('dialog', { name: 'Crear una cuenta de SelecTree' });
    expect(within(signup).getByRole('button', { name: 'Registrarse' })).toBeDisabled();
  });
});

describe('login dialog', () => {
  it('#auth_modal opens the login view, which leads to the other three views and back', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Log in to SelecTree' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create a SelecTree account' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the verification e-mail' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
  });

  it("success: 'Successfully Logged In!', the dialog closes, the session is kept", async () => {
    const { router } = await logIn([
      loginMock({ result: { data: { login: { __typename: 'AuthPayload', token: 'tok', user, errors: [] } } } }),
    ]);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(toasts()).toEqual([['Successfully Logged In!', 'green']]);
    expect(getViewer()).toMatchObject({ id: 5, email: 'ada@example.org' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(await screen.findByRole('button', { name: 'Ada account menu' })).toBeInTheDocument();
  });

  it("signed in, the interface takes the account's language (cookie, <html lang>, the text)", async () => {
    const spanish = { ...user, language: 'es' };
    const { router } = await logIn([
      loginMock({
        result: { data: { login: { __typename: 'AuthPayload', token: 'tok', user: spanish, errors: [] } } },
      }),
    ]);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(document.cookie).toContain('selectree-lang=es');
    expect(await screen.findByText('Ir al contenido principal')).toBeInTheDocument();
    expect(getViewer()).toMatchObject({ language: 'es' });
    document.cookie = 'selectree-lang=; Path=/; Max-Age=0';
    document.documentElement.lang = 'en';
  });

  it("a refused login: 'Error: ' + the server's message; the dialog stays", async () => {
    const errors = [{ __typename: 'FieldError', field: 'password', message: 'Invalid email or password' }];
    await logIn([
      loginMock({ result: { data: { login: { __typename: 'AuthPayload', token: null, user: null, errors } } } }),
    ]);
    await waitFor(() => expect(toasts()).toEqual([['Error: Invalid email or password', 'red']]));
    expect(screen.getByRole('dialog', { name: 'Log in to SelecTree' })).toBeInTheDocument();
    expect(getViewer()).toBeNull();
  });

  it("rate limited: 'Error: ' + the server's message", async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    await logIn([
      loginMock({ result: { errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: 60 } }] } }),
    ]);
    await waitFor(() => expect(toasts()).toEqual([[`Error: ${message}`, 'red']]));
  });

  it("status 500: 'Can't connect to the server, please contact us if issue persists'", async () => {
    const response = new Response('oops', { status: 500 });
    await logIn([loginMock({ error: new ServerError('Internal', { response, bodyText: 'oops' }) })]);
    await waitFor(() =>
      expect(toasts()).toEqual([["Can't connect to the server, please contact us if issue persists", 'red']]),
    );
  });

  it("anything else: 'Unknown issue, please contact us to resolve'", async () => {
    const response = new Response('?', { status: 418 });
    await logIn([loginMock({ error: new ServerError('teapot', { response, bodyText: '?' }) })]);
    await waitFor(() => expect(toasts()).toEqual([['Unknown issue, please contact us to resolve', 'red']]));
  });
});

describe('sign-up view', () => {
  const input = { firstName: 'Ada', lastName: 'Tree', email: 'ada@example.org', emailNotifications: false };

  async function signupView(mocks: Mocks = []) {
    openDialog(mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    return screen.findByRole('dialog', { name: 'Create a SelecTree account' });
  }

  it('Sign up stays disabled while first name, last name or e-mail is blank', async () => {
    const dialog = await signupView();
    const submit = within(dialog).getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Tree' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    expect(submit).toBeEnabled();
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: '' } });
    expect(submit).toBeDisabled();
  });

  it('success shows the verification text; a server field error lands beside its field', async () => {
    const dialog = await signupView([
      {
        request: { query: SignupDocument, variables: { input } },
        result: {
          data: {
            signup: {
              __typename: 'MessagePayload',
              message: null,
              errors: [{ __typename: 'FieldError', field: 'email', message: 'Please enter a valid email address' }],
            },
          },
        },
      },
      {
        request: { query: SignupDocument, variables: { input } },
        result: {
          data: {
            signup: {
              __typename: 'MessagePayload',
              message: 'An email was sent to verify and enable your account. It will expire in 5 minutes',
              errors: [],
            },
          },
        },
      },
    ]);
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Tree' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(
      await within(dialog).findByText(
        'An email was sent to verify and enable your account. It will expire in 5 minutes',
      ),
    ).toBeInTheDocument();
  });
});

describe('password recovery view', () => {
  async function recover(mock: Partial<Mocks[number]>) {
    openDialog([
      { request: { query: RequestPasswordResetDocument, variables: { email: 'ada@example.org' } }, ...mock },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    return dialog;
  }

  it('sent: the spec text', async () => {
    const message = 'If an account with that email exists the email was sent. Please check your inbox';
    const dialog = await recover({
      result: { data: { requestPasswordReset: { __typename: 'MessagePayload', message, errors: [] } } },
    });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("failed: 'There was an issue sending the email.'", async () => {
    const dialog = await recover({ error: new TypeError('Failed to fetch') });
    expect(await within(dialog).findByText('There was an issue sending the email.')).toBeInTheDocument();
  });
});

describe('verify view (resend the verification e-mail)', () => {
  it('sends a new link and says so', async () => {
    const message = 'An email was sent to verify and enable your account. It will expire in 5 minutes';
    openDialog([
      {
        request: { query: ResendVerificationDocument, variables: { email: 'ada@example.org' } },
        result: { data: { resendVerification: { __typename: 'MessagePayload', message, errors: [] } } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the verification e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send verification e-mail' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
