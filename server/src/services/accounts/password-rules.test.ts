import { PASSWORD_MESSAGES, newPasswordErrors, passwordRuleMessages } from './password-rules';

describe('password rules (spec §5)', () => {
  it('accept mixed passwords of 9+ characters and passphrases of 20+', () => {
    expect(passwordRuleMessages('Abcdefg1!')).toEqual([]);
    expect(passwordRuleMessages('correct horse battery')).toEqual([]); // 21 characters, lower case only
    expect(passwordRuleMessages('x'.repeat(20))).toEqual([]);
    expect(passwordRuleMessages('Ünïcödé-Pässwörd-9')).toEqual([]);
  });

  it('name every broken rule with the exact message, then the passphrase alternative', () => {
    expect(passwordRuleMessages('')).toEqual([
      'Password must include at least one uppercase character',
      'Password must include at least one lowercase character',
      'Passwords must include at least one number',
      'Passwords must include at least one special character',
      'Passwords must have at least 9 characters',
      'Password must be at least 20 characters long',
    ]);
    expect(passwordRuleMessages('abcdefghij')).toEqual([
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.passphrase,
    ]);
    expect(passwordRuleMessages('Ab1!')).toEqual([PASSWORD_MESSAGES.minLength, PASSWORD_MESSAGES.passphrase]);
    expect(passwordRuleMessages('ABCDEFGH1!')).toEqual([PASSWORD_MESSAGES.lowercase, PASSWORD_MESSAGES.passphrase]);
    expect(passwordRuleMessages('x'.repeat(19))).toContain(PASSWORD_MESSAGES.passphrase);
  });

  it('cap the length at 128', () => {
    expect(passwordRuleMessages('Aa1!'.repeat(32))).toEqual([]);
    expect(passwordRuleMessages('Aa1!'.repeat(32) + 'x')).toEqual(['Password must be at most 128 characters']);
  });

  it('check the confirmation', () => {
    expect(newPasswordErrors('Abcdefg1!', 'Abcdefg1!')).toEqual([]);
    expect(newPasswordErrors('Abcdefg1!', 'Abcdefg1?')).toEqual([
      { field: 'confirmPassword', message: 'Passwords must match' },
    ]);
  });
});
