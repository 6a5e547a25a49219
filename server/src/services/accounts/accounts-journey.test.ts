import { PUBLIC_URL, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { linkIn, tokenOf, useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

const MINUTE = 60_000;

describe('the account journey (REST, real SMTP, controlled clock)', () => {
  it('sign up -> mail -> verify (5:01 fails, 4:59 works) -> password -> login -> check-user -> change password -> reset -> reused link fails', async () => {
    // Sign up: the answer is the spec's text, and the verification mail arrives.
    const signup = await app.json('POST', '/api/users/signup', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.org',
      password: 'ignored',
      email_notifications: 1,
      url: 'https://evil.example/steal',
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({
      message: 'An email was sent to verify and enable your account. It will expire in 5 minutes',
    });
    const [first] = await smtp.waitFor(1);
    expect(first.to).toEqual(['ada@example.org']);
    expect(first.subject).toBe('Verify your SelecTree account');
    const firstLink = linkIn(first, `${PUBLIC_URL}/verify-account?token=`);
    expect(first.text).not.toContain('evil.example');
    expect(tokenOf(firstLink).length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    // 5:01 later the link is dead.
    app.clock.advance(5 * MINUTE + 1000);
    const late = await app.json('PUT', '/api/users/verify-account', { agreed: true }, tokenOf(firstLink));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This link is invalid or has expired. Please request a new one.');

    // Resend; 4:59 after it the new link works (the agreement is required).
    const resend = await app.json('POST', '/api/users/resend-verification', { email: 'ada@example.org' });
    expect(resend.status).toBe(200);
    const [, second] = await smtp.waitFor(2);
    const verifyToken = tokenOf(linkIn(second, `${PUBLIC_URL}/verify-account?token=`));
    app.clock.advance(4 * MINUTE + 59_000);
    const noAgreement = await app.json('PUT', '/api/users/verify-account', {}, verifyToken);
    expect(noAgreement.status).toBe(400);
    const verified = await app.json('PUT', '/api/users/verify-account', { agreed: true }, verifyToken);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Your account is verified. Please choose a password.');
    expect(verified.body.password_link).toBe(`${PUBLIC_URL}/reset-password?token=${verified.body.password_token}`);

    // No password yet: login fails like any wrong password.
    const early = await app.json('POST', '/api/auth/login', { email: 'ada@example.org', password: 'whatever' });
    expect(early.status).toBe(401);

    // Choose the password through the link: logged in at once.
    const chosen = await app.json(
      'PUT',
      '/api/users/change-password',
      { new_password: 'First-Password-1', confirm_password: 'First-Password-1' },
      verified.body.password_token,
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.message).toBe('Changed');
    expect(chosen.body.response).toMatchObject({
      email: 'Ada@Example.org',
      role_id: 1,
      role_name: 'User',
      email_notifications: 1,
    });

    // Login (e-mail in any case) and check-user.
    const login = await app.json('POST', '/api/auth/login', { email: 'ADA@example.org', password: 'First-Password-1' });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token: string = login.body.token;
    expect(login.body.response).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', token });
    expect(Object.keys(login.body.response)).not.toContain('password_hash');
    const check = await app.json('GET', '/api/users/check-user', undefined, token);
    expect(check.body).toMatchObject({ message: 'Success', response: { email: 'Ada@Example.org' } });
    expect(check.headers.get('cache-control')).toBe('no-store');

    // A second device, then change the password from the first: the second device's token dies.
    const otherDevice = (
      await app.json('POST', '/api/auth/login', { email: 'ada@example.org', password: 'First-Password-1' })
    ).body.token;
    const changed = await app.json(
      'PUT',
      '/api/users/change-password',
      {
        current_password: 'First-Password-1',
        new_password: 'Second-Password-2',
        confirm_password: 'Second-Password-2',
      },
      token,
    );
    expect(changed.body).toEqual({ message: 'Changed' });
    expect((await app.json('GET', '/api/users/check-user', undefined, otherDevice)).body).toEqual({
      message: 'Failed',
    });
    expect((await app.json('GET', '/api/users/check-user', undefined, token)).body.message).toBe('Success');
    expect(
      (await app.json('POST', '/api/auth/login', { email: 'ada@example.org', password: 'First-Password-1' })).status,
    ).toBe(401);

    // Reset: request twice (the second link voids the first), complete, then reuse fails.
    smtp.clear();
    const request = await app.json('POST', '/api/users/reset-password', {
      email: 'ada@example.org',
      url: 'https://evil.example',
    });
    expect(request.body).toEqual({
      message: 'If an account with that email exists the email was sent. Please check your inbox',
    });
    await app.json('POST', '/api/users/reset-password', { email: 'ada@example.org' });
    const [oldReset, newReset] = await smtp.waitFor(2);
    const oldToken = tokenOf(linkIn(oldReset, `${PUBLIC_URL}/reset-password?token=`));
    const resetToken = tokenOf(linkIn(newReset, `${PUBLIC_URL}/reset-password?token=`));
    const body = { new_password: 'Third-Password-3', confirm_password: 'Third-Password-3' };
    expect((await app.json('PUT', '/api/users/change-password', body, oldToken)).status).toBe(401);
    const reset = await app.json('PUT', '/api/users/change-password', body, resetToken);
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Changed');
    const freshToken: string = reset.body.token;
    expect((await app.json('GET', '/api/users/check-user', undefined, freshToken)).body.message).toBe('Success');
    // Every earlier session ended.
    expect((await app.json('GET', '/api/users/check-user', undefined, token)).body).toEqual({ message: 'Failed' });
    // The link works once.
    const reused = await app.json(
      'PUT',
      '/api/users/change-password',
      { new_password: 'Fourth-Password-4', confirm_password: 'Fourth-Password-4' },
      resetToken,
    );
    expect(reused.status).toBe(401);
    expect(
      (await app.json('POST', '/api/auth/login', { email: 'ada@example.org', password: 'Third-Password-3' })).status,
    ).toBe(200);

    // Logout kills the token on the next request.
    expect((await app.json('POST', '/api/auth/logout', undefined, freshToken)).status).toBe(200);
    expect((await app.json('GET', '/api/users/check-user', undefined, freshToken)).body).toEqual({ message: 'Failed' });
  });
});
