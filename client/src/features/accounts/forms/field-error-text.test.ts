import { describe, expect, it } from 'vitest';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { FIELD_MESSAGES } from './account-schemas';
import { fieldErrorText } from './field-error-text';

describe("the account details' checks in the page's language", () => {
  it('read as the schema (the server’s wording) in English; another message shows as it came', () => {
    const en = translatorFor('en');
    for (const key of ['firstNameRequired', 'lastNameRequired', 'emailRequired', 'emailInvalid'] as const)
      expect(fieldErrorText(en, FIELD_MESSAGES[key])).toBe(FIELD_MESSAGES[key]);
    expect(fieldErrorText(en, FIELD_MESSAGES.tooLong('Organization', 200))).toBe(
      'Organization must be at most 200 characters',
    );
    expect(fieldErrorText(en, 'Current password is incorrect')).toBe('Current password is incorrect');
    expect(fieldErrorText(en, undefined)).toBeUndefined();
  });

  it('are Spanish in Spanish, the field named as the form labels it', async () => {
    await loadCatalogue('es');
    const es = translatorFor('es');
    expect(fieldErrorText(es, FIELD_MESSAGES.firstNameRequired)).toBe('El nombre es obligatorio');
    expect(fieldErrorText(es, FIELD_MESSAGES.currentPasswordForEmail)).toBe(
      'Escriba su contraseña actual para cambiar su dirección de correo electrónico',
    );
    expect(fieldErrorText(es, FIELD_MESSAGES.tooLong('Post nominal', 100))).toBe(
      'Título posnominal: como máximo 100 caracteres',
    );
  });
});
