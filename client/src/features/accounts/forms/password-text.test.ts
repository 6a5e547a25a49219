import { describe, expect, it } from 'vitest';
import en from '@/i18n/catalogues/accounts/en.json';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { PASSWORD_MESSAGES } from './password-rules';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_KEYS, passwordMessageText } from './password-text';

const english: Record<string, string> = en;

describe('the password checks in the page’s language', () => {
  it('English is the shared rules’ wording, message for message', () => {
    for (const [rule, message] of Object.entries(PASSWORD_MESSAGES)) {
      expect(english[PASSWORD_KEYS[rule as keyof typeof PASSWORD_MESSAGES]]).toBe(message);
      expect(passwordMessageText(translatorFor('en'), message)).toBe(message);
    }
    expect(passwordMessageText(translatorFor('en'), CURRENT_PASSWORD_REQUIRED)).toBe(CURRENT_PASSWORD_REQUIRED);
  });

  it('Spanish translates them; a message it does not know (the server’s own) stays as it came', async () => {
    await loadCatalogue('es');
    const t = translatorFor('es');
    expect(passwordMessageText(t, PASSWORD_MESSAGES.match)).toBe('Las contraseñas deben coincidir');
    expect(passwordMessageText(t, PASSWORD_MESSAGES.minLength)).toBe('La contraseña debe tener al menos 9 caracteres');
    expect(passwordMessageText(t, 'Incorrect password')).toBe('Incorrect password');
    expect(passwordMessageText(t, undefined)).toBeUndefined();
  });
});
