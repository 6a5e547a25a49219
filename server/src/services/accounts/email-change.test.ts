import {
  PUBLIC_URL,
  accountRowCounts,
  createUser,
  loginAs,
  resetDatabase,
  useAccountsApp,
} from '../../../test/helpers/accounts-app';
import { linkIn, tokenOf, useSmtpCapture, type CapturedMail } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

const HOUR = 3_600_000;
const CONFIRM = `${PUBLIC_URL}/confirm-email?token=`;
const CANCEL = `${PUBLIC_URL}/cancel-email-change?token=`;

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

/** Waits for the queued account e-mails of this process to be sent. */
async function mailsSettled(): Promise<CapturedMail[]> {
  await app.context().accountMail.idle();
  return smtp.messages;
}

const legacyEdit = (token: string, body: Record<string, unknown>) =>
  app.json(
    'PUT',
    '/api/users/edit',
    { first_name: 'Me', last_name: 'Myself', email: 'me@example.org', ...body },
    token,
  );

const EDIT = `mutation ($input: EditAccountInput!) {
  editAccount(input: $input) { user { email pendingEmail lastName } errors { field message } } }`;
const ME = `{ me { email pendingEmail } }`;

async function checkUser(token: string): Promise<string> {
  return (await app.json('GET', '/api/users/check-user', undefined, token)).body.message;
}

describe('issue 20.6: changing the e-mail address', () => {
  it('issue 20.6: a legacy PUT /users/edit body saves the other fields; the new address stays pending until its link is opened; the old one gets a cancel link; other sessions end', async () => {
    await createUser(db.dataSource, { email: 'me@example.org', firstName: 'Me' });
    const here = await loginAs(app, 'me@example.org');
    const elsewhere = await loginAs(app, 'me@example.org');

    const edited = await legacyEdit(here, { last_name: 'Renamed', email: 'New@Example.org' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      email: 'me@example.org',
      last_name: 'Renamed',
      pending_email: 'New@Example.org',
    });

    const mails = await smtp.waitFor(2);
    const confirmMail = mails.find((mail) => mail.to.includes('new@example.org'))!;
    const noticeMail = mails.find((mail) => mail.to.includes('me@example.org'))!;
    expect(confirmMail.subject).toBe('Confirm your new SelecTree e-mail address');
    expect(noticeMail.subject).toBe('Your SelecTree e-mail address is about to change');
    expect(noticeMail.text).toContain('New@Example.org');
    linkIn(noticeMail, CANCEL);
    const confirmToken = tokenOf(linkIn(confirmMail, CONFIRM));
    expect(confirmToken.length).toBeGreaterThanOrEqual(43);
    const stored: { token_hash: string; expires_at: Date }[] = await db.dataSource.query(
      `SELECT token_hash, expires_at FROM account_tokens WHERE purpose = 'email_change' AND used_at IS NULL AND voided_at IS NULL`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(confirmToken);
    expect(stored[0].expires_at.getTime() - app.clock.now().getTime()).toBe(24 * HOUR);

    // Until the link is opened the address is not the account's.
    expect(
      (await app.json('POST', '/api/auth/login', { email: 'new@example.org', password: 'Correct-Horse-9' })).status,
    ).toBe(401);
    expect(await checkUser(elsewhere)).toBe('Success');

    const confirmed = await app.json('POST', '/api/users/confirm-email', { token: confirmToken }, here);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: 'Your e-mail address is changed.',
      signed_in: true,
      response: { email: 'New@Example.org', pending_email: null },
    });
    expect(await checkUser(here)).toBe('Success'); // the session that confirmed goes on
    expect(await checkUser(elsewhere)).toBe('Failed'); // every other one ended
    const again = await app.json('POST', '/api/users/confirm-email', { token: confirmToken });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This link is invalid or has expired.');
    expect(
      (await app.json('POST', '/api/auth/login', { email: 'new@example.org', password: 'Correct-Horse-9' })).status,
    ).toBe(200);
  });

  it('issue 20.6: GraphQL editAccount needs the current password for an e-mail change; a wrong one is a field error and nothing changes', async () => {
    await createUser(db.dataSource, { email: 'me@example.org' });
    const token = await loginAs(app, 'me@example.org');
    const input = { firstName: 'Me', lastName: 'Changed', email: 'new@example.org' };
    const before = await accountRowCounts(db.dataSource);

    const missing = await app.graphql(EDIT, { input }, token);
    expect(missing.body.data.editAccount).toEqual({
      user: null,
      errors: [{ field: 'currentPassword', message: 'Enter your current password to change your e-mail address' }],
    });
    const wrong = await app.graphql(EDIT, { input: { ...input, currentPassword: 'Not-The-Password-1' } }, token);
    expect(wrong.body.data.editAccount.errors).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM account_mail_jobs`)).toEqual([{ n: 0 }]);

    // Names alone need no password.
    const names = await app.graphql(EDIT, { input: { ...input, email: 'me@example.org' } }, token);
    expect(names.body.data.editAccount).toEqual({
      user: { email: 'me@example.org', pendingEmail: null, lastName: 'Changed' },
      errors: [],
    });

    const right = await app.graphql(EDIT, { input: { ...input, currentPassword: 'Correct-Horse-9' } }, token);
    expect(right.body.data.editAccount).toEqual({
      user: { email: 'me@example.org', pendingEmail: 'new@example.org', lastName: 'Changed' },
      errors: [],
    });
    expect((await mailsSettled()).flatMap((mail) => mail.to).sort()).toEqual(['me@example.org', 'new@example.org']);
    // A legacy edit that sends the current address again leaves the pending change alone.
    await legacyEdit(token, {});
    expect((await app.graphql(ME, {}, token)).body.data.me).toEqual({
      email: 'me@example.org',
      pendingEmail: 'new@example.org',
    });
  });

  it('issue 20.6: a taken address gets the same answer as a free one, its owner is told someone tried, and the change can never happen', async () => {
    await createUser(db.dataSource, { email: 'taken@example.org', firstName: 'Owner' });
    await createUser(db.dataSource, { email: 'me@example.org' });
    await createUser(db.dataSource, { email: 'you@example.org' });
    const me = await loginAs(app, 'me@example.org');
    const you = await loginAs(app, 'you@example.org');

    const toTaken = await legacyEdit(me, { email: 'TAKEN@example.org' });
    const toFree = await legacyEdit(you, { email: 'free@example.org' });
    expect(toTaken.status).toBe(toFree.status);
    expect(Object.keys(toTaken.body).sort()).toEqual(Object.keys(toFree.body).sort());
    expect(toTaken.body.pending_email).toBe('TAKEN@example.org');
    expect(JSON.stringify(toTaken.body)).not.toContain('already in use');
    const viaGraphql = await app.graphql(
      EDIT,
      {
        input: { firstName: 'Me', lastName: 'Myself', email: 'taken@example.org', currentPassword: 'Correct-Horse-9' },
      },
      me,
    );
    expect(viaGraphql.body.data.editAccount).toEqual({
      user: { email: 'me@example.org', pendingEmail: 'TAKEN@example.org', lastName: 'Myself' },
      errors: [],
    });

    const mails = await mailsSettled();
    const toOwner = mails.filter((mail) => mail.to.includes('taken@example.org'));
    expect(toOwner.length).toBeGreaterThan(0);
    for (const mail of toOwner) {
      expect(mail.subject).toBe('Your SelecTree e-mail address');
      expect(mail.text).toContain('Someone asked to use this e-mail address for another SelecTree account');
      expect(mail.text).not.toContain(PUBLIC_URL);
    }
    // The old address is told in both cases, the same way.
    expect(mails.filter((mail) => mail.to.includes('me@example.org'))[0].subject).toBe(
      mails.filter((mail) => mail.to.includes('you@example.org'))[0].subject,
    );
    const live: { n: number }[] = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM account_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.email = 'me@example.org' AND t.purpose = 'email_change'`,
    );
    expect(live).toEqual([{ n: 0 }]); // no link exists that could take the address
  });

  it('issue 20.6: the cancel link sent to the old address drops a pending change, and undoes a confirmed one (every session ends)', async () => {
    await createUser(db.dataSource, { email: 'me@example.org' });
    const token = await loginAs(app, 'me@example.org');

    await legacyEdit(token, { email: 'first@example.org' });
    let mails = await smtp.waitFor(2);
    const cancel1 = tokenOf(
      linkIn(
        mails.find((m) => m.to.includes('me@example.org'))!,
        CANCEL,
      ),
    );
    const confirm1 = tokenOf(
      linkIn(
        mails.find((m) => m.to.includes('first@example.org'))!,
        CONFIRM,
      ),
    );
    const cancelled = await app.json('POST', '/api/users/cancel-email-change', { token: cancel1 });
    expect(cancelled.body).toEqual({
      message: 'The e-mail change is cancelled. Your address stays as it was.',
      outcome: 'cancelled',
    });
    expect((await app.json('POST', '/api/users/confirm-email', { token: confirm1 })).status).toBe(401);

    smtp.clear();
    await legacyEdit(token, { email: 'second@example.org' });
    mails = await smtp.waitFor(2);
    const cancel2 = tokenOf(
      linkIn(
        mails.find((m) => m.to.includes('me@example.org'))!,
        CANCEL,
      ),
    );
    const confirm2 = tokenOf(
      linkIn(
        mails.find((m) => m.to.includes('second@example.org'))!,
        CONFIRM,
      ),
    );
    const confirmed = await app.json('POST', '/api/users/confirm-email', { token: confirm2 }); // another browser
    expect(confirmed.body).toMatchObject({ signed_in: false, response: { email: 'second@example.org' } });
    expect(await checkUser(token)).toBe('Failed'); // not the account's session: every session ended
    const second = await loginAs(app, 'second@example.org');

    const undone = await app.graphql(
      `mutation ($t: String!) { cancelEmailChange(token: $t) { message errors { message } } }`,
      { t: cancel2 },
    );
    expect(undone.body.data.cancelEmailChange).toEqual({
      message: 'The e-mail change is undone: your account has its previous address again and every session has ended.',
      errors: [],
    });
    expect(await checkUser(second)).toBe('Failed');
    expect(
      (await app.json('POST', '/api/auth/login', { email: 'me@example.org', password: 'Correct-Horse-9' })).status,
    ).toBe(200);
    const reused = await app.json('POST', '/api/users/cancel-email-change', { token: cancel2 });
    expect(reused.status).toBe(401);
  });

  it('issue 20.6: the account screen resends (a new link, the old one dead) and discards the pending change; it lapses after 24 hours', async () => {
    await createUser(db.dataSource, { email: 'me@example.org' });
    const token = await loginAs(app, 'me@example.org');
    await legacyEdit(token, { email: 'new@example.org' });
    const first = tokenOf(
      linkIn(
        (await smtp.waitFor(2)).find((m) => m.to.includes('new@example.org'))!,
        CONFIRM,
      ),
    );

    const resent = await app.graphql(
      `mutation { resendEmailChange { user { pendingEmail } errors { message } } }`,
      {},
      token,
    );
    expect(resent.body.data.resendEmailChange).toEqual({ user: { pendingEmail: 'new@example.org' }, errors: [] });
    const toNew = (await smtp.waitFor(4)).filter((m) => m.to.includes('new@example.org'));
    const second = tokenOf(linkIn(toNew[1], CONFIRM));
    expect((await app.json('POST', '/api/users/confirm-email', { token: first })).status).toBe(401);

    const discarded = await app.graphql(`mutation { discardEmailChange { user { pendingEmail } } }`, {}, token);
    expect(discarded.body.data.discardEmailChange.user.pendingEmail).toBeNull();
    expect((await app.json('POST', '/api/users/confirm-email', { token: second })).status).toBe(401);
    const nothing = await app.graphql(`mutation { resendEmailChange { errors { message } } }`, {}, token);
    expect(nothing.body.data.resendEmailChange.errors).toEqual([{ message: 'There is no pending e-mail change.' }]);

    smtp.clear();
    await legacyEdit(token, { email: 'later@example.org' });
    const late = tokenOf(
      linkIn(
        (await smtp.waitFor(2)).find((m) => m.to.includes('later@example.org'))!,
        CONFIRM,
      ),
    );
    app.clock.advance(24 * HOUR + 1000);
    expect((await app.graphql(ME, {}, token)).body.data.me.pendingEmail).toBeNull();
    expect((await app.json('POST', '/api/users/confirm-email', { token: late })).status).toBe(401);
  });
});
