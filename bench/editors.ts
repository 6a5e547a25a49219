/**
 * The editors of the editing bench, in a process of their own (editing.ts starts it pinned to core
 * 1, the app on core 0), so the save figures measure the app and not a client sharing its event
 * loop. Saves go through fetch (keep-alive, Accept-Encoding as a browser sends), each with the
 * version its editor last saw, as the edit screen sends them:
 *
 *   1. warm-up: the 20 editors save each of their trees twice at once (the app's pool and plans);
 *   2. one editor: `sequential` saves one after the other, each followed by a raw
 *      `UPDATE trees ... version = version + 1` of the same field over pg (the baseline, same run);
 *   3. 20 editors at once, `concurrent` saves each on their own tree, one after the other.
 *
 * During 3 it also reads, from /proc, the CPU time of the app's process and of the database's
 * backends (per save). Prints one JSON line (EditorsResult).
 *
 *   node -r @swc-node/register bench/editors.ts @options.json
 */
import fs from 'node:fs';
import os from 'node:os';
import { Pool } from 'pg';

export interface EditorsOptions {
  base: string;
  token: string;
  /** The database (raw UPDATE, version read-back, its backends' CPU). */
  url: string;
  trees: { id: number; version: number }[];
  /** The app's process id (its CPU time from /proc). */
  appPid: number;
  sequential: number;
  concurrent: number;
}

export interface EditorsResult {
  sequential: { app: number[]; raw: number[]; failures: number };
  concurrent: {
    app: number[];
    failures: number;
    seconds: number;
    /** CPU ms per save (null where /proc cannot tell). */
    appCpuMs: number | null;
    databaseCpuMs: number | null;
    loadAverage: number[];
  };
  /** A non-200 answer's status and first bytes, for the report. */
  firstFailure: string | null;
}

const TICK_MS = 10; // Linux's USER_HZ is 100 on every platform node runs on

/** utime + stime of a process in ms, or null. */
function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

async function main(options: EditorsOptions): Promise<EditorsResult> {
  const pool = new Pool({ connectionString: options.url, max: 2 });
  let firstFailure: string | null = null;
  const save = async (tree: EditorsOptions['trees'][number], value: string) => {
    const response = await fetch(`${options.base}/api/tree/update/${tree.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      body: JSON.stringify({ version: tree.version, native_range: value }),
    });
    const body = await response.text();
    if (response.status !== 200) {
      firstFailure ??= `${response.status} ${body.slice(0, 200)}`;
      return false;
    }
    tree.version = (JSON.parse(body) as { version: number }).version;
    return true;
  };
  const timed = async (work: () => Promise<boolean>, times: number[]) => {
    const start = process.hrtime.bigint();
    const ok = await work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    return ok;
  };
  const trees = options.trees;
  const together = (rounds: number, times: number[], tag: string) =>
    Promise.all(
      trees.map(async (tree) => {
        let failures = 0;
        for (let i = 0; i < rounds; i++)
          if (!(await timed(() => save(tree, `Bench range ${tag} ${tree.id}-${i}`), times))) failures += 1;
        return failures;
      }),
    ).then((counts) => counts.reduce((a, b) => a + b, 0));

  await together(2, [], 'warm-up');

  const sequential = { app: [] as number[], raw: [] as number[], failures: 0 };
  for (let i = 0; i < options.sequential; i++) {
    const tree = trees[i % trees.length];
    const value = `Bench range ${i}`;
    if (!(await timed(() => save(tree, value), sequential.app))) sequential.failures += 1;
    await timed(
      () =>
        pool
          .query(`UPDATE trees SET native_range = $2, version = version + 1 WHERE id = $1`, [tree.id, value])
          .then(() => true),
      sequential.raw,
    );
    // The raw UPDATE moved the version on: read it back so the next save is not stale.
    tree.version = (await pool.query(`SELECT version FROM trees WHERE id = $1`, [tree.id])).rows[0].version;
  }

  const backends = async () =>
    (
      await pool.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    ).rows.map((row) => row.pid);
  const databaseCpu = (pids: number[]) => {
    const times = pids.map(cpuMs);
    return times.some((t) => t === null) ? null : (times as number[]).reduce((a, b) => a + b, 0);
  };
  const pids = await backends();
  const [app0, db0, started] = [cpuMs(options.appPid), databaseCpu(pids), process.hrtime.bigint()];
  const concurrentTimes: number[] = [];
  const failures = await together(options.concurrent, concurrentTimes, 'together');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const [app1, db1] = [cpuMs(options.appPid), databaseCpu(pids)];
  const saves = concurrentTimes.length;
  await pool.end();
  return {
    sequential,
    concurrent: {
      app: concurrentTimes,
      failures,
      seconds,
      appCpuMs: app0 === null || app1 === null ? null : (app1 - app0) / saves,
      databaseCpuMs: db0 === null || db1 === null ? null : (db1 - db0) / saves,
      loadAverage: os.loadavg(),
    },
    firstFailure,
  };
}

if (require.main === module) {
  const arg = process.argv[2] ?? '{}';
  const options = JSON.parse(arg.startsWith('@') ? fs.readFileSync(arg.slice(1), 'utf8') : arg) as EditorsOptions;
  main(options)
    .then((result) => {
      console.log(JSON.stringify(result));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(2);
    });
}
