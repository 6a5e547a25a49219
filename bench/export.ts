/**
 * `npm run bench:export`: the tree-data CSV download (GET /api/tree/download-file, all 70 columns,
 * no filter) against `psql \copy (the same SELECT) TO STDOUT` of the same rows, in the same run
 * (docs/performance.md: "CSV export, 100k trees: streamed, first byte <= 0.5 s, memory growth flat from
 * 10k to 100k rows").
 *
 *   npm run bench:export [-- --rounds 3] [-- --sizes 10k,100k] [-- --reseed]
 *                        [-- --server postgres://postgres@127.0.0.1:5432]
 *
 * Catalogues bench_10k and bench_100k (seed-synthetic.ts: the real export grown with synthetic trees
 * of the same distributions, 0-3 photos each; bench_100k is shared with `npm run bench`), each seeded
 * when missing or when the migrations changed. For each catalogue the real app (server/src/main.ts)
 * runs in its own process pinned to core 0; the client (this process, or psql) runs on core 1. Each
 * round, interleaved: the app's download, then psql's. Reported, medians over the rounds:
 *   - first byte: from sending the request (starting psql) to the first byte of the CSV body;
 *   - total: to the last byte; MB and rows;
 *   - peak RSS of the app during the download, and its growth over the RSS just before (the peak is
 *     reset through /proc/<pid>/clear_refs before each download, so start-up does not count);
 *     for psql, its whole peak RSS.
 * Downloads are read uncompressed (Accept-Encoding: identity) and checked: status 200, a header
 * and exactly one data row per tree. Results are printed and written to bench/results/.
 */
import 'reflect-metadata';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createSession } from '../server/src/auth/sessions';
import { createDataSource } from '../server/src/db/data-source';
import { EXPORT_COLUMNS } from '../server/src/services/export/export-columns';
import { exportStatement } from '../server/src/services/export/export-query';
import { PHOTO_COUNT_MAX } from '../server/src/services/export/export-request';
import { DEFAULT_SERVER, ensureCatalogue } from './seed-synthetic';

const REPO_ROOT = path.resolve(__dirname, '..');
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const settings = {
  server: option('server', DEFAULT_SERVER),
  rounds: Number(option('rounds', '3')),
  sizes: option('sizes', '10k,100k').split(','),
  reseed: process.argv.includes('--reseed'),
};
const CATALOGUES = [
  { label: '10k', name: 'bench_10k', trees: 10_000 },
  { label: '100k', name: 'bench_100k', trees: 100_000 },
].filter((catalogue) => settings.sizes.includes(catalogue.label));

const pinning = os.cpus().length >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const pinned = (core: number, command: string, args: string[]): [string, string[]] =>
  pinning ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
if (pinning) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

interface Measure {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rows: number;
  /** Peak RSS (MB) during the run. */
  peakMb: number;
  /** Peak minus the RSS just before (MB); null for psql (its whole peak is its cost). */
  growthMb: number | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (kb: number) => kb / 1024;

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** An editor with a live session in the catalogue's database (the download is for roles 2 and 3). */
async function editorToken(url: string): Promise<string> {
  const dataSource = createDataSource(url, { poolSize: 1 });
  await dataSource.initialize();
  try {
    const email = 'bench-editor@bench.example.org';
    await dataSource.query(
      `INSERT INTO users (email, first_name, last_name, role_id, verified_at)
       SELECT $1, 'Bench', 'Editor', 2, now() WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = $1)`,
      [email],
    );
    await dataSource.query(`UPDATE users SET role_id = 2 WHERE email = $1`, [email]);
    const [{ id }] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    return await createSession(dataSource, id, new Date());
  } finally {
    await dataSource.destroy();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startApp(url: string, nodeFlags: string[]): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const [command, args] = pinned(0, process.execPath, [...nodeFlags, '-r', '@swc-node/register', 'server/src/main.ts']);
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: path.join(REPO_ROOT, 'server/tsconfig.json'),
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO_CATALOGUE: 'false',
      ANON_API_BUDGET: '0', // the bench's requests all come from 127.0.0.1
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy');
}

/** Counts CSV records (quoted line breaks do not end a record) as the bytes arrive. */
function recordCounter() {
  let inQuotes = false;
  let records = 0;
  return {
    feed(chunk: Buffer) {
      for (const byte of chunk) {
        if (byte === 0x22) inQuotes = !inQuotes;
        else if (byte === 0x0a && !inQuotes) records += 1;
      }
    },
    get records() {
      return records;
    },
  };
}

function downloadFromApp(base: string, token: string, pid: number): Promise<Measure> {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const before = procStatus(pid, 'VmRSS');
  const query = `columns=${EXPORT_COLUMNS.map((c) => c.key).join(',')}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    const counter = recordCounter();
    const request = http.get(
      `${base}/api/tree/download-file?${query}`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`download answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          if (!bytes) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          counter.feed(chunk);
        });
        response.on('end', () => {
          const peak = procStatus(pid, 'VmHWM');
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            bytes,
            rows: counter.records - 1,
            peakMb: mb(peak),
            growthMb: mb(peak - before),
          });
        });
      },
    );
    request.on('error', reject);
  });
}

function copyWithPsql(url: string, sql: string): Promise<Measure> {
  const [command, args] = pinned(1, 'psql', [
    url,
    '-X',
    '-q',
    '-c',
    `\\copy (${sql}) TO STDOUT WITH (FORMAT csv, HEADER)`,
  ]);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let firstByteMs = 0;
    let bytes = 0;
    let peakKb = 0;
    const counter = recordCounter();
    // taskset execs its command: the pid is psql's. VmHWM only grows, so the last sample is the peak.
    const sample = setInterval(() => {
      peakKb = Math.max(peakKb, procStatus(child.pid!, 'VmHWM') || 0);
    }, 10);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!bytes) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      counter.feed(chunk);
    });
    child.once('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) return reject(new Error(`psql exited ${code}`));
      resolve({
        firstByteMs,
        totalMs: performance.now() - started,
        bytes,
        rows: counter.records - 1,
        peakMb: mb(peakKb),
        growthMb: null,
      });
    });
  });
}

const HEAP_CAP_MB = 128;
const APP_VARIANTS = [
  { label: 'GET /api/tree/download-file (app)', flags: [] as string[], withPsql: true },
  {
    label: `same, app heap capped at ${HEAP_CAP_MB} MB`,
    flags: [`--max-old-space-size=${HEAP_CAP_MB}`],
    withPsql: false,
  },
];
const PSQL_LABEL = 'psql \\copy (same SELECT) TO STDOUT';

interface Row {
  size: string;
  trees: number;
  target: string;
  firstByteMs: number;
  totalMs: number;
  mb: number;
  rows: number;
  peakMb: number;
  growthMb: number | null;
  ok: boolean;
}

function summarise(size: string, trees: number, target: string, runs: Measure[]): Row {
  return {
    size,
    trees,
    target,
    firstByteMs: median(runs.map((r) => r.firstByteMs)),
    totalMs: median(runs.map((r) => r.totalMs)),
    mb: median(runs.map((r) => r.bytes)) / 1e6,
    rows: median(runs.map((r) => r.rows)),
    peakMb: median(runs.map((r) => r.peakMb)),
    growthMb: runs[0].growthMb === null ? null : median(runs.map((r) => r.growthMb ?? 0)),
    ok: runs.every((r) => r.rows === trees),
  };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const catalogue of CATALOGUES) {
    const url = await ensureCatalogue(settings.server, catalogue, settings.reseed);
    const token = await editorToken(url);
    const statement = exportStatement(EXPORT_COLUMNS, {
      genus: [],
      family: [],
      photoMin: 0,
      photoMax: PHOTO_COUNT_MAX,
      missing: [],
      combine: 'and',
      neverReviewed: false,
    });
    const check = new Client({ connectionString: url });
    await check.connect();
    const [{ count }] = (await check.query(`SELECT count(*)::int AS count FROM trees`)).rows;
    await check.end();

    // The app as deployed (V8's default heap), interleaved with psql; then the app with its old
    // space capped below the file's size: if the download held the result, it could not finish.
    for (const variant of APP_VARIANTS) {
      const { child, base } = await startApp(url, variant.flags);
      const pid = child.pid!; // taskset execs node: the same process
      try {
        // Warm-up: one small download (code paths, plans, connections), one psql.
        await fetch(`${base}/api/tree/download-file?columns=family`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => r.arrayBuffer());
        if (variant.withPsql) await copyWithPsql(url, `SELECT 1`);
        const app: Measure[] = [];
        const psql: Measure[] = [];
        for (let round = 0; round < settings.rounds; round += 1) {
          app.push(await downloadFromApp(base, token, pid));
          if (variant.withPsql) psql.push(await copyWithPsql(url, statement.sql));
          process.stdout.write('.');
        }
        rows.push(summarise(catalogue.label, count, variant.label, app));
        if (variant.withPsql) rows.push(summarise(catalogue.label, count, PSQL_LABEL, psql));
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    process.stdout.write('\n');
  }

  const table = rows.map((r) => ({
    catalogue: `${r.size} (${r.trees} trees)`,
    target: r.target,
    'first byte ms': r.firstByteMs.toFixed(1),
    'total ms': r.totalMs.toFixed(0),
    MB: r.mb.toFixed(1),
    rows: r.ok ? r.rows : `FAILED (${r.rows})`,
    'peak RSS MB': r.peakMb.toFixed(0),
    'RSS growth MB': r.growthMb === null ? '—' : r.growthMb.toFixed(1),
  }));
  console.log(`\nCSV export, all 70 columns, ${settings.rounds} rounds, medians (pinning: ${pinning ? 'on' : 'off'})`);
  console.table(table);
  const app = rows.filter((r) => r.target === APP_VARIANTS[0].label);
  if (app.length === 2) {
    console.log(
      `RSS growth ${app[0].size} -> ${app[1].size}: ${app[0].growthMb?.toFixed(1)} -> ${app[1].growthMb?.toFixed(1)} MB; ` +
        `first byte at ${app[1].size}: ${app[1].firstByteMs.toFixed(1)} ms (target <= 500 ms)`,
    );
  }
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ settings, rows }, null, 2));
  console.log(`written to ${path.relative(REPO_ROOT, file)}`);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
