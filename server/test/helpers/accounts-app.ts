import { createSession } from '../../src/auth/sessions';
import type { DataSource } from 'typeorm';
import { User } from '../../src/entities';
import { createApp, listen, type RunningApp } from '../../src/app';
import { hashPassword } from '../../src/auth/password-hashing';
import { RateLimits, type LimitName, type LimitRule } from '../../src/auth/rate-limits';
import { createDataSource, pgPoolOf } from '../../src/db/data-source';
import { ManualClock } from '../../src/clock';
import { loadConfig, type AppConfig } from '../../src/config';
import { appRuntime, buildRequestContext, type AppDeps, type RequestContext, type Viewer } from '../../src/context';
import type { SmtpCapture } from './smtp-capture';
import type { TestDatabase } from './test-database';
import { TEST_CONNECT_TIMEOUT_MS } from './database-urls';

export const PUBLIC_URL = 'https://selectree.test';

export interface AccountsApp {
  baseUrl: string;
  running: RunningApp;
  config: AppConfig;
  deps: AppDeps;
  clock: ManualClock;
  limits: RateLimits;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON request: returns status, headers and parsed body. */
  json(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; headers: Headers; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A GraphQL operation (JSON POST, CSRF-safe), optionally with a bearer token. */
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; headers: Headers; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A service context as this app would build it, for a given viewer. */
  context(viewer?: Viewer | null): RequestContext;
}

/**
 * The real app on a loopback port, mailing through the test's SMTP capture, with a manual clock
 * (starts 2030-01-01T12:00Z) and its own rate limiters (reset before each test by default).
 */
export function useAccountsApp(
  db: TestDatabase,
  smtp: SmtpCapture,
  options: {
    env?: Record<string, string>;
    limits?: Partial<Record<LimitName, LimitRule>>;
    /** Its own connection pool on the test database, as a second app instance (process) would have. */
    ownPool?: boolean;
  } = {},
): AccountsApp {
  const handle = {} as AccountsApp;
  let ownSource: DataSource | undefined;
  beforeAll(async () => {
    if (options.ownPool) {
      ownSource = createDataSource(db.url, { poolSize: 5, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
      await ownSource.initialize();
    }
    const dataSource = ownSource ?? db.dataSource;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'SelecTree <no-reply@selectree.test>',
      ...options.env,
    });
    const clock = new ManualClock();
    const limits = new RateLimits(options.limits, pgPoolOf(dataSource));
    const deps: AppDeps = { db: dataSource, config, clock: clock.now, limits };
    const running = await createApp(deps);
    const port = await listen(running.httpServer, 0, '127.0.0.1');
    Object.assign(handle, { baseUrl: `http://127.0.0.1:${port}`, running, config, deps, clock, limits });
    handle.request = (path, init) => fetch(`${handle.baseUrl}${path}`, init);
    handle.json = async (method, path, body, token) => {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await handle.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    };
    handle.graphql = async (query, variables = {}, token) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await handle.request('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    handle.context = (viewer = null) => ({ ...buildRequestContext(deps), viewer });
  });
  beforeEach(async () => {
    // The account e-mails a previous test queued are sent before this test starts (none leak into it).
    if (handle.deps) await appRuntime(handle.deps).accountMail.idle();
    await handle.limits?.reset();
    if (handle.deps) appRuntime(handle.deps).anonymous.reset();
  });
  afterAll(async () => {
    await handle.running?.stop();
    await ownSource?.destroy();
  });
  return handle;
}

const hashes = new Map<string, Promise<string>>();

export interface UserSpec {
  email: string;
  password?: string | null;
  roleId?: number;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  emailNotifications?: boolean;
  testGroup?: boolean;
  disabled?: boolean;
  /** The account's language (English unless told). */
  language?: 'en' | 'es';
}

/** Inserts a user directly (verified, with a password, role user unless told otherwise). */
export async function createUser(db: DataSource, spec: UserSpec): Promise<User> {
  const password = spec.password === undefined ? 'Correct-Horse-9' : spec.password;
  let passwordHash: string | null = null;
  if (password !== null) {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    passwordHash = await hashes.get(password)!;
  }
  const repository = db.getRepository(User);
  return repository.save(
    repository.create({
      email: spec.email,
      firstName: spec.firstName ?? 'Test',
      lastName: spec.lastName ?? 'User',
      roleId: spec.roleId ?? 1,
      verifiedAt: spec.verified === false ? null : new Date('2029-01-01T00:00:00Z'),
      passwordHash,
      emailNotifications: spec.emailNotifications ?? false,
      testGroup: spec.testGroup ?? false,
      disabled: spec.disabled ?? false,
      language: spec.language ?? 'en',
    }),
  );
}

/** A user inserted directly (createUser) with a session: the user and its bearer token. */
export async function createSignedInUser(db: DataSource, spec: UserSpec): Promise<{ user: User; token: string }> {
  const user = await createUser(db, spec);
  return { user, token: await createSession(db, user.id, new Date()) };
}

/** Logs in over REST and returns the bearer token. */
export async function loginAs(app: AccountsApp, email: string, password = 'Correct-Horse-9'): Promise<string> {
  const response = await app.json('POST', '/api/auth/login', { email, password });
  if (response.status !== 200)
    throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}

/** Row counts of the account tables (a refused call must not change any). */
export async function accountRowCounts(db: DataSource): Promise<Record<string, number>> {
  const rows: { table: string; count: string }[] = await db.query(
    `SELECT 'users' AS table, count(*) FROM users
     UNION ALL SELECT 'sessions_live', count(*) FROM sessions WHERE revoked_at IS NULL
     UNION ALL SELECT 'account_tokens', count(*) FROM account_tokens
     UNION ALL SELECT 'account_tokens_live', count(*) FROM account_tokens WHERE used_at IS NULL AND voided_at IS NULL
     UNION ALL SELECT 'mail_jobs', count(*) FROM mail_jobs
     UNION ALL SELECT 'mail_job_recipients', count(*) FROM mail_job_recipients
     UNION ALL SELECT 'account_mail_jobs', count(*) FROM account_mail_jobs
     UNION ALL SELECT 'api_keys', count(*) FROM api_keys
     UNION ALL SELECT 'api_keys_revoked', count(*) FROM api_keys WHERE revoked_at IS NOT NULL`,
  );
  const counts = Object.fromEntries(rows.map((row) => [row.table, Number(row.count)]));
  const fingerprint: { digest: string }[] = await db.query(
    `SELECT md5(string_agg(concat_ws('|', id, first_name, last_name, email, post_nominal, organization, role_id,
              email_notifications, test_group, verified_at, disabled, password_hash, pending_email, language), ',' ORDER BY id)) AS digest FROM users`,
  );
  return { ...counts, usersDigest: fingerprint[0].digest as unknown as number };
}

/**
 * Empties the account tables (and, by CASCADE, whatever refers to users). Faster than
 * truncateAll(), and it keeps the roles the migration seeds.
 */
export async function resetDatabase(db: TestDatabase): Promise<void> {
  await db.dataSource.query(
    `TRUNCATE users, sessions, account_tokens, mail_jobs, mail_job_recipients, account_mail_jobs RESTART IDENTITY CASCADE`,
  );
}

/**
 * A user, an editor and an admin (role ids 1, 2, 3: <actor>@example.org), each signed in until
 * 2030; their session tokens. `profile` adds fields to each (names, say).
 */
export async function signInActors(
  db: DataSource,
  profile: (actor: 'user' | 'editor' | 'admin') => Partial<UserSpec> = () => ({}),
): Promise<Record<'user' | 'editor' | 'admin', string>> {
  const tokens = {} as Record<'user' | 'editor' | 'admin', string>;
  for (const [actor, roleId] of [
    ['user', 1],
    ['editor', 2],
    ['admin', 3],
  ] as const) {
    const user = await createUser(db, { email: `${actor}@example.org`, roleId, ...profile(actor) });
    tokens[actor] = await createSession(db, user.id, new Date('2030-01-01T12:00:00Z'));
  }
  return tokens;
}
