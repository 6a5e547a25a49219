import http from 'node:http';
import { PUBLIC_URL, createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { linkIn, useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

const login = (email: string, password: string) => app.json('POST', '/api/auth/login', { email, password });

describe('login brute force (REST)', () => {
  it('answers 429 with Retry-After on the 6th wrong password in 15 minutes', async () => {
    await createUser(db.dataSource, { email: 'victim@example.org' });
    for (let i = 0; i < 5; i++) {
      const wrong = await login('victim@example.org', `guess-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    }
    const sixth = await login('victim@example.org', 'guess-6');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login('victim@example.org', 'Correct-Horse-9')).status).toBe(429);
    // Another account from the same address is not affected.
    await createUser(db.dataSource, { email: 'other@example.org' });
    expect((await login('other@example.org', 'Correct-Horse-9')).status).toBe(200);
  });

  it('does not spend the budget on successful logins', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    for (let i = 0; i < 4; i++) expect((await login('user@example.org', 'wrong')).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await login('user@example.org', 'Correct-Horse-9')).status).toBe(200);
    expect((await login('user@example.org', 'wrong')).status).toBe(401); // the 5th failure
    expect((await login('user@example.org', 'wrong')).status).toBe(429);
  });

  it('counts unknown e-mails the same way', async () => {
    for (let i = 0; i < 5; i++) expect((await login('ghost@example.org', 'x')).status).toBe(401);
    expect((await login('ghost@example.org', 'x')).status).toBe(429);
  });
});

describe('no account enumeration', () => {
  beforeEach(async () => {
    await createUser(db.dataSource, { email: 'known@example.org' });
    await createUser(db.dataSource, { email: 'pending@example.org', verified: false, password: null });
  });

  it('login: unknown e-mail, wrong password, unverified and disabled accounts answer alike', async () => {
    await createUser(db.dataSource, { email: 'disabled@example.org', disabled: true });
    const answers = [
      await login('nobody@example.org', 'Correct-Horse-9'),
      await login('known@example.org', 'Wrong-Horse-9'),
      await login('pending@example.org', 'Correct-Horse-9'),
      await login('disabled@example.org', 'Correct-Horse-9'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('reset requests, sign-ups and verification resends answer the same for known and unknown addresses', async () => {
    const forms: [string, (email: string) => unknown][] = [
      ['/api/users/reset-password', (email) => ({ email })],
      ['/api/users/signup', (email) => ({ first_name: 'A', last_name: 'B', email })],
      ['/api/users/resend-verification', (email) => ({ email })],
    ];
    for (const [path, body] of forms) {
      const known = await app.json('POST', path, body('known@example.org'));
      const pending = await app.json('POST', path, body('pending@example.org'));
      const unknown = await app.json('POST', path, body(`nobody-${path.length}@example.org`));
      expect(known.status).toBe(unknown.status);
      expect(pending.status).toBe(unknown.status);
      expect(known.body).toEqual(unknown.body);
      expect(pending.body).toEqual(unknown.body);
    }
    // What the mailboxes got (sent after the answers, by the account mail jobs): the known account a
    // reset link and a note; the pending one its verification link (never a reset link before the agreement).
    await app.context().accountMail.idle();
    const toKnown = smtp.messages.filter((m) => m.to.includes('known@example.org')).map((m) => m.subject);
    expect(toKnown).toEqual(['Reset your SelecTree password', 'Your SelecTree account']);
    const toPending = smtp.messages.filter((m) => m.to.includes('pending@example.org')).map((m) => m.subject);
    expect(toPending).toEqual(Array(3).fill('Verify your SelecTree account'));
  });
});

describe('rate limits on sign-up, reset, resend and link tokens', () => {
  it('answers 429 with Retry-After when a budget is spent', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await app.json('POST', '/api/users/reset-password', { email: 'a@example.org' })).status).toBe(200);
    }
    const reset = await app.json('POST', '/api/users/reset-password', { email: 'a@example.org' });
    expect(reset.status).toBe(429);
    expect(reset.headers.get('retry-after')).toMatch(/^\d+$/);

    for (let i = 0; i < 5; i++) await app.json('POST', '/api/users/resend-verification', { email: 'b@example.org' });
    expect((await app.json('POST', '/api/users/resend-verification', { email: 'b@example.org' })).status).toBe(429);

    for (let i = 0; i < 30; i++) {
      expect((await app.json('PUT', '/api/users/verify-account', { agreed: true }, `forged-${i}`)).status).toBe(401);
    }
    expect((await app.json('PUT', '/api/users/verify-account', { agreed: true }, 'forged')).status).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    await app.limits.reset();
    let status = 0;
    let count = 0;
    while (status !== 429 && count < 100) {
      status = (
        await app.json('POST', '/api/users/signup', {
          first_name: 'A',
          last_name: 'B',
          email: `s${count++}@example.org`,
        })
      ).status;
    }
    expect(status).toBe(429);
    expect(count).toBe(21);
  });
});

describe('links', () => {
  it('use PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    await createUser(db.dataSource, { email: 'known@example.org' });
    const url = new URL(app.baseUrl);
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/users/reset-password',
          method: 'POST',
          headers: {
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'http',
            'content-type': 'application/json',
          },
        },
        (response) => {
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email: 'known@example.org', url: 'http://evil.example/reset' }));
    });
    const [mail] = await smtp.waitFor(1);
    expect(linkIn(mail, `${PUBLIC_URL}/reset-password?token=`)).toBeTruthy();
    expect(mail.text + mail.html).not.toContain('evil.example');
  });
});
