import type { User } from '../../entities';
import { createSession } from '../../auth/sessions';
import {
  type AccountsApp,
  accountRowCounts,
  createUser,
  loginAs,
  resetDatabase,
  useAccountsApp,
} from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Every writing /api path and every GraphQL mutation (and admin query) of the accounts area, tried
 * as anonymous, user (1), editor (2) and admin (3). Refused calls answer 401/403 (UNAUTHENTICATED /
 * FORBIDDEN) and change nothing: the account tables' row counts and content digest, and the mail
 * server, are compared before and after.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

type Role = 'anonymous' | 'user' | 'editor' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'editor', 'admin'];
const LEVEL: Record<Role, number> = { anonymous: 0, user: 1, editor: 2, admin: 3 };

let tokens: Record<Role, string | undefined>;
let target: User;
/** A live API key's id (issue 26.6): what revokeApiKey is tried on. */
let apiKeyId: number;
let counter = 0;
const fresh = () => `new${++counter}@example.org`;

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
  const user = await createUser(db.dataSource, { email: 'user@example.org', roleId: 1 });
  const editor = await createUser(db.dataSource, { email: 'editor@example.org', roleId: 2 });
  const admin = await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3 });
  await createUser(db.dataSource, {
    email: 'admin2@example.org',
    roleId: 3,
    emailNotifications: true,
    testGroup: true,
  });
  target = await createUser(db.dataSource, { email: 'target@example.org', roleId: 1, emailNotifications: true });
  await db.dataSource.query(`TRUNCATE api_keys RESTART IDENTITY`);
  [{ id: apiKeyId }] = await db.dataSource.query(
    `INSERT INTO api_keys (name, owner_email, key_hash, prefix) VALUES ('Partner', 'p@example.org', md5('k'), 'st_partner') RETURNING id`,
  );
  // Sessions made directly (login itself is tested elsewhere); the app resolves them like any other.
  const session = (id: number) => createSession(db.dataSource, id, app.clock.now());
  tokens = {
    anonymous: undefined,
    user: await session(user.id),
    editor: await session(editor.id),
    admin: await session(admin.id),
  };
});

interface Outcome {
  status: number;
  /** GraphQL error code of the first error, if any. */
  code?: string;
}

interface Operation {
  name: string;
  /** Lowest role allowed (1 = any signed-in user, 3 = admin). */
  minimum: number;
  call(app: AccountsApp, token: string | undefined): Promise<Outcome>;
}

function rest(method: string, path: string, body: () => unknown): Operation['call'] {
  return async (app, token) => ({ status: (await app.json(method, path, body(), token)).status });
}

function gql(query: string, variables: () => Record<string, unknown> = () => ({})): Operation['call'] {
  return async (app, token) => {
    const response = await app.graphql(query, variables(), token);
    return { status: response.status, code: response.body.errors?.[0]?.extensions?.code };
  };
}

const password = (current = 'Correct-Horse-9') => ({
  current_password: current,
  new_password: 'Brand-New-Pass-1',
  confirm_password: 'Brand-New-Pass-1',
});

const RESTRICTED: Operation[] = [
  // own account (any signed-in user)
  {
    name: 'PUT /api/users/edit',
    minimum: 1,
    call: rest('PUT', '/api/users/edit', () => ({ first_name: 'New', last_name: 'Name', email: fresh() })),
  },
  {
    name: 'PUT /api/users/change-password',
    minimum: 1,
    call: rest('PUT', '/api/users/change-password', () => password()),
  },
  {
    name: 'PUT /api/users/settings',
    minimum: 1,
    call: rest('PUT', '/api/users/settings', () => ({ email_notifications: 1 })),
  },
  {
    name: 'DELETE /api/users/email-change',
    minimum: 1,
    call: rest('DELETE', '/api/users/email-change', () => undefined),
  },
  // admin
  { name: 'GET /api/users', minimum: 3, call: rest('GET', '/api/users', () => undefined) },
  { name: 'GET /api/users/roles', minimum: 3, call: rest('GET', '/api/users/roles', () => undefined) },
  { name: 'POST /api/users/search', minimum: 3, call: rest('POST', '/api/users/search', () => ({ search: 'target' })) },
  {
    name: 'PUT /api/users/change-role',
    minimum: 3,
    call: rest('PUT', '/api/users/change-role', () => ({ user_id: target.id, role_id: 2 })),
  },
  {
    name: 'POST /api/users/invite',
    minimum: 3,
    call: rest('POST', '/api/users/invite', () => ({ email: fresh(), first_name: 'In', last_name: 'Vited' })),
  },
  { name: 'GET /api/users/email-users', minimum: 3, call: rest('GET', '/api/users/email-users', () => undefined) },
  {
    name: 'GET /api/users/email-test-users',
    minimum: 3,
    call: rest('GET', '/api/users/email-test-users', () => undefined),
  },
  {
    name: 'POST /api/users/email',
    minimum: 3,
    call: rest('POST', '/api/users/email', () => ({
      users: 'test',
      subject: 'News',
      textContent: 'Hello',
      htmlContent: '',
    })),
  },
  // GraphQL
  {
    name: 'mutation editAccount',
    minimum: 1,
    call: gql(`mutation ($input: EditAccountInput!) { editAccount(input: $input) { errors { message } } }`, () => ({
      input: { firstName: 'New', lastName: 'Name', email: fresh() },
    })),
  },
  {
    name: 'mutation changePassword',
    minimum: 1,
    call: gql(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message errors { message } } }`,
      () => ({
        input: {
          currentPassword: 'Correct-Horse-9',
          newPassword: 'Brand-New-Pass-1',
          confirmPassword: 'Brand-New-Pass-1',
        },
      }),
    ),
  },
  {
    name: 'mutation updateSettings',
    minimum: 1,
    call: gql(`mutation { updateSettings(emailNotifications: true) { errors { message } } }`),
  },
  {
    name: 'mutation setLanguage',
    minimum: 1,
    call: gql(`mutation { setLanguage(language: "es") { errors { message } } }`),
  },
  { name: 'query users', minimum: 3, call: gql(`{ users { id email } }`) },
  { name: 'query roles', minimum: 3, call: gql(`{ roles { id name } }`) },
  { name: 'query searchUsers', minimum: 3, call: gql(`{ searchUsers(search: "target") { id } }`) },
  { name: 'query emailUsers', minimum: 3, call: gql(`{ emailUsers { id } }`) },
  { name: 'query emailTestUsers', minimum: 3, call: gql(`{ emailTestUsers { id } }`) },
  {
    name: 'mutation changeRole',
    minimum: 3,
    call: gql(
      `mutation ($input: ChangeRoleInput!) { changeRole(input: $input) { user { roleId } errors { message } } }`,
      () => ({
        input: { userId: target.id, roleId: 2 },
      }),
    ),
  },
  {
    name: 'mutation inviteUser',
    minimum: 3,
    call: gql(
      `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { user { id } errors { message } } }`,
      () => ({
        input: { email: fresh(), firstName: 'In', lastName: 'Vited' },
      }),
    ),
  },
  {
    name: 'mutation resendEmailChange',
    minimum: 1,
    call: gql(`mutation { resendEmailChange { errors { message } } }`),
  },
  { name: 'mutation discardEmailChange', minimum: 1, call: gql(`mutation { discardEmailChange { user { id } } }`) },
  // API keys (issue 26.6): admins only
  { name: 'query apiKeys', minimum: 3, call: gql(`{ apiKeys { id requestCount } }`) },
  {
    name: 'mutation issueApiKey',
    minimum: 3,
    call: gql(`mutation ($input: IssueApiKeyInput!) { issueApiKey(input: $input) { key errors { message } } }`, () => ({
      input: { name: 'Partner app', ownerEmail: fresh() },
    })),
  },
  {
    name: 'mutation revokeApiKey',
    minimum: 3,
    call: gql(`mutation ($id: Int!) { revokeApiKey(id: $id) { revokedAt } }`, () => ({ id: apiKeyId })),
  },
  {
    name: 'mutation sendBulkEmail',
    minimum: 3,
    call: gql(
      `mutation ($input: SendBulkEmailInput!) { sendBulkEmail(input: $input) { success totalSent errors { message } } }`,
      () => ({ input: { audience: 'TEST_GROUP', subject: 'News', textContent: 'Hello' } }),
    ),
  },
];

describe.each(RESTRICTED)('$name', (operation) => {
  it.each(ROLES)('as %s', async (role) => {
    const before = await accountRowCounts(db.dataSource);
    const outcome = await operation.call(app, tokens[role]);
    const allowed = LEVEL[role] >= operation.minimum;
    const graphql = operation.name.startsWith('query') || operation.name.startsWith('mutation');
    if (allowed) {
      expect(outcome.status).toBeLessThan(300);
      expect(outcome.code).toBeUndefined();
      return;
    }
    if (graphql) {
      expect(outcome.code).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    } else {
      expect(outcome.status).toBe(role === 'anonymous' ? 401 : 403);
    }
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
  });
});

/** Open to everyone (the answers do not depend on who asks); signed-in callers get the same. */
const PUBLIC: Operation[] = [
  {
    name: 'POST /api/users/signup',
    minimum: 0,
    call: rest('POST', '/api/users/signup', () => ({ first_name: 'A', last_name: 'B', email: fresh() })),
  },
  {
    name: 'POST /api/users/resend-verification',
    minimum: 0,
    call: rest('POST', '/api/users/resend-verification', () => ({ email: fresh() })),
  },
  {
    name: 'POST /api/users/reset-password',
    minimum: 0,
    call: rest('POST', '/api/users/reset-password', () => ({ email: fresh() })),
  },
  { name: 'POST /api/auth/logout', minimum: 0, call: rest('POST', '/api/auth/logout', () => undefined) },
  {
    name: 'mutation signup',
    minimum: 0,
    call: gql(`mutation ($input: SignupInput!) { signup(input: $input) { message errors { message } } }`, () => ({
      input: { firstName: 'A', lastName: 'B', email: fresh() },
    })),
  },
  {
    name: 'mutation resendVerification',
    minimum: 0,
    call: gql(`mutation { resendVerification(email: "nobody@example.org") { message } }`),
  },
  {
    name: 'mutation requestPasswordReset',
    minimum: 0,
    call: gql(`mutation { requestPasswordReset(email: "nobody@example.org") { message } }`),
  },
  { name: 'mutation logout', minimum: 0, call: gql(`mutation { logout }`) },
];

describe.each(PUBLIC)('$name (public)', (operation) => {
  it.each(ROLES)('as %s', async (role) => {
    const outcome = await operation.call(app, tokens[role]);
    expect(outcome.status).toBeLessThan(300);
    expect(outcome.code).toBeUndefined();
  });
});

describe('link and credential calls refuse bad tokens and write nothing', () => {
  it.each([
    [
      'PUT /api/users/verify-account',
      () => app.json('PUT', '/api/users/verify-account', { agreed: true }, 'not-a-token'),
    ],
    [
      'PUT /api/users/change-password (reset link)',
      () =>
        app.json(
          'PUT',
          '/api/users/change-password',
          { new_password: 'Brand-New-Pass-1', confirm_password: 'Brand-New-Pass-1' },
          'forged',
        ),
    ],
    ['PUT /api/users/change-password (no token)', () => app.json('PUT', '/api/users/change-password', password())],
    [
      'POST /api/users/confirm-email (issue 20.6)',
      () => app.json('POST', '/api/users/confirm-email', { token: 'forged' }, tokens.user),
    ],
    ['POST /api/users/confirm-email (no token)', () => app.json('POST', '/api/users/confirm-email', {})],
    [
      'POST /api/users/cancel-email-change (issue 20.6)',
      () => app.json('POST', '/api/users/cancel-email-change', { token: 'forged' }, tokens.admin),
    ],
    ['POST /api/users/cancel-email-change (no body)', () => app.json('POST', '/api/users/cancel-email-change')],
    [
      'POST /api/auth/login (wrong password)',
      () => app.json('POST', '/api/auth/login', { email: 'admin@example.org', password: 'x' }),
    ],
  ])('%s', async (_name, call) => {
    const before = await accountRowCounts(db.dataSource);
    const response = await call();
    expect(response.status).toBe(401);
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
  });

  it('GraphQL verifyAccount and resetPassword with forged tokens', async () => {
    const before = await accountRowCounts(db.dataSource);
    const verify = await app.graphql(
      `mutation { verifyAccount(input: { token: "forged", agreed: true }) { errors { field message } } }`,
    );
    expect(verify.body.data.verifyAccount.errors).toEqual([
      { field: 'token', message: 'This link is invalid or has expired. Please request a new one.' },
    ]);
    const reset = await app.graphql(
      `mutation { resetPassword(input: { token: "forged", newPassword: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" }) { token errors { field } } }`,
    );
    expect(reset.body.data.resetPassword).toEqual({ token: null, errors: [{ field: 'token' }] });
    const invalid = [{ field: 'token', message: 'This link is invalid or has expired.' }];
    for (const token of [undefined, tokens.user]) {
      const confirm = await app.graphql(
        `mutation { confirmEmailChange(token: "forged") { user { id } signedIn errors { field message } } }`,
        {},
        token,
      );
      expect(confirm.body.data.confirmEmailChange).toEqual({ user: null, signedIn: false, errors: invalid });
      const cancel = await app.graphql(
        `mutation { cancelEmailChange(token: "") { message errors { field message } } }`,
        {},
        token,
      );
      expect(cancel.body.data.cancelEmailChange).toEqual({ message: null, errors: invalid });
    }
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
  });
});

describe('no mass assignment', () => {
  it('PUT /api/users/edit and editAccount cannot set role, flags or verification', async () => {
    const user = await createUser(db.dataSource, { email: 'sneaky@example.org' });
    const token = await loginAs(app, 'sneaky@example.org');
    const response = await app.json(
      'PUT',
      '/api/users/edit',
      {
        first_name: 'Sneaky',
        last_name: 'User',
        email: 'sneaky@example.org',
        role_id: 3,
        role_name: 'Admin',
        disabled: true,
        test_group: 1,
        verified_at: null,
        password_hash: 'x',
        id: 1,
        user_id: 1,
      },
      token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, role_id: 1, first_name: 'Sneaky' });
    const [row] = await db.dataSource.query(
      `SELECT role_id, disabled, test_group, verified_at IS NOT NULL AS verified, password_hash = $2 AS hash_kept FROM users WHERE id = $1`,
      [user.id, user.passwordHash],
    );
    expect(row).toEqual({ role_id: 1, disabled: false, test_group: false, verified: true, hash_kept: true });
  });
});
