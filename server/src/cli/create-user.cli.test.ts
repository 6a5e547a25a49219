import { createUser, resetDatabase, useAccountsApp } from '../../test/helpers/accounts-app';
import { tokenOf, useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';
import { parseFlags, runCreateUser } from './create-user.cli';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(() => resetDatabase(db));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateUser(argv, {
    env: { NODE_ENV: 'test', DATABASE_URL: db.url, PUBLIC_URL: 'https://selectree.test' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

describe('npm run user:create', () => {
  it('creates the first admin and prints a single-use link to choose the password', async () => {
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
    const result = await cli(
      '--email',
      'Root@Example.org',
      '--role',
      'admin',
      '--first-name',
      'Ada',
      '--last-name=Lovelace',
    );
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^Created admin account Root@Example.org \(user_id \d+\)\.$/);
    const link = result.out[2].trim();
    expect(link).toMatch(/^https:\/\/selectree\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);

    // The command runs on the real clock; bring the app's test clock to now.
    app.clock.set(new Date());
    const body = { new_password: 'Admin-Pass-1!', confirm_password: 'Admin-Pass-1!' };
    const set = await app.json('PUT', '/api/users/change-password', body, tokenOf(link));
    expect(set.status).toBe(200);
    expect(set.body.response).toMatchObject({ role_id: 3, role_name: 'Admin', first_name: 'Ada' });
    expect((await app.json('GET', '/api/users', undefined, set.body.token)).status).toBe(200);
    expect((await app.json('PUT', '/api/users/change-password', body, tokenOf(link))).status).toBe(401);
  });

  it('sets the role of an existing account, and refuses bad input', async () => {
    await createUser(db.dataSource, { email: 'someone@example.org', roleId: 1 });
    const result = await cli('--email=SOMEONE@example.org', '--role=editor', '--test-group');
    expect(result.out[0]).toMatch(/^Updated editor account someone@example.org/);
    expect(await db.dataSource.query(`SELECT role_id, test_group FROM users`)).toEqual([
      { role_id: 2, test_group: true },
    ]);
    expect((await cli('--email', 'x@example.org')).code).toBe(2);
    expect((await cli('--email', 'x@example.org', '--role', 'overlord')).code).toBe(2);
    expect((await cli('--email', 'not-an-email', '--role', 'user')).err).toEqual([
      'user:create failed: Please enter a valid email address',
    ]);
    expect(() => parseFlags(['--bogus'])).toThrow('unknown option --bogus');
  });
});
