import { Client } from 'pg';
import { createSession } from './auth/sessions';
import { busyCores, startAppProcess, type AppProcess } from '../test/helpers/app-process';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * Issue 20.1: the app as a real process on the test database, under concurrent REST and GraphQL
 * load with both cores kept busy by other processes, while every connection it has to PostgreSQL
 * (the pool's and the catalogue LISTEN connection) is killed with pg_terminate_backend, three
 * times. Every answer is a success or a clean 503 with Retry-After and a JSON message (GraphQL:
 * an error with code UNAVAILABLE); the process never exits; afterwards it answers 2xx again and
 * /api/ready says 200, without a restart.
 */
const db = useTestDatabase();
let app: AppProcess | undefined;

afterEach(async () => {
  if (app && app.child.exitCode === null) {
    app.child.kill('SIGKILL');
    await app.exited;
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Seen = { ok: number; unavailable: number; bad: string[] };

async function restWrite(base: string, token: string, n: number, seen: Seen): Promise<void> {
  try {
    const response = await fetch(`${base}/api/list/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Outage ${n}`,
        description: 'Under faults.',
        type: 'Curated List',
        regions: ['Maui'],
      }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => null)) as { list_id?: number; message?: string } | null;
    if (response.status === 201 && body?.list_id) seen.ok += 1;
    else if (response.status === 503 && body?.message && Number(response.headers.get('retry-after')) > 0)
      seen.unavailable += 1;
    else
      seen.bad.push(
        `REST ${response.status} ${JSON.stringify(body)} retry-after=${response.headers.get('retry-after')}`,
      );
  } catch (error) {
    seen.bad.push(`REST ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
  }
}

async function graphqlRead(base: string, token: string, seen: Seen): Promise<void> {
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } myLists(all: true) { id } }' }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { me?: { id: number } };
      errors?: { extensions?: { code?: string } }[];
      message?: string;
    } | null;
    const codes = body?.errors?.map((e) => e.extensions?.code) ?? [];
    if (response.status === 200 && !codes.length && body?.data?.me?.id) seen.ok += 1;
    else if (
      (response.status === 503 && body?.message && Number(response.headers.get('retry-after')) > 0) ||
      (codes.length && codes.every((code) => code === 'UNAVAILABLE') && Number(response.headers.get('retry-after')) > 0)
    )
      seen.unavailable += 1;
    else seen.bad.push(`GraphQL ${response.status} ${JSON.stringify(body)}`);
  } catch (error) {
    seen.bad.push(`GraphQL ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
  }
}

async function terminateAppConnections(url: string): Promise<number> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) await admin.query(`SELECT pg_terminate_backend($1)`, [pid]);
    return rows.length;
  } finally {
    await admin.end();
  }
}

it('issue 20.1: pg_terminate_backend of every app connection under load with busy cores: 503s or successes, then recovery, no crash', async () => {
  const [{ id: userId }] = await db.dataSource.query(
    `INSERT INTO users (email, first_name, last_name, role_id, verified_at) VALUES ('outage@example.org', 'Out', 'Age', 1, now()) RETURNING id`,
  );
  const token = await createSession(db.dataSource, userId, new Date());
  // The writers create lists from one account, far past its write budget (README "Write budgets").
  app = await startAppProcess({ databaseUrl: db.url, capture: true, env: { WRITE_BUDGET_FACTOR: '1000000' } });
  const base = `http://127.0.0.1:${app.port}`;
  // The catalogue watcher listens from the first public read on.
  expect((await fetch(`${base}/api/ready`)).status).toBe(200);

  const seen: Seen = { ok: 0, unavailable: 0, bad: [] };
  const load = busyCores(2);
  let killed = 0;
  try {
    let n = 0;
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_, i) => {
      while (!stop) {
        if (i % 2) await graphqlRead(base, token, seen);
        else await restWrite(base, token, (n += 1), seen);
      }
    });
    await sleep(1000);
    for (let round = 0; round < 3; round++) {
      killed += await terminateAppConnections(db.url);
      await sleep(700);
    }
    await sleep(500);
    stop = true;
    await Promise.all(writers);
  } finally {
    load.stop();
  }
  expect(killed).toBeGreaterThan(0);
  expect(seen.bad).toEqual([]);
  expect(seen.ok).toBeGreaterThan(0);

  // Recovery without a restart: a write succeeds and readiness says 200.
  let recovered = false;
  for (let i = 0; i < 300 && !recovered; i++) {
    const before = seen.ok;
    await restWrite(base, token, 1_000_000 + i, seen);
    recovered = seen.ok > before && (await fetch(`${base}/api/ready`)).status === 200;
    if (!recovered) await sleep(100);
  }
  expect(recovered).toBe(true);
  expect(app.child.exitCode).toBeNull();
  expect(app.child.signalCode).toBeNull();
  expect(app.output()).not.toMatch(/Unhandled 'error' event|uncaught|unhandled rejection/i);
});
