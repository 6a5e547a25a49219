/**
 * `npm run bench:upload`: the admin CSV upload of the real export through the HTTP path (POST
 * /api/tree/start-upload-file, JSON rows, the whole service: parse, every row through the
 * importer, locks, diff, history, run) against the CLI import of the same file, in the same run.
 *
 *   npm run bench:upload [-- --rounds 5] [-- --server postgres://postgres@127.0.0.1:5432]
 *
 * A fresh database bench_upload (migrated; the real export ../shared/data/selectree/trees.csv
 * imported; the demo catalogue when it is absent). The file uploaded is the catalogue's own
 * download, every column of every tree (services/export), so the unchanged upload changes 0 rows.
 * Each round, interleaved, medians over the rounds:
 *   1. HTTP upload, every row's Native Range changed (1,924 trees written, 1,924 history rows);
 *   2. the importer in this process (importTrees, the CLI's service without start-up) on the
 *      unchanged file: it puts the 1,924 Native Ranges back (1,924 trees written, no history);
 *   3. HTTP upload, unchanged file (1,924 rows, 0 changed);
 *   4. the CLI (`npm run import:trees`' entry, a new node process: start-up included), unchanged file;
 *   5. importTrees in this process, unchanged file.
 * The app runs in this process (server/src/app.ts on a loopback port). No assertion on times;
 * every answer is checked (status 200, the rows and changes expected).
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { Client } from 'pg';
import { createApp } from '../server/src/app';
import { createSession } from '../server/src/auth/sessions';
import { loadConfig } from '../server/src/config';
import { buildRequestContext } from '../server/src/context';
import { createDataSource } from '../server/src/db/data-source';
import { SEED_DIR, SHARED_DATA_DIR } from '../server/src/paths';
import { COLUMN_GROUPS, openTreeExport } from '../server/src/services/export.service';
import { importTrees } from '../server/src/services/import.service';
import { createUser } from '../server/test/helpers/accounts-app';
import { DEFAULT_SERVER, databaseUrl } from './seed-synthetic';

const REPO_ROOT = path.resolve(__dirname, '..');
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const settings = { server: option('server', DEFAULT_SERVER), rounds: Number(option('rounds', '5')) };
const NAME = 'bench_upload';
const EXPORT_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const DEMO_CSV = path.join(SEED_DIR, 'demo', 'trees.csv');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freshDatabase(): Promise<string> {
  const admin = new Client({ connectionString: databaseUrl(settings.server, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  return databaseUrl(settings.server, NAME);
}

/** The CLI entry: the built one when present (as deployed), else the source through @swc-node. */
function cliCommand(file: string, url: string): [string, string[]] {
  const built = path.join(REPO_ROOT, 'server', 'dist', 'server', 'src', 'cli', 'import-trees.cli.js');
  const args = [file, `--database-url=${url}`];
  if (fs.existsSync(built)) return ['node', [built, ...args]];
  return [
    'node',
    ['-r', '@swc-node/register', path.join(REPO_ROOT, 'server', 'src', 'cli', 'import-trees.cli.ts'), ...args],
  ];
}

async function main() {
  const source = fs.existsSync(EXPORT_CSV) ? EXPORT_CSV : DEMO_CSV;
  console.log(
    `bench:upload: ${source === EXPORT_CSV ? 'the real export' : 'the demo catalogue (the real export is absent)'}, ${settings.rounds} rounds, ${os.cpus().length} cores`,
  );
  const url = await freshDatabase();
  const db = createDataSource(url, { poolSize: 10 });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await importTrees(db, { csv: fs.readFileSync(source) }, { fileName: path.basename(source) });
  const user = await createUser(db, { email: 'bench-admin@bench.example.org', roleId: 3, password: null });
  const token = await createSession(db, user.id, new Date());
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'warn',
    WRITE_BUDGET_FACTOR: '1000000',
    ANON_API_BUDGET: '0',
  });
  const admin = { ...buildRequestContext({ db, config }), viewer: { id: user.id, roleId: 3, sessionId: 0 } };

  const file = await openTreeExport(admin, { groups: COLUMN_GROUPS.map((g) => g.key) });
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as string));
  const csv = Buffer.concat(chunks).toString('utf8');
  const rows = parse(csv, { bom: true }) as string[][];
  const trees = rows.length - 1;
  const csvPath = path.join(os.tmpdir(), `bench-upload-${process.pid}.csv`);
  fs.writeFileSync(csvPath, csv);
  const nativeRange = rows[0].indexOf('Native Range');
  const changedRows = (round: number) =>
    rows.map((row, i) => (i === 0 ? row : row.map((cell, c) => (c === nativeRange ? `Bench range ${round}` : cell))));
  const body = JSON.stringify(rows);
  console.log(
    `file: ${trees.toLocaleString('en-US')} trees x ${rows[0].length} columns, ${(csv.length / 1e6).toFixed(1)} MB CSV, ${(body.length / 1e6).toFixed(1)} MB JSON`,
  );

  const running = await createApp({ db, config });
  await new Promise<void>((resolve) => running.httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(running.httpServer.address() as AddressInfo).port}`;
  const upload = async (payload: string, expectChanged: number) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/tree/start-upload-file?fileName=bench.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: payload,
    });
    const report = (await response.json()) as {
      status: string;
      changed: unknown[];
      unchanged: number;
      message?: string;
    };
    const ms = performance.now() - started;
    if (response.status !== 200 || report.changed.length !== expectChanged) {
      throw new Error(
        `upload answered ${response.status}: ${report.message ?? ''} (${report.changed?.length} changed, ${expectChanged} expected)`,
      );
    }
    return ms;
  };
  const cli = () => {
    const [command, args] = cliCommand(csvPath, url);
    const started = performance.now();
    const result = spawnSync(command, args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'warn' },
    });
    const ms = performance.now() - started;
    if (result.status !== 0) throw new Error(`the CLI failed (${result.status}): ${result.stdout}\n${result.stderr}`);
    return ms;
  };
  const inProcess = async () => {
    const started = performance.now();
    const report = await importTrees(db, { csv }, { fileName: 'bench.csv' });
    const ms = performance.now() - started;
    if (report.counts.rows !== trees) throw new Error(`importTrees read ${report.counts.rows} rows`);
    return ms;
  };

  const times = {
    changed: [] as number[],
    importerChanged: [] as number[],
    unchanged: [] as number[],
    cli: [] as number[],
    importer: [] as number[],
  };
  try {
    // Warm-up (JIT, caches, connections); the catalogue is the file again afterwards.
    await upload(body, 0);
    await inProcess();
    for (let round = 1; round <= settings.rounds; round++) {
      times.changed.push(await upload(JSON.stringify(changedRows(round)), trees));
      times.importerChanged.push(await inProcess()); // puts every Native Range back
      times.unchanged.push(await upload(body, 0));
      times.cli.push(cli());
      times.importer.push(await inProcess());
      console.log(
        `  round ${round}: ${Object.values(times)
          .map((t) => `${t.at(-1)!.toFixed(0)} ms`)
          .join(', ')}`,
      );
    }
  } finally {
    await running.stop();
    fs.rmSync(csvPath, { force: true });
  }
  const [{ edits }] = await db.query(`SELECT count(*)::int AS edits FROM tree_edits`);
  await db.destroy();

  const table = [
    ['what', 'rows changed', 'median ms', 'min ms', 'max ms', 'x importer'],
    ['HTTP upload, unchanged file', '0', ...stats(times.unchanged, median(times.importer))],
    ['CLI import:trees, unchanged file (new process)', '0', ...stats(times.cli, median(times.importer))],
    ['importTrees in process, unchanged file', '0', ...stats(times.importer, median(times.importer))],
    ['HTTP upload, Native Range of every row', String(trees), ...stats(times.changed, median(times.importerChanged))],
    [
      'importTrees in process, every row back',
      String(trees),
      ...stats(times.importerChanged, median(times.importerChanged)),
    ],
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  console.log('');
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(
    `\nhistory rows written by the changed uploads: ${edits.toLocaleString('en-US')} (${settings.rounds} x ${trees})`,
  );
}

function stats(values: number[], baseline: number): string[] {
  return [
    median(values).toFixed(0),
    Math.min(...values).toFixed(0),
    Math.max(...values).toFixed(0),
    (median(values) / baseline).toFixed(2),
  ];
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
