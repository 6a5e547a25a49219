import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '@/lib/form-fields';
import { EMAIL_MAX_LENGTH, FIELD_MESSAGES, NAME_MAX_LENGTH, ORGANIZATION_MAX_LENGTH } from './account-schemas';

/**
 * The account forms check what the server checks before a submit, in the same words: the field
 * limits, the messages and which e-mail addresses pass. This test holds the client's copies to the
 * server module (a path the type checker does not follow).
 */
const SERVER_VALIDATION = new URL('../../../../../server/src/services/shared/input.ts', import.meta.url).pathname;

type ServerValidation = {
  NAME_MAX_LENGTH: number;
  EMAIL_MAX_LENGTH: number;
  ORGANIZATION_MAX_LENGTH: number;
  MESSAGES: Record<string, string | ((label: string, max: number) => string)>;
  isValidEmail: (email: string) => boolean;
};

describe('the account forms’ rules match the server’s', () => {
  it('same limits and messages', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_VALIDATION)) as ServerValidation;
    expect({ NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, ORGANIZATION_MAX_LENGTH }).toEqual({
      NAME_MAX_LENGTH: server.NAME_MAX_LENGTH,
      EMAIL_MAX_LENGTH: server.EMAIL_MAX_LENGTH,
      ORGANIZATION_MAX_LENGTH: server.ORGANIZATION_MAX_LENGTH,
    });
    for (const key of [
      'firstNameRequired',
      'lastNameRequired',
      'emailRequired',
      'emailInvalid',
      'currentPasswordForEmail',
    ] as const) {
      expect(FIELD_MESSAGES[key], key).toBe(server.MESSAGES[key]);
    }
    const tooLong = server.MESSAGES.tooLong as (label: string, max: number) => string;
    expect(FIELD_MESSAGES.tooLong('First name', 100)).toBe(tooLong('First name', 100));
  });

  it('accepts the same e-mail addresses', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_VALIDATION)) as ServerValidation;
    const samples = [
      'grace@example.org',
      'a.b+c@sub.example.co.uk',
      'no-at-sign.example.org',
      'two@@example.org',
      'space in@example.org',
      'trailing@example.',
      'nodot@example',
      '@example.org',
      'x@y.z',
      `${'a'.repeat(250)}@x.org`,
      '',
    ];
    for (const email of samples) {
      const client = email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
      expect(client, email).toBe(server.isValidEmail(email));
    }
  });
});
