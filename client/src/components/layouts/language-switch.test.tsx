import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SetLanguageDocument } from '@/lib/generated/graphql';
import { endSession, getViewer, startSession } from '@/lib/auth';
import { apiUser } from '@/testing/account-fixtures';
import { renderRoute } from '@/testing/render';

afterEach(() => {
  endSession();
  localStorage.clear();
  document.cookie = 'selectree-lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

describe('the header’s language switch (issue 28)', () => {
  it('offers English / Español as real links named in their own language', async () => {
    renderRoute(`${paths.appraisals.href()}?x=1`);
    const spanish = await screen.findByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).toHaveAttribute('href', `${paths.appraisals.href()}?x=1&lang=es`);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it('switches the page to Spanish without a reload, and remembers it in the cookie', async () => {
    renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('link', { name: 'Español' }));
    expect(await screen.findByText('Ir al contenido principal')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(document.cookie).toContain('selectree-lang=es');
    expect(document.documentElement.lang).toBe('es');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByText('Skip to main content')).toBeInTheDocument());
    expect(document.cookie).toContain('selectree-lang=en');
  });

  it("signed in, saves the choice as the account's language (setLanguage)", async () => {
    startSession('tok', apiUser);
    let saved = false;
    const mocks = [
      {
        request: { query: SetLanguageDocument, variables: { language: 'es' } },
        result: () => {
          saved = true;
          const user = { __typename: 'User', id: apiUser.id, language: 'es' };
          return { data: { setLanguage: { __typename: 'UserPayload', user, errors: [] } } };
        },
      },
    ];
    renderRoute(paths.appraisals.href(), { mocks });
    fireEvent.click(await screen.findByRole('link', { name: 'Español' }));
    await waitFor(() => expect(saved).toBe(true));
    await waitFor(() => expect(getViewer()).toMatchObject({ language: 'es' }));
    expect(document.cookie).toContain('selectree-lang=es');
  });
});
