import { createSession } from './sessions';
import { createUser, resetDatabase, useAccountsApp } from '../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';
import { DEFAULT_ANON_API_BUDGET, DEFAULT_API_KEY_BUDGET, loadConfig } from '../config';
import { pgPoolOf } from '../db/data-source';
import { ANONYMOUS_WINDOW_MS, AnonymousBudget, anonymousBudgetMessage } from './anonymous-budget';
import { DEFAULT_LIMITS } from './rate-limits';

/**
 * The anonymous budget of /api and /graphql (issue 26.6): per address, per instance, in memory,
 * lower than a key's. Over real HTTP with a budget of 3 so the test can spend it, and two app
 * instances on one database (each counts its own).
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const a = useAccountsApp(db, smtp, { env: { ANON_API_BUDGET: '3' } });
const b = useAccountsApp(db, smtp, { env: { ANON_API_BUDGET: '3' }, ownPool: true });

const ISSUE = `mutation ($input: IssueApiKeyInput!) { issueApiKey(input: $input) { key } }`;
const SEARCH = `{ nameSuggestions(term: "oak", region: CALIFORNIA) { __typename } }`;
const RETRY =
  /^Too many requests from this address for now\. Please try again in \d+ minutes, or ask for an API key \(see \/api\/docs\)\.$/;

let admin: string;

beforeEach(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE api_keys RESTART IDENTITY`);
  const adminUser = await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3 });
  admin = await createSession(db.dataSource, adminUser.id, a.clock.now());
});

const anonymousGraphql = (app: typeof a, headers: Record<string, string> = {}) =>
  app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: SEARCH }),
  });

describe('defaults', () => {
  it('a key has a bigger budget than an anonymous address, both per hour', () => {
    const config = loadConfig({});
    expect(config.anonApiBudget).toBe(DEFAULT_ANON_API_BUDGET);
    expect(config.apiKeyBudget).toBe(DEFAULT_API_KEY_BUDGET);
    expect(config.anonApiBudget).toBeGreaterThan(0);
    expect(config.apiKeyBudget).toBeGreaterThan(config.anonApiBudget);
    expect(DEFAULT_LIMITS.apiKeyRequests).toEqual({ points: config.apiKeyBudget, durationSeconds: 3600 });
    expect(ANONYMOUS_WINDOW_MS).toBe(3600 * 1000);
  });
});

describe('AnonymousBudget in memory', () => {
  it('counts per address in a fixed window, then answers 429 with the seconds left', () => {
    const budget = new AnonymousBudget(2, 60_000);
    budget.spend('10.0.0.1', 1000);
    budget.spend('10.0.0.1', 2000);
    budget.spend('10.0.0.2', 2000); // another address: its own points
    expect(() => budget.spend('10.0.0.1', 31_000)).toThrow(
      expect.objectContaining({ retryAfterSeconds: 30, message: anonymousBudgetMessage(30) }),
    );
    budget.spend('10.0.0.1', 61_000); // the window is over: a new one
    expect(budget.size).toBe(2);
  });

  it('0 points is off: nothing is counted or kept', () => {
    const budget = new AnonymousBudget(0);
    for (let i = 0; i < 1000; i += 1) budget.spend('127.0.0.1', i);
    expect(budget.size).toBe(0);
  });

  it('keeps at most its bound of addresses: expired windows go first, then the oldest live one', () => {
    const budget = new AnonymousBudget(1, 1000, 3);
    budget.spend('a', 0);
    budget.spend('b', 500);
    budget.spend('c', 600);
    budget.spend('d', 1200); // full: a has expired and goes
    expect(budget.size).toBe(3);
    expect(() => budget.spend('b', 1300)).toThrow(); // b is still counted
    budget.spend('e', 1300); // full, nothing expired (b began at 500): the oldest (b) goes
    expect(budget.size).toBe(3);
    budget.spend('b', 1301); // b starts afresh
    expect(() => budget.spend('d', 1302)).toThrow(); // d was kept
    for (let i = 0; i < 10_000; i += 1) budget.spend(`x${i}`, 2000 + i);
    expect(budget.size).toBe(3);
  });
});

describe('anonymous requests over HTTP (ANON_API_BUDGET=3)', () => {
  it('over the budget is a 429 with Retry-After and a {message}, on /api and /graphql alike (one budget)', async () => {
    expect((await a.request('/api/openapi.json')).status).toBe(200);
    expect((await anonymousGraphql(a)).status).toBe(200);
    expect((await a.request('/api/tree/detail/424242')).status).toBe(404); // any answer spends a point
    const refused = await a.request('/api/openapi.json');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(RETRY) });
    const graphql = await anonymousGraphql(a);
    expect(graphql.status).toBe(429);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(3500);
    const body = await graphql.json();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(RETRY),
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) }),
      },
    ]);
  });

  it('the window ends an hour after the first request', async () => {
    for (let i = 0; i < 3; i += 1) expect((await a.request('/api/openapi.json')).status).toBe(200);
    expect((await a.request('/api/openapi.json')).status).toBe(429);
    a.clock.advance(ANONYMOUS_WINDOW_MS - 1000);
    expect((await a.request('/api/openapi.json')).status).toBe(429);
    a.clock.advance(1000);
    expect((await a.request('/api/openapi.json')).status).toBe(200);
  });

  it('a key still works past the anonymous budget, and spends its own', async () => {
    const issued = await a.graphql(ISSUE, { input: { name: 'Partner', ownerEmail: 'dev@partner.example' } }, admin);
    const key = issued.body.data.issueApiKey.key as string;
    for (let i = 0; i < 3; i += 1) await a.request('/api/openapi.json');
    expect((await a.request('/api/openapi.json')).status).toBe(429);
    const withKey = await a.request('/api/openapi.json', { headers: { 'x-api-key': key } });
    expect(withKey.status).toBe(200);
    expect((await anonymousGraphql(a, { 'x-api-key': key })).status).toBe(200);
    const [row] = await db.dataSource.query(`SELECT request_count::int AS request_count FROM api_keys`);
    expect(row.request_count).toBe(2);
  });

  it('signed-in callers and the health probes are not counted; a bad bearer is anonymous', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await a.json('GET', '/api/openapi.json', undefined, admin)).status).toBe(200);
      expect((await a.graphql(SEARCH, {}, admin)).status).toBe(200);
      expect((await a.request('/api/health')).status).toBe(200);
      expect((await a.request('/api/ready')).status).toBe(200);
    }
    for (let i = 0; i < 3; i += 1)
      expect((await a.json('GET', '/api/openapi.json', undefined, 'not-a-session')).status).toBe(200);
    expect((await a.json('GET', '/api/openapi.json', undefined, 'not-a-session')).status).toBe(429);
  });

  it('counting an anonymous request takes no database statement (the pool is not touched)', async () => {
    const pool = pgPoolOf(a.deps.db)!;
    const connect = jest.spyOn(pool, 'connect');
    const query = jest.spyOn(pool, 'query');
    try {
      // The spies see the pool: a signed-in request looks its session up.
      expect((await a.json('GET', '/api/openapi.json', undefined, admin)).status).toBe(200);
      expect(connect.mock.calls.length + query.mock.calls.length).toBeGreaterThan(0);
      connect.mockClear();
      query.mockClear();
      for (let i = 0; i < 3; i += 1) expect((await a.request('/api/openapi.json')).status).toBe(200);
      expect((await a.request('/api/openapi.json')).status).toBe(429);
      expect(connect).not.toHaveBeenCalled();
      expect(query).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
      query.mockRestore();
    }
  });

  it('is per instance: the other instance counts its own', async () => {
    for (let i = 0; i < 3; i += 1) await a.request('/api/openapi.json');
    expect((await a.request('/api/openapi.json')).status).toBe(429);
    expect((await b.request('/api/openapi.json')).status).toBe(200);
  });
});
