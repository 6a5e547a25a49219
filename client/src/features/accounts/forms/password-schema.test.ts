import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { PASSWORD_MESSAGES, passwordRuleMessages } from './password-rules';
import { changePasswordSchema, newPasswordSchema } from './password-schema';
import { newPasswordReady } from './password-ready';

/** Every message the yup schema gives for these values, in order. */
async function messages(newPassword: string, confirmPassword = newPassword): Promise<string[]> {
  try {
    await newPasswordSchema.validate({ newPassword, confirmPassword }, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

describe('password schema (spec §5, mirroring server/src/services/accounts/password-rules.ts)', () => {
  it('uses the exact §5 wordings', () => {
    expect(PASSWORD_MESSAGES).toMatchObject({
      uppercase: 'Password must include at least one uppercase character',
      lowercase: 'Password must include at least one lowercase character',
      number: 'Passwords must include at least one number',
      special: 'Passwords must include at least one special character',
      minLength: 'Passwords must have at least 9 characters',
      match: 'Passwords must match',
      passphrase: 'Password must be at least 20 characters long',
    });
  });

  it('an empty password breaks every rule, the passphrase alternative last', async () => {
    expect(await messages('')).toEqual([
      'Password must include at least one uppercase character',
      'Password must include at least one lowercase character',
      'Passwords must include at least one number',
      'Passwords must include at least one special character',
      'Passwords must have at least 9 characters',
      'Password must be at least 20 characters long',
    ]);
  });

  it.each([
    ['abcdefgh1!', PASSWORD_MESSAGES.uppercase],
    ['ABCDEFGH1!', PASSWORD_MESSAGES.lowercase],
    ['Abcdefgh!!', PASSWORD_MESSAGES.number],
    ['Abcdefgh12', PASSWORD_MESSAGES.special],
    ['Abcd12!', PASSWORD_MESSAGES.minLength],
  ])('%s gives "%s" and the passphrase alternative', async (password, message) => {
    expect(await messages(password)).toEqual([message, PASSWORD_MESSAGES.passphrase]);
  });

  it('accepts mixed passwords of 9+ characters and passphrases of 20+ (code points)', async () => {
    expect(await messages('Abcdefg1!')).toEqual([]);
    expect(await messages('correct horse battery')).toEqual([]);
    expect(await messages('x'.repeat(20))).toEqual([]);
    expect(await messages('Ünïcödé-Pässwörd-9')).toEqual([]);
    expect(await messages('🌳'.repeat(19))).toContain(PASSWORD_MESSAGES.passphrase); // 19 characters, 38 UTF-16 units
    expect(await messages('🌳'.repeat(20))).toEqual([]);
  });

  it('caps the length at 128, as the server does', async () => {
    expect(await messages('Aa1!'.repeat(32))).toEqual([]);
    expect(await messages('Aa1!'.repeat(32) + 'x')).toEqual(['Password must be at most 128 characters']);
  });

  it('gives exactly what passwordRuleMessages gives (the server algorithm)', async () => {
    const samples = [
      '',
      'a',
      'A1!',
      'abcdefghij',
      'Ab1!',
      'ABCDEFGH1!',
      'x'.repeat(19),
      'Tree Lover 2024',
      'Pässwört99',
    ];
    for (const sample of samples) expect(await messages(sample)).toEqual(passwordRuleMessages(sample));
  });

  it("says 'Passwords must match' when the confirmation differs", async () => {
    expect(await messages('Abcdefg1!', 'Abcdefg1?')).toEqual([PASSWORD_MESSAGES.match]);
    expect(await messages('Abcdefg1!', '')).toEqual([PASSWORD_MESSAGES.match]);
  });

  it('change password also needs the current password', async () => {
    await expect(
      changePasswordSchema.validate({ currentPassword: '', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }),
    ).rejects.toThrow('Please enter your current password');
  });

  it('newPasswordReady: the rules (or the passphrase rule) pass and the confirmation matches', () => {
    expect(newPasswordReady({ newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' })).toBe(true);
    expect(newPasswordReady({ newPassword: 'a quiet grove of oaks', confirmPassword: 'a quiet grove of oaks' })).toBe(
      true,
    );
    expect(newPasswordReady({ newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1' })).toBe(false);
    expect(newPasswordReady({ newPassword: 'abcdefg1!', confirmPassword: 'abcdefg1!' })).toBe(false);
    expect(newPasswordReady({ newPassword: '', confirmPassword: '' })).toBe(false);
  });
});

describe('the client copy of the rules matches the server module', () => {
  type ServerRules = { PASSWORD_MESSAGES: Record<string, string>; passwordRuleMessages: (p: string) => string[] };
  // A path the type checker does not follow: the server module is checked by the server's config.
  const serverModule = new URL('../../../../../server/src/services/accounts/password-rules.ts', import.meta.url)
    .pathname;

  it('same messages, same answers', async () => {
    const server = (await import(/* @vite-ignore */ serverModule)) as ServerRules;
    expect(PASSWORD_MESSAGES).toEqual(server.PASSWORD_MESSAGES);
    const samples = [
      '',
      'a',
      'A1!',
      'abcdefghij',
      'Ab1!',
      'ABCDEFGH1!',
      'x'.repeat(19),
      'x'.repeat(20),
      'Aa1!'.repeat(33),
    ];
    for (const sample of [...samples, 'Tree Lover 2024', 'Pässwört99', '🌳'.repeat(19), 'abc DEF 123 ghi']) {
      expect(passwordRuleMessages(sample), sample).toEqual(server.passwordRuleMessages(sample));
    }
  });
});
