import { createUser, loginAs, resetDatabase, useAccountsApp } from '../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';
import { ConfigError, loadConfig } from '../config';
import { formatDemoAccounts, seedDemoAccountsIfNone } from './demo-accounts';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(() => resetDatabase(db));

describe('demo accounts (DEMO_ACCOUNTS=true)', () => {
  it('creates a verified admin, editor and user whose printed passwords log in with the right roles', async () => {
    const accounts = await seedDemoAccountsIfNone(db.dataSource);
    expect(accounts.map((account) => account.role)).toEqual(['admin', 'editor', 'user']);
    const roleNames = { admin: 'Admin', editor: 'Editor', user: 'User' };
    for (const account of accounts) {
      expect(account.password).toHaveLength(24);
      const token = await loginAs(app, account.email, account.password);
      const me = await app.json('GET', '/api/users/check-user', undefined, token);
      expect(me.body).toMatchObject({
        message: 'Success',
        response: { email: account.email, role_name: roleNames[account.role] },
      });
    }
    // Only argon2id hashes are stored.
    const rows: { password_hash: string }[] = await db.dataSource.query(`SELECT password_hash FROM users`);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(accounts[0].password);
    const printed = formatDemoAccounts(accounts);
    for (const account of accounts) expect(printed).toContain(`${account.email}`);
    expect(printed).toContain(accounts[0].password);
  });

  it('does nothing once anybody has an account (the passwords are never shown again)', async () => {
    await createUser(db.dataSource, { email: 'someone@example.org' });
    expect(await seedDemoAccountsIfNone(db.dataSource)).toEqual([]);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM users`);
    expect(count).toBe(1);
  });

  it('is refused outside a local demonstration: production or an external database', () => {
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'true', DATABASE_URL: 'postgres://db.example/selectree' })).toThrow(
      'Invalid configuration: DEMO_ACCOUNTS works only on the embedded database and outside production',
    );
    expect(loadConfig({ DEMO_ACCOUNTS: 'true' }).demoAccounts).toBe(true);
    expect(loadConfig({}).demoAccounts).toBe(false);
  });
});
