import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRequestError } from '@/features/accounts/request-errors';
import { describeListFailure } from '@/features/lists/hooks/list-outcome';
import en from '../i18n/catalogues/errors/en.json';
import es from '../i18n/catalogues/errors/es.json';
import { graphqlErrorText, loadErrorMessages } from './error-messages';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const refusal = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('GraphQL errors in the visitor’s language (docs/i18n.md)', () => {
  it('English shows the server’s own message (the spec’s, often more precise than its code)', async () => {
    await loadErrorMessages('en');
    expect(graphqlErrorText({ message: 'List not found', extensions: { code: 'NOT_FOUND' } })).toBe('List not found');
  });

  it('Spanish shows the code’s message; an unknown code or none, the server’s', async () => {
    await loadErrorMessages('es');
    document.documentElement.lang = 'es';
    expect(
      graphqlErrorText({ message: 'You need to log in to do that', extensions: { code: 'UNAUTHENTICATED' } }),
    ).toBe('Necesita iniciar sesión para hacer eso');
    expect(graphqlErrorText({ message: 'Something new', extensions: { code: 'SOMETHING_NEW' } })).toBe('Something new');
    expect(graphqlErrorText({ message: 'No code' })).toBe('No code');
    // Every code of the catalogue has its Spanish message.
    for (const key of Object.keys(en)) {
      const code = key.replace(/^errors\./, '');
      expect(graphqlErrorText({ message: 'x', extensions: { code } })).toBe(es[key as keyof typeof es]);
    }
  });

  it('where the screens show a GraphQL error (accounts, lists), in Spanish', async () => {
    await loadErrorMessages('es');
    document.documentElement.lang = 'es';
    expect(describeRequestError(refusal('RATE_LIMITED', 'Too many attempts.'))).toEqual({
      kind: 'message',
      message: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    });
    expect(describeListFailure(refusal('FORBIDDEN', 'Lack permissions to share!')).message).toBe(
      'No tiene permiso para hacer eso',
    );
    document.documentElement.lang = 'en';
    expect(describeListFailure(refusal('FORBIDDEN', 'Lack permissions to share!')).message).toBe(
      'Lack permissions to share!',
    );
  });
});
