import { createUser, loginAs, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { linkIn, tokenOf, useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { PASSWORD_MESSAGES } from './password-rules';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

/** Each §5 message, produced by the server for a password that breaks exactly that rule. */
const CASES: [string, string, string, string[]][] = [
  ['no uppercase', 'abcdefg1!', 'abcdefg1!', [PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.passphrase]],
  ['no lowercase', 'ABCDEFG1!', 'ABCDEFG1!', [PASSWORD_MESSAGES.lowercase, PASSWORD_MESSAGES.passphrase]],
  ['no number', 'Abcdefgh!', 'Abcdefgh!', [PASSWORD_MESSAGES.number, PASSWORD_MESSAGES.passphrase]],
  ['no special character', 'Abcdefgh1', 'Abcdefgh1', [PASSWORD_MESSAGES.special, PASSWORD_MESSAGES.passphrase]],
  ['8 characters', 'Abcdef1!', 'Abcdef1!', [PASSWORD_MESSAGES.minLength, PASSWORD_MESSAGES.passphrase]],
  ['confirmation differs', 'Abcdefg1!', 'Abcdefg1?', [PASSWORD_MESSAGES.match]],
  // 19 characters with a space (special): neither rule passes
  [
    '19-character passphrase',
    'correct horse batte',
    'correct horse batte',
    [PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.number, PASSWORD_MESSAGES.passphrase],
  ],
  ['129 characters', 'Aa1!'.repeat(32) + 'x', 'Aa1!'.repeat(32) + 'x', [PASSWORD_MESSAGES.maxLength]],
];

describe('the §5 password rules, enforced by the server', () => {
  it('word the messages exactly as the spec does', () => {
    expect(Object.values(PASSWORD_MESSAGES)).toEqual(
      expect.arrayContaining([
        'Password must include at least one uppercase character',
        'Password must include at least one lowercase character',
        'Passwords must include at least one number',
        'Passwords must include at least one special character',
        'Passwords must have at least 9 characters',
        'Passwords must match',
        'Password must be at least 20 characters long',
      ]),
    );
  });

  it.each(CASES)(
    'change-password (signed in), %s: Failed with the messages',
    async (_name, next, confirm, messages) => {
      await createUser(db.dataSource, { email: 'user@example.org' });
      const token = await loginAs(app, 'user@example.org');
      const response = await app.json(
        'PUT',
        '/api/users/change-password',
        { current_password: 'Correct-Horse-9', new_password: next, confirm_password: confirm },
        token,
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Failed');
      expect(response.body.errors.errors).toEqual(messages);
      expect(
        (await app.json('POST', '/api/auth/login', { email: 'user@example.org', password: 'Correct-Horse-9' })).status,
      ).toBe(200);
    },
  );

  it.each(CASES)(
    'reset link, %s: Failed, and the link still works afterwards',
    async (_name, next, confirm, messages) => {
      await createUser(db.dataSource, { email: 'user@example.org' });
      await app.json('POST', '/api/users/reset-password', { email: 'user@example.org' });
      const [mail] = await smtp.waitFor(1);
      const token = tokenOf(linkIn(mail, 'https://selectree.test/reset-password?token='));
      const response = await app.json(
        'PUT',
        '/api/users/change-password',
        { new_password: next, confirm_password: confirm },
        token,
      );
      expect(response.body).toMatchObject({ message: 'Failed', errors: { errors: messages } });
      const ok = await app.json(
        'PUT',
        '/api/users/change-password',
        { new_password: 'Good-Pass-1!', confirm_password: 'Good-Pass-1!' },
        token,
      );
      expect(ok.body.message).toBe('Changed');
    },
  );

  it('accepts a 20-character passphrase and a mixed 9-character password', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    let token = await loginAs(app, 'user@example.org');
    const body = (current: string, next: string) => ({
      current_password: current,
      new_password: next,
      confirm_password: next,
    });
    expect(
      (await app.json('PUT', '/api/users/change-password', body('Correct-Horse-9', 'correct horse battery'), token))
        .body,
    ).toEqual({
      message: 'Changed',
    });
    token = await loginAs(app, 'user@example.org', 'correct horse battery');
    expect(
      (await app.json('PUT', '/api/users/change-password', body('correct horse battery', 'Abcdefg1!'), token)).body,
    ).toEqual({
      message: 'Changed',
    });
  });

  it('needs the current password when signed in', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    const token = await loginAs(app, 'user@example.org');
    const response = await app.json(
      'PUT',
      '/api/users/change-password',
      { current_password: 'nope', new_password: 'Abcdefg1!', confirm_password: 'Abcdefg1!' },
      token,
    );
    expect(response.body).toMatchObject({ message: 'Failed', errors: { errors: ['Current password is incorrect'] } });
  });
});
