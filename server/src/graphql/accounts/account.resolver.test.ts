import {
  PUBLIC_URL,
  accountRowCounts,
  createUser,
  resetDatabase,
  useAccountsApp,
} from '../../../test/helpers/accounts-app';
import { linkIn, tokenOf, useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { GRAPHQL_LIMITS } from '../armor';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

const USER_FIELDS = 'id firstName lastName email postNominal organization roleId roleName emailNotifications verified';

describe('GraphQL accounts: the same operations as /api/users', () => {
  it('sign up, verify, choose a password, log in, read me, edit, settings, change password, log out', async () => {
    const signup = await app.graphql(
      `mutation ($input: SignupInput!) { signup(input: $input) { message errors { field message } } }`,
      { input: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', emailNotifications: true } },
    );
    expect(signup.body.data.signup).toEqual({
      message: 'An email was sent to verify and enable your account. It will expire in 5 minutes',
      errors: [],
    });
    const [mail] = await smtp.waitFor(1);
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/verify-account?token=`));

    const verify = await app.graphql(
      `mutation ($input: VerifyAccountInput!) { verifyAccount(input: $input) { message passwordToken errors { field message } } }`,
      { input: { token, agreed: true } },
    );
    const passwordToken = verify.body.data.verifyAccount.passwordToken;
    expect(passwordToken).toEqual(expect.any(String));

    const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } errors { field message } } }`;
    const weak = await app.graphql(RESET, {
      input: { token: passwordToken, newPassword: 'short', confirmPassword: 'other' },
    });
    expect(weak.body.data.resetPassword.errors).toEqual([
      { field: 'newPassword', message: 'Password must include at least one uppercase character' },
      { field: 'newPassword', message: 'Passwords must include at least one number' },
      { field: 'newPassword', message: 'Passwords must include at least one special character' },
      { field: 'newPassword', message: 'Passwords must have at least 9 characters' },
      { field: 'newPassword', message: 'Password must be at least 20 characters long' },
      { field: 'confirmPassword', message: 'Passwords must match' },
    ]);
    const reset = await app.graphql(RESET, {
      input: { token: passwordToken, newPassword: 'Cobol-1959!', confirmPassword: 'Cobol-1959!' },
    });
    expect(reset.body.data.resetPassword).toMatchObject({ user: { email: 'grace@example.org' }, errors: [] });

    const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } errors { field message } } }`;
    const login = await app.graphql(LOGIN, { input: { email: 'GRACE@example.org', password: 'Cobol-1959!' } });
    const session: string = login.body.data.login.token;
    expect(login.body.data.login.user).toMatchObject({
      roleId: 1,
      roleName: 'User',
      emailNotifications: true,
      verified: true,
    });

    const me = await app.graphql(`{ me { ${USER_FIELDS} } }`, {}, session);
    expect(me.body.data.me.email).toBe('grace@example.org');
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await app.graphql(`{ me { id } }`)).body.data.me).toBeNull();

    const edit = await app.graphql(
      `mutation ($input: EditAccountInput!) { editAccount(input: $input) { user { firstName postNominal organization } errors { field message } } }`,
      {
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.org',
          postNominal: 'PhD',
          organization: 'US Navy',
        },
      },
      session,
    );
    expect(edit.body.data.editAccount).toEqual({
      user: { firstName: 'Grace', postNominal: 'PhD', organization: 'US Navy' },
      errors: [],
    });
    const blank = await app.graphql(
      `mutation ($input: EditAccountInput!) { editAccount(input: $input) { user { id } errors { field message } } }`,
      { input: { firstName: ' ', lastName: 'Hopper', email: 'nope' } },
      session,
    );
    expect(blank.body.data.editAccount.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    // Mass assignment: the input has no role field; GraphQL refuses unknown fields before running.
    const sneaky = await app.graphql(
      `mutation { editAccount(input: { firstName: "G", lastName: "H", email: "grace@example.org", roleId: 3 }) { user { roleId } } }`,
      {},
      session,
    );
    expect(sneaky.status).toBe(400);

    const settings = await app.graphql(
      `mutation { updateSettings(emailNotifications: false) { user { emailNotifications } errors { message } } }`,
      {},
      session,
    );
    expect(settings.body.data.updateSettings.user.emailNotifications).toBe(false);

    const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message errors { field message } } }`;
    const wrong = await app.graphql(
      CHANGE,
      { input: { currentPassword: 'nope', newPassword: 'Fortran-1957!', confirmPassword: 'Fortran-1957!' } },
      session,
    );
    expect(wrong.body.data.changePassword).toEqual({
      message: 'Failed',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    const changed = await app.graphql(
      CHANGE,
      { input: { currentPassword: 'Cobol-1959!', newPassword: 'Fortran-1957!', confirmPassword: 'Fortran-1957!' } },
      session,
    );
    expect(changed.body.data.changePassword).toEqual({ message: 'Changed', errors: [] });

    expect((await app.graphql(`mutation { logout }`, {}, session)).body.data.logout).toBe(true);
    expect((await app.graphql(`{ me { id } }`, {}, session)).body.data.me).toBeNull();
  });

  it('answers UNAUTHENTICATED and FORBIDDEN from the authChecker', async () => {
    await createUser(db.dataSource, { email: 'user@example.org' });
    const anonymous = await app.graphql(`{ users { id } }`);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const login = await app.json('POST', '/api/auth/login', { email: 'user@example.org', password: 'Correct-Horse-9' });
    const forbidden = await app.graphql(`{ users { id } }`, {}, login.body.token);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const ownTestGroup = await app.graphql(`{ me { id testGroup } }`, {}, login.body.token);
    expect(ownTestGroup.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('GraphQL admin forms', () => {
  it('sendBulkEmail and inviteUser answer their problems in the payload', async () => {
    await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3 });
    await createUser(db.dataSource, { email: 'a@example.org' });
    const token = (
      await app.json('POST', '/api/auth/login', { email: 'admin@example.org', password: 'Correct-Horse-9' })
    ).body.token;
    const SEND = `mutation ($input: SendBulkEmailInput!) {
      sendBulkEmail(input: $input) { success message totalSent failures details { status email } errors { field message } } }`;
    const noSubject = await app.graphql(
      SEND,
      { input: { audience: 'SINGLE', recipients: ['a@example.org'], subject: '' } },
      token,
    );
    expect(noSubject.body.data.sendBulkEmail).toMatchObject({
      success: false,
      errors: [{ field: 'subject', message: 'Error: Subject is required' }],
    });
    const noRecipient = await app.graphql(
      SEND,
      { input: { audience: 'SINGLE', subject: 'Hi', textContent: 'Hello' } },
      token,
    );
    expect(noRecipient.body.data.sendBulkEmail.errors).toEqual([
      { field: 'email', message: 'Error: Recipient email is required' },
    ]);
    const sent = await app.graphql(
      SEND,
      { input: { audience: 'SINGLE', recipients: ['a@example.org'], subject: 'Hi', textContent: 'Hello' } },
      token,
    );
    expect(sent.body.data.sendBulkEmail).toEqual({
      success: true,
      message: 'Email sent',
      totalSent: 1,
      failures: 0,
      details: [{ status: 'sent', email: 'a@example.org' }],
      errors: [],
    });
    const taken = await app.graphql(
      `mutation { inviteUser(input: { email: "ADMIN@example.org" }) { user { id } errors { field message } } }`,
      {},
      token,
    );
    expect(taken.body.data.inviteUser).toEqual({
      user: null,
      errors: [{ field: 'email', message: 'An account with that email already exists' }],
    });
  });
});

describe('GraphQL login brute force', () => {
  const aliases = (count: number, prefix = 'guess') =>
    Array.from(
      { length: count },
      (_, i) =>
        `a${i}: login(input: { email: "victim@example.org", password: "${prefix}-${i}" }) { token errors { message } }`,
    ).join('\n');

  it('counts each alias as one attempt: five wrong aliases spend the whole budget', async () => {
    await createUser(db.dataSource, { email: 'victim@example.org' });
    const five = await app.graphql(`mutation { ${aliases(5)} }`);
    for (let i = 0; i < 5; i++) {
      expect(five.body.data[`a${i}`]).toEqual({ token: null, errors: [{ message: 'Invalid email or password' }] });
    }
    // The 6th attempt, even with the right password and over REST, is refused with Retry-After.
    const right = await app.json('POST', '/api/auth/login', {
      email: 'victim@example.org',
      password: 'Correct-Horse-9',
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('refuses the 6th alias of one request with RATE_LIMITED and Retry-After', async () => {
    await createUser(db.dataSource, { email: 'victim@example.org' });
    const response = await app.graphql(`mutation { ${aliases(7)} }`);
    const limited = response.body.errors.filter(
      (e: { extensions: { code: string } }) => e.extensions.code === 'RATE_LIMITED',
    );
    expect(limited[0]).toMatchObject({
      path: ['a5'],
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GraphQL limits (rejected before any resolver runs)', () => {
  /** Evidence that nothing ran: no rows, no mail, and the login budget untouched. */
  async function expectRejected(query: string, pattern: RegExp) {
    await createUser(db.dataSource, { email: 'victim@example.org' });
    const before = await accountRowCounts(db.dataSource);
    const response = await app.graphql(query);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors.map((e: { message: string }) => e.message).join('\n')).toMatch(pattern);
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
    const login = await app.graphql(
      `mutation { a: login(input: { email: "victim@example.org", password: "wrong" }) { errors { message } } }`,
    );
    expect(login.body.errors).toBeUndefined(); // 5 wrong logins in the query were never tried
  }

  it('limits depth', async () => {
    let selection = `signup(input: { firstName: "A", lastName: "B", email: "deep@example.org" }) { message }
      ${Array.from({ length: 5 }, (_, i) => `l${i}: login(input: { email: "victim@example.org", password: "x" }) { token }`).join(' ')}`;
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth; i++) selection = `... on Mutation { ${selection} }`;
    await expectRejected(`mutation { ${selection} }`, /depth limit/i);
  });

  it('limits aliases', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) =>
      i < 5
        ? `l${i}: login(input: { email: "victim@example.org", password: "x" }) { token }`
        : `s${i}: signup(input: { firstName: "A", lastName: "B", email: "a${i}@example.org" }) { message }`,
    ).join('\n');
    await expectRejected(`mutation { ${aliases} }`, /aliases limit/i);
  });

  it('counts __typename aliases too', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `t${i}: __typename`).join(' ');
    await expectRejected(`{ ${aliases} }`, /aliases limit/i);
    const within = await app.graphql(`{ ${aliases.split(' ').slice(1).join(' ')} }`);
    expect(within.body.errors).toBeUndefined();
  });

  it('limits tokens', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'id').join(' ');
    await expectRejected(`{ me { ${fields} } }`, /2000 tokens/);
  });

  it('limits cost', async () => {
    let selection = 'id '.repeat(500);
    for (let i = 0; i < 5; i++) selection = `... on User { ${selection} }`;
    await expectRejected(`query { users { ${selection} } }`, /cost limit/i);
  });

  it('does not take batched operations', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('GraphQL in production', () => {
  const production = useAccountsApp(db, smtp, { env: { NODE_ENV: 'production' } });

  it('has no introspection, no field suggestions and no stack traces', async () => {
    const introspection = await production.graphql(`{ __schema { types { name } } }`);
    expect(introspection.status).toBe(400);
    expect(JSON.stringify(introspection.body)).not.toContain('"types"');

    const typo = await production.graphql(`{ mee { id } }`);
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/i);
    const development = await app.graphql(`{ mee { id } }`);
    expect(JSON.stringify(development.body)).toMatch(/Did you mean .*me/);

    for (const body of [introspection.body, typo.body, (await production.graphql(`{ users { id } }`)).body]) {
      for (const error of body.errors) expect(error.extensions?.stacktrace).toBeUndefined();
    }
  });
});
