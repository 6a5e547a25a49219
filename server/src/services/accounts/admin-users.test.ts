import {
  PUBLIC_URL,
  accountRowCounts,
  createUser,
  loginAs,
  resetDatabase,
  useAccountsApp,
} from '../../../test/helpers/accounts-app';
import { linkIn, tokenOf, useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let admin: string;

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
  await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3, firstName: 'Ad', lastName: 'Min' });
  admin = await loginAs(app, 'admin@example.org');
});

describe('users, roles and search', () => {
  it('list the accounts in the legacy shape, with paging and a total', async () => {
    await createUser(db.dataSource, { email: 'editor@example.org', roleId: 2, emailNotifications: true });
    const response = await app.json('GET', '/api/users', undefined, admin);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.body[1]).toEqual({
      id: expect.any(Number),
      user_id: response.body[1].id,
      first_name: 'Test',
      last_name: 'User',
      email: 'editor@example.org',
      post_nominal: null,
      organization: null,
      role_id: 2,
      role_name: 'Editor',
      email_notifications: 1,
      verified: true,
      disabled: false,
      test_group: 0,
      created_at: expect.any(String),
    });
    const page = await app.json('GET', '/api/users?limit=1&offset=1', undefined, admin);
    expect(page.body.map((u: { email: string }) => u.email)).toEqual(['editor@example.org']);
    expect((await app.json('GET', '/api/users/roles', undefined, admin)).body).toEqual([
      { role_id: 1, role_name: 'User' },
      { role_id: 2, role_name: 'Editor' },
      { role_id: 3, role_name: 'Admin' },
    ]);
  });

  it('search by e-mail, case-insensitive, with % and _ taken literally', async () => {
    await createUser(db.dataSource, { email: 'Jane_Doe@example.org' });
    await createUser(db.dataSource, { email: 'janexdoe@example.org' });
    await createUser(db.dataSource, { email: '100%tree@example.org' });
    const search = async (text: string) =>
      (await app.json('POST', '/api/users/search', { search: text }, admin)).body.map(
        (u: { email: string }) => u.email,
      );
    expect(await search('JANE')).toEqual(['Jane_Doe@example.org', 'janexdoe@example.org']);
    expect(await search('jane_')).toEqual(['Jane_Doe@example.org']);
    expect(await search('%')).toEqual(['100%tree@example.org']);
    expect(await search("' OR 1=1 --")).toEqual([]);
  });
});

describe('invitations', () => {
  it('e-mail an invitation; the invitee accepts the agreement, chooses a password and is logged in', async () => {
    const response = await app.json(
      'POST',
      '/api/users/invite',
      { email: 'Invitee@Example.org', first_name: 'In', last_name: 'Vitee' },
      admin,
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'Invitation sent.',
      response: { email: 'Invitee@Example.org', role_id: 1 },
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('You are invited to SelecTree');
    const link = linkIn(mail, `${PUBLIC_URL}/verify-account?token=`);

    // An invitation lasts longer than a sign-up link (72 hours).
    app.clock.advance(48 * 3600_000);
    const verified = await app.json('PUT', '/api/users/verify-account', { agreed: true }, tokenOf(link));
    expect(verified.status).toBe(200);
    const set = await app.json(
      'PUT',
      '/api/users/change-password',
      { new_password: 'Invited-Pass-1', confirm_password: 'Invited-Pass-1' },
      verified.body.password_token,
    );
    expect(set.body).toMatchObject({ message: 'Changed', response: { first_name: 'In', last_name: 'Vitee' } });
    expect((await app.json('GET', '/api/users/check-user', undefined, set.body.token)).body.message).toBe('Success');
  });

  it('refuse an address that has an account, and keep nothing when the mail server refuses', async () => {
    const taken = await app.json('POST', '/api/users/invite', { email: 'ADMIN@example.org' }, admin);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'An account with that email already exists' });

    const before = await accountRowCounts(db.dataSource);
    smtp.policy = () => ({ accept: false, code: 550, message: 'No such mailbox' });
    const refused = await app.json('POST', '/api/users/invite', { email: 'nobody@example.org' }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Could not send invite. Please double check the email address.');
    smtp.policy = () => ({ accept: false, code: 421 });
    const unavailable = await app.json('POST', '/api/users/invite', { email: 'nobody@example.org' }, admin);
    expect(unavailable.status).toBe(503); // the client shows its invite failure text for any error
    expect(unavailable.headers.get('retry-after')).toBe('5');
    expect(await accountRowCounts(db.dataSource)).toEqual(before);

    const blank = await app.json('POST', '/api/users/invite', { email: '' }, admin);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Email is required');
  });
});

describe('the own account', () => {
  it('edits names, post nominal and organization; a new e-mail only becomes pending', async () => {
    await createUser(db.dataSource, { email: 'taken@example.org' });
    await createUser(db.dataSource, { email: 'me@example.org' });
    const me = await loginAs(app, 'me@example.org');
    const edit = (body: Record<string, unknown>) =>
      app.json(
        'PUT',
        '/api/users/edit',
        { first_name: 'Me', last_name: 'Myself', email: 'me@example.org', ...body },
        me,
      );

    const ok = await edit({
      post_nominal: 'ISA Certified Arborist',
      organization: '  Urban Forest Ecosystems Institute ',
    });
    expect(ok.body).toMatchObject({
      first_name: 'Me',
      last_name: 'Myself',
      post_nominal: 'ISA Certified Arborist',
      organization: 'Urban Forest Ecosystems Institute',
    });
    expect(smtp.messages).toHaveLength(0);

    // A taken address: no "already in use" (issue 20.6); it only becomes pending, like any other.
    const taken = await edit({ email: 'TAKEN@example.org' });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ email: 'me@example.org', pending_email: 'TAKEN@example.org' });
    await smtp.waitFor(2); // the notice to me@, the note to taken@ (email-change.test.ts has the flow)
    const blank = await edit({ first_name: '', last_name: '', email: 'x' });
    expect(blank.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
    ]);
  });

  it('sets the e-mail notification setting', async () => {
    await createUser(db.dataSource, { email: 'me@example.org' });
    const me = await loginAs(app, 'me@example.org');
    const on = await app.json('PUT', '/api/users/settings', { email_notifications: 1 }, me);
    expect(on.body).toMatchObject({ success: true, response: { email_notifications: 1 } });
    const off = await app.json('PUT', '/api/users/settings', { email_notifications: false }, me);
    expect(off.body.response.email_notifications).toBe(0);
    expect((await app.json('PUT', '/api/users/settings', { email_notifications: 'maybe' }, me)).status).toBe(400);
  });

  it('sign-up needs first name, last name and a valid e-mail', async () => {
    const response = await app.json('POST', '/api/users/signup', { first_name: ' ', email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(smtp.messages).toHaveLength(0);
  });
});
