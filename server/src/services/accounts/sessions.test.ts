import { createUser, loginAs, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { hashToken } from '../../auth/tokens';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

const checkUser = (token: string) => app.json('GET', '/api/users/check-user', undefined, token);

describe('sessions', () => {
  it('store only the SHA-256 of a 256-bit random token', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    const token = await loginAs(app, 'user@example.org');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows: { token_hash: string }[] = await db.dataSource.query(`SELECT token_hash FROM sessions`);
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
    expect(JSON.stringify(await db.dataSource.query(`SELECT * FROM sessions`))).not.toContain(token);
  });

  it('a reset link used twice at the same moment works once', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    const asked = await app.json('POST', '/api/users/reset-password', { email: 'user@example.org' });
    expect(asked.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    const token = new URL(/https:\/\/selectree\.test\/reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get(
      'token',
    )!;
    const body = { new_password: 'Racing-Pass-1', confirm_password: 'Racing-Pass-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.json('PUT', '/api/users/change-password', body, token)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL`)).toEqual([
      { n: 1 },
    ]);
  });

  it('expire after 14 days', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    const token = await loginAs(app, 'user@example.org');
    app.clock.advance(13 * 24 * 3600_000);
    expect((await checkUser(token)).body.message).toBe('Success');
    app.clock.advance(2 * 24 * 3600_000);
    expect((await checkUser(token)).body).toEqual({ message: 'Failed' });
  });

  it('a demoted admin keeps no powers: the next request is refused and the sessions are ended', async () => {
    await createUser(db.dataSource, { email: 'boss@example.org', roleId: 3 });
    const demoted = await createUser(db.dataSource, { email: 'former@example.org', roleId: 3 });
    const boss = await loginAs(app, 'boss@example.org');
    const former = await loginAs(app, 'former@example.org');
    expect((await app.json('GET', '/api/users', undefined, former)).status).toBe(200);
    const change = await app.json('PUT', '/api/users/change-role', { user_id: demoted.id, role_id: 2 }, boss);
    expect(change.status).toBe(200);
    expect(change.body.response).toMatchObject({ role_id: 2, role_name: 'Editor' });
    expect((await app.json('GET', '/api/users', undefined, former)).status).toBe(401);
    expect((await checkUser(former)).body).toEqual({ message: 'Failed' });
    // Logged in again, the editor has an editor's powers only.
    const again = await loginAs(app, 'former@example.org');
    expect((await app.json('GET', '/api/users', undefined, again)).status).toBe(403);
  });

  it('a promotion takes effect on the next request without a new login', async () => {
    await createUser(db.dataSource, { email: 'boss@example.org', roleId: 3 });
    const user = await createUser(db.dataSource, { email: 'rising@example.org', roleId: 1 });
    const boss = await loginAs(app, 'boss@example.org');
    const rising = await loginAs(app, 'rising@example.org');
    expect((await app.json('GET', '/api/users', undefined, rising)).status).toBe(403);
    await app.json('PUT', '/api/users/change-role', { user_id: user.id, role_id: 3 }, boss);
    expect((await app.json('GET', '/api/users', undefined, rising)).status).toBe(200);
  });

  it('a disabled account keeps no powers and cannot log in', async () => {
    const user = await createUser(db.dataSource, { email: 'gone@example.org', roleId: 3 });
    const token = await loginAs(app, 'gone@example.org');
    await db.dataSource.query(`UPDATE users SET disabled = true WHERE id = $1`, [user.id]);
    expect((await app.json('GET', '/api/users', undefined, token)).status).toBe(401);
    expect((await checkUser(token)).body).toEqual({ message: 'Failed' });
    expect(
      (await app.json('POST', '/api/auth/login', { email: 'gone@example.org', password: 'Correct-Horse-9' })).status,
    ).toBe(401);
  });

  it('the last admin cannot be demoted, and role ids are checked', async () => {
    const only = await createUser(db.dataSource, { email: 'only@example.org', roleId: 3 });
    const token = await loginAs(app, 'only@example.org');
    const self = await app.json('PUT', '/api/users/change-role', { user_id: only.id, role_id: 1 }, token);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ message: 'There must be at least one admin' });
    const unknown = await app.json('PUT', '/api/users/change-role', { user_id: only.id, role_id: 7 }, token);
    expect(unknown.status).toBe(400);
    const missing = await app.json('PUT', '/api/users/change-role', { user_id: 999, role_id: 1 }, token);
    expect(missing.status).toBe(404);
  });

  it('authenticated answers are never cached; anonymous public ones keep their cache policy', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    const token = await loginAs(app, 'user@example.org');
    const health = await app.request('/api/health', { headers: { authorization: `Bearer ${token}` } });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const taxa = await app.request('/api/tree/taxons/1', { headers: { authorization: `Bearer ${token}` } });
    expect(taxa.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/users/check-user', '/api/auth/logout']) {
      const response = await app.request(path, { method: path.endsWith('logout') ? 'POST' : 'GET' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
