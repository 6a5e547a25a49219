import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SetLanguageDocument } from '@/lib/generated/graphql';
import { endSession, getViewer, startSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { apiUser } from '@/testing/account-fixtures';
import { renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  endSession();
  localStorage.clear();
  document.cookie = 'selectree-lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

const setLanguage = (errors: object[], onCall: () => void = () => {}) => ({
  request: { query: SetLanguageDocument, variables: { language: 'es' } },
  result: () => {
    onCall();
    const user = errors.length ? null : { __typename: 'User', id: apiUser.id, language: 'es' };
    return { data: { setLanguage: { __typename: 'UserPayload', user, errors } } };
  },
});

describe("/account: the account's language (issue 28)", () => {
  it('Español switches the page at once and saves it to the account (setLanguage), said in Spanish', async () => {
    startSession('session', { ...apiUser, language: 'en' });
    let saved = false;
    renderRoute(paths.account.href(), { mocks: [setLanguage([], () => (saved = true))] });
    const group = await screen.findByRole('radiogroup', {
      name: 'The language of SelecTree and of its e-mails to you',
    });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toBe(true));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Se guardó su idioma.', color: 'green' }));
    expect(getViewer()).toMatchObject({ language: 'es' });
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(group).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('selectree-lang=es');
  });

  it('a refused save says so (the interface stays in the chosen language for this browser)', async () => {
    startSession('session', { ...apiUser, language: 'en' });
    const refused = [{ __typename: 'FieldError', field: 'language', message: 'Language must be en or es' }];
    renderRoute(paths.account.href(), { mocks: [setLanguage(refused)] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        message: 'No se pudo guardar su idioma. Inténtelo de nuevo.',
        color: 'red',
      }),
    );
    expect(getViewer()).toMatchObject({ language: 'en' });
  });
});
