import crypto from 'node:crypto';
import { createSession } from '../../auth/sessions';
import {
  accountRowCounts,
  createUser,
  resetDatabase,
  useAccountsApp,
  type AccountsApp,
} from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { API_KEY_MESSAGES } from '../api-keys.service';

/**
 * API keys (issue 26.6) over real HTTP, with two app instances on one database (each its own
 * pool): issuing (shown once, stored hashed), bad input, revoking, 401s for unknown and revoked
 * keys, the key's own budget shared by both instances, usage in the admin list and in /metrics.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const METRICS_TOKEN = 'scrape-token-0123456789';
/** A small budget so the test can spend it: 4 requests per hour per key. */
const limits = { apiKeyRequests: { points: 4, durationSeconds: 3600 } };
const a = useAccountsApp(db, smtp, { limits, env: { METRICS_TOKEN } });
const b = useAccountsApp(db, smtp, { limits, ownPool: true });

let admin: string;
let user: string;

beforeEach(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE api_keys RESTART IDENTITY`);
  const adminUser = await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3 });
  const plainUser = await createUser(db.dataSource, { email: 'user@example.org', roleId: 1 });
  admin = await createSession(db.dataSource, adminUser.id, a.clock.now());
  user = await createSession(db.dataSource, plainUser.id, a.clock.now());
});

const ISSUE = `mutation ($input: IssueApiKeyInput!) {
  issueApiKey(input: $input) { key apiKey { id name ownerEmail prefix issuedByEmail revokedAt requestCount } errors { field message } }
}`;
const REVOKE = `mutation ($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }`;
const LIST = `{ apiKeys { id name prefix requestCount lastUsedAt revokedAt issuedByEmail } }`;

async function issue(app: AccountsApp, name = 'Partner app', ownerEmail = 'dev@partner.example') {
  const answer = await app.graphql(ISSUE, { input: { name, ownerEmail } }, admin);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.issueApiKey as {
    key: string | null;
    apiKey: { id: number; prefix: string } | null;
    errors: { field: string; message: string }[];
  };
}

const withKey = (app: AccountsApp, key: string, path = '/api/health') =>
  app.request(path, { headers: { 'x-api-key': key } });

describe('issuing', () => {
  it('answers the key once and stores only its SHA-256 and prefix', async () => {
    const issued = await issue(a);
    expect(issued.errors).toEqual([]);
    expect(issued.key).toMatch(/^st_[A-Za-z0-9_-]{43}$/);
    expect(issued.apiKey).toMatchObject({
      name: 'Partner app',
      ownerEmail: 'dev@partner.example',
      prefix: issued.key!.slice(0, 11),
      revokedAt: null,
      requestCount: 0,
    });
    const rows = await db.dataSource.query(`SELECT * FROM api_keys`);
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toBe(crypto.createHash('sha256').update(issued.key!).digest('hex'));
    // The key itself is in no column, and the list never carries it.
    expect(JSON.stringify(rows)).not.toContain(issued.key!.slice(11));
    const list = await a.graphql(LIST, {}, admin);
    expect(JSON.stringify(list.body)).not.toContain(issued.key!.slice(11));
    expect(list.body.data.apiKeys).toEqual([
      expect.objectContaining({ name: 'Partner app', issuedByEmail: 'admin@example.org', requestCount: 0 }),
    ]);
  });

  it.each([
    ['an empty name', '  ', 'dev@partner.example', { field: 'name', message: 'Name is required' }],
    [
      'a name over 100 characters',
      'x'.repeat(101),
      'dev@partner.example',
      { field: 'name', message: 'Name must be at most 100 characters' },
    ],
    [
      'a bad e-mail',
      'Partner',
      'not-an-address',
      { field: 'ownerEmail', message: 'Please enter a valid email address' },
    ],
    ['no e-mail', 'Partner', '', { field: 'ownerEmail', message: 'Email is required' }],
  ])('refuses %s, naming the field, and stores nothing', async (_case, name, ownerEmail, error) => {
    const before = await accountRowCounts(db.dataSource);
    const issued = await issue(a, name, ownerEmail);
    expect(issued).toEqual({ key: null, apiKey: null, errors: [error] });
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect((await issue(a, 'x'.repeat(100))).errors).toEqual([]);
  });

  it('is for admins only: a user is FORBIDDEN, anonymous UNAUTHENTICATED, and nothing is stored', async () => {
    for (const [token, code] of [
      [user, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const answer = await a.graphql(ISSUE, { input: { name: 'x', ownerEmail: 'x@example.org' } }, token);
      expect(answer.body.errors[0].extensions.code).toBe(code);
      const listed = await a.graphql(LIST, {}, token);
      expect(listed.body.errors[0].extensions.code).toBe(code);
    }
    expect(await db.dataSource.query(`SELECT id FROM api_keys`)).toEqual([]);
  });
});

describe('revoking', () => {
  it('is idempotent: a second revoke keeps the first time; an unknown id is NOT_FOUND and changes nothing', async () => {
    const issued = await issue(a);
    const first = await a.graphql(REVOKE, { id: issued.apiKey!.id }, admin);
    expect(first.body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    a.clock.advance(60_000);
    const second = await a.graphql(REVOKE, { id: issued.apiKey!.id }, admin);
    expect(second.body.data.revokeApiKey.revokedAt).toBe(first.body.data.revokeApiKey.revokedAt);

    const before = await accountRowCounts(db.dataSource);
    const unknown = await a.graphql(REVOKE, { id: 999 }, admin);
    expect(unknown.body.errors[0]).toMatchObject({
      message: API_KEY_MESSAGES.notFound(999),
      extensions: { code: 'NOT_FOUND' },
    });
    const bad = await a.graphql(REVOKE, { id: 0 }, admin);
    expect(bad.body.errors[0].message).toBe('Invalid id: expected a positive whole number');
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
  });

  it('is for admins only, and a refused revoke leaves the key working', async () => {
    const issued = await issue(a);
    const refused = await a.graphql(REVOKE, { id: issued.apiKey!.id }, user);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await withKey(a, issued.key!)).status).toBe(200);
  });
});

describe('requests with X-API-Key', () => {
  it('an unknown or malformed key is a 401 with the message, on any path', async () => {
    const unknown = `st_${crypto.randomBytes(32).toString('base64url')}`;
    for (const key of [unknown, 'not-a-key', '']) {
      const response = await withKey(a, key);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: API_KEY_MESSAGES.unknown });
    }
    const health = await withKey(b, unknown, '/api/health');
    expect(health.status).toBe(401);
  });

  it('a revoke on one instance is a 401 on the other at its next request', async () => {
    const issued = await issue(a);
    expect((await withKey(b, issued.key!)).status).toBe(200);
    await a.graphql(REVOKE, { id: issued.apiKey!.id }, admin);
    for (const app of [b, a]) {
      const response = await withKey(app, issued.key!);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: API_KEY_MESSAGES.revoked });
    }
  });

  it('a key gives no role: an admin path with only a key is still a 401 for a login', async () => {
    const issued = await issue(a);
    const response = await withKey(a, issued.key!, '/api/users');
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('You need to log in to do that');
  });

  it('spends the key’s own budget, one budget across both instances; others are not touched', async () => {
    const issued = await issue(a);
    const other = await issue(a, 'Other app');
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await withKey(app, issued.key!)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (const app of [b, a]) {
      const refused = await withKey(app, issued.key!);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).message).toMatch(
        /^This API key has made too many requests for now\. Please try again in \d+ minutes\.$/,
      );
    }
    expect((await withKey(b, other.key!)).status).toBe(200);
    expect((await a.request('/api/health')).status).toBe(200); // anonymous: no key budget
    const list = await a.graphql(LIST, {}, admin);
    const usage = Object.fromEntries(
      list.body.data.apiKeys.map((key: { name: string; requestCount: number }) => [key.name, key.requestCount]),
    );
    expect(usage).toEqual({ 'Partner app': 6, 'Other app': 1 });
  });

  it('counts requests per key in /metrics by prefix and status, never the key', async () => {
    const issued = await issue(a);
    await withKey(a, issued.key!);
    await withKey(a, issued.key!, '/api/tree/detail/424242');
    const text = await (await a.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const prefix = issued.apiKey!.prefix;
    expect(text).toContain(`api_key_requests_total{key="${prefix}",status="200"} 1`);
    expect(text).toMatch(new RegExp(`api_key_requests_total\\{key="${prefix}",status="40\\d"\\} 1`));
    expect(text).not.toContain(issued.key!.slice(11));
  });
});

describe('/graphql with X-API-Key (the same gate as /api)', () => {
  const QUERY = `{ nameSuggestions(term: "oak") { __typename } }`;
  const keyGraphql = (app: AccountsApp, key: string) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: QUERY }),
    });

  it('an unknown or revoked key is a 401 with the message in a GraphQL error body', async () => {
    const unknown = `st_${crypto.randomBytes(32).toString('base64url')}`;
    for (const key of [unknown, 'not-a-key']) {
      const response = await keyGraphql(a, key);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errors: [{ message: API_KEY_MESSAGES.unknown, extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
    const issued = await issue(a);
    await a.graphql(REVOKE, { id: issued.apiKey!.id }, admin);
    const revoked = await keyGraphql(b, issued.key!);
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).errors[0].message).toBe(API_KEY_MESSAGES.revoked);
  });

  it('a live key answers, spends the one budget it has on /api too, and counts in /metrics', async () => {
    const issued = await issue(a);
    const statuses = [];
    for (const app of [a, b]) statuses.push((await keyGraphql(app, issued.key!)).status);
    for (const app of [a, b]) statuses.push((await withKey(app, issued.key!)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const refused = await keyGraphql(a, issued.key!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body.errors[0].message).toMatch(/^This API key has made too many requests for now\./);
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const [row] = await db.dataSource.query(`SELECT request_count::int AS count FROM api_keys WHERE id = $1`, [
      issued.apiKey!.id,
    ]);
    expect(row.count).toBe(5);
    const text = await (await a.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const prefix = issued.apiKey!.prefix;
    // Instance a saw two of its requests with the key on /graphql (one answered, one refused) and one on /api.
    expect(text).toContain(`api_key_requests_total{key="${prefix}",status="200"} 2`);
    expect(text).toContain(`api_key_requests_total{key="${prefix}",status="429"} 1`);
  });

  it('a key gives no role on /graphql either: an admin query with only a key is UNAUTHENTICATED', async () => {
    const issued = await issue(a);
    const response = await a.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': issued.key! },
      body: JSON.stringify({ query: LIST }),
    });
    const body = await response.json();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(body.data).toBeNull();
  });
});
