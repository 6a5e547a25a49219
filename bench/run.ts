/**
 * `npm run bench`: search benchmarks, printed as one table (docs/performance.md: the protocol and the targets).
 *
 *   npm run bench [-- --quick] [-- --reseed] [-- --rounds 3 --duration 5 --connections 20]
 *                 [-- --server postgres://postgres@127.0.0.1:5432] [-- --sizes 2k,100k] [-- --targets site,siteRaw]
 *
 * For each catalogue (bench_2k: the real export; bench_100k: 100,000 synthetic trees with the
 * export's distributions, see seed-synthetic.ts; each seeded when missing or when migrations
 * changed) it starts bench/server.ts pinned to core 0 and runs autocannon (bench/load.ts) pinned to
 * core 1, 20 connections, warm-up then measurement, interleaving the targets round by round and
 * reporting medians:
 *   SELECT 1 over raw express + pg; the app's /api/health; name suggestions and characteristic
 *   searches through the app's REST facade and through a raw express + pg route replaying the same
 *   SQL; a many-filter search. Name suggestions twice: 20 terms repeated (the suggestion cache's
 *   hits) and cold keys (cold-keys.ts: generated from the catalogue's names, each asked once per
 *   run: every load run continues where the previous one of that target stopped), the latter also
 *   through the SQL reference (no cache, no index) on the raw server.
 * Every run must answer only 2xx with real bodies, or the table says FAILED. It also prints the
 * SQL statements per result page of ~10 and of 100 trees (service and GraphQL). PostgreSQL itself
 * is the machine's server and is not pinned. Results are also written to bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import type { ColdKey } from './cold-keys';
import { benchEditing } from './editing';
import { CHILD_ENV, NODE_ARGS, nodeCommand, pinning, runJsonChild } from './node-child';
import type { LoadRequest, LoadResult } from './load';
import { DEFAULT_SERVER, databaseUrl, ensureCatalogue } from './seed-synthetic';
import { seedLists, type BenchLists } from './seed-lists';
import {
  LIST_SEARCHES,
  MANY_FILTERS,
  SELECTIVE_FILTERS,
  SUGGESTION_TERMS,
  detailGraphql,
  detailPath,
  listSearchPath,
  searchPath,
  SITE_QUERIES,
  sitePath,
  newSiteQueries,
  suggestPath,
  suggestSqlPath,
} from './workload';

const BENCH_DIR = __dirname;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const quick = flag('quick');
const settings = {
  server: option('server', DEFAULT_SERVER),
  rounds: Number(option('rounds', quick ? '1' : '3')),
  duration: Number(option('duration', quick ? '2' : '5')),
  warmup: Number(option('warmup', quick ? '1' : '2')),
  connections: Number(option('connections', '20')),
  sizes: option('sizes', '2k,100k').split(','),
  reseed: flag('reseed'),
  /** --targets site,siteRaw: only these rows (keys of TARGETS; SELECT 1 always), no editing bench. */
  targets: option('targets', ''),
};

const CATALOGUES = [
  // BENCH_DB_SUFFIX: databases of one's own (two checkouts benching on one PostgreSQL at once).
  { label: '2k', name: `bench_2k${process.env.BENCH_DB_SUFFIX ?? ''}`, trees: 0 },
  { label: '100k', name: `bench_100k${process.env.BENCH_DB_SUFFIX ?? ''}`, trees: 100_000 },
].filter((catalogue) => settings.sizes.includes(catalogue.label));

interface Started {
  child: ChildProcess;
  app: string;
  raw: string;
  detailIds: number[];
  searchIndex: Record<string, unknown>;
  coldKeys: Record<string, unknown>;
  siteFacts: Record<string, unknown>;
}

function startServer(url: string, lists: BenchLists | null): Promise<Started> {
  // BENCH_PROF=dir: the bench server writes a V8 CPU profile there when it stops (docs/performance.md).
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const [command, args] = nodeCommand(0, [...profile, ...NODE_ARGS, path.join(BENCH_DIR, 'server.ts')]);
  const child = spawn(command, args, {
    env: { ...CHILD_ENV, DATABASE_URL: url, BENCH_LISTS: lists ? JSON.stringify(lists) : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      // The app logs JSON lines too: the ready line is the one with both ports.
      if (!line.startsWith('{')) return;
      const ports = JSON.parse(line) as {
        app?: number;
        raw?: number;
        detailIds: number[];
        searchIndex: Record<string, unknown>;
        coldKeys: Record<string, unknown>;
        siteFacts: Record<string, unknown>;
      };
      if (ports.app && ports.raw) {
        resolve({
          child,
          app: `http://127.0.0.1:${ports.app}`,
          raw: `http://127.0.0.1:${ports.raw}`,
          detailIds: ports.detailIds,
          searchIndex: ports.searchIndex,
          coldKeys: ports.coldKeys,
          siteFacts: ports.siteFacts,
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

function runLoad(
  base: string,
  paths: LoadRequest[],
  offset = 0,
  slow?: Target['slow'],
): Promise<LoadResult & { ok: boolean }> {
  const config = {
    base,
    paths,
    offset,
    connections: slow?.connections ?? settings.connections,
    duration: Math.max(settings.duration, slow?.duration ?? 0),
    warmup: settings.warmup,
    timeout: slow?.timeout,
  };
  return runJsonChild<LoadResult>('load run', path.join(BENCH_DIR, 'load.ts'), config).then(({ result, code }) => ({
    ...result,
    ok: code === 0,
  }));
}

interface Target {
  key: string;
  label: string;
  base: 'app' | 'raw';
  /** Fixed requests, or requests made from the started server (null: not on this catalogue). */
  paths: LoadRequest[] | ((env: TargetEnv) => LoadRequest[] | null);
  /** The raw route this target is compared with (same SQL). */
  raw?: string;
  /** Each path asked at most once per run (cold keys): every load run starts where the last stopped. */
  once?: boolean;
  /**
   * A reference that takes seconds a request (the site SQL reads the whole trees table: ~1 s at
   * 100k): fewer connections, a longer run and timeout, so it is measured instead of timing out.
   */
  slow?: { connections: number; duration: number; timeout: number };
}

interface TargetEnv {
  lists: BenchLists | null;
  detailIds: number[];
  coldKeys: ColdKey[];
}

const MANY_OFFSET = SELECTIVE_FILTERS.length;
/** More than a quick run's requests, so no site repeats (the report says if one did). */
const NEW_SITE_QUERIES = newSiteQueries(30_000);

const TARGETS: Target[] = [
  { key: 'select1', label: 'SELECT 1 (raw express + pg)', base: 'raw', paths: ['/select1'] },
  { key: 'health', label: 'GET /api/health (app, SELECT 1)', base: 'app', paths: ['/api/health'] },
  {
    key: 'suggestCold',
    label: 'name suggestions, cold keys (app REST)',
    base: 'app',
    paths: ({ coldKeys }) => coldKeys.map((k) => suggestPath(k.term, k.region)),
    raw: 'suggestColdSql',
    once: true,
  },
  {
    key: 'suggestColdSql',
    label: 'name suggestions, cold keys (raw, SQL reference)',
    base: 'raw',
    paths: ({ coldKeys }) => coldKeys.map((k) => suggestSqlPath(k.term, k.region)),
    once: true,
  },
  {
    key: 'suggest',
    label: 'name suggestions, 20 repeated keys (app REST, cached)',
    base: 'app',
    paths: SUGGESTION_TERMS.map((term) => suggestPath(term)),
    raw: 'suggestRaw',
  },
  {
    key: 'suggestRaw',
    label: 'name suggestions (raw, same SQL)',
    base: 'raw',
    paths: SUGGESTION_TERMS.map((_, i) => `/suggest/${i}`),
  },
  {
    key: 'search',
    label: 'search, selective filters (app REST, facet index)',
    base: 'app',
    paths: SELECTIVE_FILTERS.map(searchPath),
    raw: 'searchRaw',
  },
  {
    key: 'searchRaw',
    label: 'search, selective filters (raw, SQL reference)',
    base: 'raw',
    paths: SELECTIVE_FILTERS.map((_, i) => `/search/${i}`),
  },
  {
    key: 'searchMany',
    label: 'search, 12-20 filters (app REST, facet index)',
    base: 'app',
    paths: MANY_FILTERS.map(searchPath),
    raw: 'searchManyRaw',
  },
  {
    key: 'searchManyRaw',
    label: 'search, 12-20 filters (raw, SQL reference)',
    base: 'raw',
    paths: MANY_FILTERS.map((_, i) => `/search/${MANY_OFFSET + i}`),
  },
  // Site recommendations (issue 22): p95 ≤ 50 ms at 2k, ≤ 150 ms at 100k.
  {
    key: 'site',
    label: 'site recommendations (app REST, site facts)',
    base: 'app',
    paths: SITE_QUERIES.map(sitePath),
    raw: 'siteRaw',
  },
  {
    key: 'siteNew',
    label: 'site recommendations, a site never asked before each request (app REST)',
    base: 'app',
    paths: NEW_SITE_QUERIES.map(sitePath),
    once: true,
  },
  {
    key: 'siteRaw',
    label: 'site recommendations (raw, SQL of the same constraints, 2 connections)',
    base: 'raw',
    slow: { connections: 2, duration: 10, timeout: 60 },
    paths: SITE_QUERIES.map((_, i) => `/site/${i}`),
  },
  // Tree detail (issue: REST >= 0.8x, GraphQL >= 0.5x the raw route's throughput), ten trees.
  {
    key: 'detail',
    label: 'tree detail (app REST)',
    base: 'app',
    paths: ({ detailIds }) => detailIds.map(detailPath),
    raw: 'detailRaw',
  },
  {
    key: 'detailGraphql',
    label: 'tree detail (app GraphQL)',
    base: 'app',
    paths: ({ detailIds }) => detailIds.map(detailGraphql),
    raw: 'detailRaw',
  },
  {
    key: 'detailRaw',
    label: 'tree detail (raw, same SQL)',
    base: 'raw',
    paths: ({ detailIds }) => detailIds.map((_, i) => `/detail/${i}`),
  },
  // Lists (issue 9), on the catalogue that carries the list workload (seed-lists.ts).
  {
    key: 'listDetail',
    label: 'list detail, 1,000 trees (app REST, Accept-Encoding as browsers send it)',
    base: 'app',
    paths: ({ lists }) => (lists ? [{ path: `/api/list/${lists.bigListId}`, headers: BROWSER_ENCODINGS }] : null),
  },
  {
    // 560 kB an answer: at ~180 answers a second the load process's HTTP parsing fills its core
    // (the server's was a third busy), so this line measures the load generator more than the app.
    key: 'listDetailPlain',
    label: 'list detail, 1,000 trees, no Accept-Encoding (app REST; no target)',
    base: 'app',
    paths: ({ lists }) => (lists ? [`/api/list/${lists.bigListId}`] : null),
  },
  {
    key: 'listDetailSmall',
    label: 'list detail, 10 trees (app REST)',
    base: 'app',
    paths: ({ lists }) => (lists ? [`/api/list/${lists.smallListId}`] : null),
  },
  {
    key: 'listSearch',
    label: 'list search, 10,000 lists (app REST)',
    base: 'app',
    paths: ({ lists }) => (lists ? LIST_SEARCHES.map(listSearchPath) : null),
  },
];

/** What a browser's fetch sends (Chromium, Firefox): a long list's answer is sent compressed. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The catalogue that also carries the list workload. */
const LISTS_CATALOGUE = '2k';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Measured {
  p50: number;
  p95: number;
  rps: number;
  ok: boolean;
  requests: number;
}

async function benchCatalogue(catalogue: (typeof CATALOGUES)[number]) {
  const url = await ensureCatalogue(settings.server, catalogue, settings.reseed);
  const lists = catalogue.label === LISTS_CATALOGUE ? await seedLists(url, (m) => console.log(`  ${m}`)) : null;
  const server = await startServer(url, lists);
  try {
    const counts = await (await fetch(`${server.raw}/query-counts`)).json();
    const coldKeys = (await (await fetch(`${server.raw}/cold-keys`)).json()) as ColdKey[];
    const env: TargetEnv = { lists, detailIds: server.detailIds, coldKeys };
    const runs: Record<string, (LoadResult & { ok: boolean })[]> = {};
    const used: Record<string, number> = {};
    const pools: Record<string, number> = {};
    for (let round = 1; round <= settings.rounds; round += 1) {
      for (const target of TARGETS) {
        if (settings.targets && target.key !== 'select1' && !settings.targets.split(',').includes(target.key)) continue;
        const paths = typeof target.paths === 'function' ? target.paths(env) : target.paths;
        if (!paths) continue;
        process.stdout.write(`  ${catalogue.label} round ${round}/${settings.rounds}: ${target.label} ...`);
        const offset = target.once ? (used[target.key] ?? 0) : 0;
        const result = await runLoad(target.base === 'app' ? server.app : server.raw, paths, offset, target.slow);
        if (target.once) used[target.key] = offset + result.issued;
        if (target.once) pools[target.key] = paths.length;
        (runs[target.key] ??= []).push(result);
        process.stdout.write(
          ` p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, ${Math.round(result.rps)} req/s${result.ok ? '' : ' FAILED'}\n`,
        );
      }
    }
    const measured: Record<string, Measured> = {};
    for (const [key, list] of Object.entries(runs)) {
      measured[key] = {
        p50: median(list.map((r) => r.p50)),
        p95: median(list.map((r) => r.p95)),
        rps: median(list.map((r) => r.rps)),
        requests: list.reduce((sum, r) => sum + r.requests, 0),
        ok: list.every((r) => r.ok),
      };
    }
    const cold = Object.fromEntries(
      Object.entries(used).map(([key, issued]) => [key, { issued, pool: pools[key], repeated: issued > pools[key] }]),
    );
    return {
      measured,
      counts,
      searchIndex: server.searchIndex,
      siteFacts: server.siteFacts,
      coldKeys: { ...server.coldKeys, used: cold },
    };
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const ratio = (a: number, b: number) => (b > 0 ? `${fmt(a / b, 2)}x` : '-');
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main(): Promise<void> {
  const admin = new Client({ connectionString: databaseUrl(settings.server, 'postgres') });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
  await admin.end();
  console.log(
    `SelecTree search benchmark: PostgreSQL ${version}, ${os.cpus().length} CPUs, ${pinning ? 'server on core 0, load on core 1 (taskset)' : 'NOT pinned (no taskset or one CPU)'}, ` +
      `${settings.connections} connections, ${settings.rounds} round(s) of ${settings.duration} s after ${settings.warmup} s warm-up`,
  );
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(
    `load average before: ${load()} (other work on this machine skews every figure; ratios to the same-run baselines less)`,
  );
  const results: Record<string, Awaited<ReturnType<typeof benchCatalogue>>> = {};
  for (const catalogue of flag('editing-only') ? [] : CATALOGUES)
    results[catalogue.label] = await benchCatalogue(catalogue);
  // Catalogue editing (issue 10: save latency, image bytes), on the 2k catalogue (--editing-only: just this).
  const editingCatalogue = settings.targets ? undefined : CATALOGUES.find((c) => c.label === '2k');
  const editing = editingCatalogue
    ? await benchEditing(await ensureCatalogue(settings.server, editingCatalogue, settings.reseed), console.log)
    : [];

  const rows: string[][] = [
    ['catalogue', 'what', 'p50 ms', 'p95 ms', 'req/s', 'p50 / SELECT 1', 'p50 / raw', 'req/s / raw', 'answers'],
  ];
  for (const [label, { measured }] of Object.entries(results)) {
    const select1 = measured.select1?.p50 ?? NaN;
    for (const target of TARGETS) {
      const m = measured[target.key];
      if (!m) continue;
      const rawKey = target.raw ?? null;
      rows.push([
        label,
        target.label,
        fmt(m.p50),
        fmt(m.p95),
        fmt(m.rps, 0),
        target.key === 'select1' ? '1.00x' : ratio(m.p50, select1),
        rawKey && measured[rawKey] ? ratio(m.p50, measured[rawKey].p50) : '',
        rawKey && measured[rawKey] ? ratio(m.rps, measured[rawKey].rps) : '',
        m.ok ? `${m.requests} all 2xx` : 'FAILED',
      ]);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(rows[0])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));

  console.log('\nSQL statements per result page (resultsPerPage 100):');
  type PageCount = { results: number; service: number; graphql: number; filter: unknown };
  type ListCount = { trees: number; service: number; graphql: number };
  for (const [label, { counts }] of Object.entries(results)) {
    const { lists: _lists, ...pages } = counts as Record<string, PageCount> & { lists?: Record<string, ListCount> };
    for (const [, c] of Object.entries(pages)) {
      console.log(
        `  ${label}: ${String(c.results).padStart(3)} results: REST/service ${c.service}, GraphQL (card + tree relations) ${c.graphql}   filter ${JSON.stringify(c.filter)}`,
      );
    }
  }

  console.log('\nSQL statements per list page (GET /api/list/{id}; GraphQL list with every tree card and note):');
  for (const [label, { counts }] of Object.entries(results)) {
    const listCounts = (counts as { lists?: Record<string, { trees: number; service: number; graphql: number }> })
      .lists;
    for (const c of Object.values(listCounts ?? {}))
      console.log(`  ${label}: ${String(c.trees).padStart(4)} trees: REST/service ${c.service}, GraphQL ${c.graphql}`);
  }

  const at = (label: string, key: string) => results[label]?.measured[key];
  console.log('\nTargets (docs/performance.md):');
  for (const [label, { searchIndex }] of Object.entries(results))
    console.log(`  search index (${label}): ${JSON.stringify(searchIndex)}`);
  for (const [label, { coldKeys }] of Object.entries(results))
    console.log(`  cold suggestion keys (${label}): ${JSON.stringify(coldKeys)}`);
  for (const [label, { siteFacts }] of Object.entries(results))
    console.log(`  site facts (${label}): ${JSON.stringify(siteFacts)}`);
  for (const [label, bar] of [
    ['2k', 50],
    ['100k', 150],
  ] as const) {
    const site = at(label, 'site');
    const raw = at(label, 'siteRaw');
    if (site)
      console.log(
        `  site recommendations p95 at ${label} ≤ ${bar} ms: ${fmt(site.p95)} ms, ${verdict(site.p95 <= bar)}` +
          (raw
            ? ` (raw SQL of the same constraints: p95 ${fmt(raw.p95)} ms, p50 ratio ${ratio(site.p50, raw.p50)})`
            : ''),
      );
    const fresh = at(label, 'siteNew');
    const health = at(label, 'health');
    if (fresh)
      console.log(
        `  site recommendations at ${label}, a site never asked before every request (nothing kept; no target): ` +
          `p95 ${fmt(fresh.p95)} ms` +
          (health ? `, p50 ${ratio(fresh.p50, health.p50)} the app's health check (p95 ${fmt(health.p95)} ms)` : ''),
      );
  }
  const s100 = at('100k', 'suggest');
  if (s100)
    console.log(`  suggestions p95 at 100k ≤ 40 ms, cached keys: ${fmt(s100.p95)} ms, ${verdict(s100.p95 <= 40)}`);
  const c100 = at('100k', 'suggestCold');
  if (c100)
    console.log(`  suggestions p95 at 100k ≤ 40 ms, cold keys: ${fmt(c100.p95)} ms, ${verdict(c100.p95 <= 40)}`);
  for (const label of Object.keys(results)) {
    const s = at(label, 'suggest');
    const one = at(label, 'select1');
    if (s && one)
      console.log(
        `  suggestions p50 ≤ 2 x SELECT 1 p50 (${label}): ${ratio(s.p50, one.p50)}, ${verdict(s.p50 <= 2 * one.p50)}`,
      );
  }
  const q100 = at('100k', 'search');
  const q2 = at('2k', 'search');
  if (q100)
    console.log(
      `  selective search at 100k ≤ 50 ms: p50 ${fmt(q100.p50)} ms / p95 ${fmt(q100.p95)} ms, ${verdict(q100.p95 <= 50)} (p95)`,
    );
  if (q100 && q2)
    console.log(`  t(100k) / t(2k) ≤ 5: p50 ${ratio(q100.p50, q2.p50)}, ${verdict(q100.p50 / q2.p50 <= 5)}`);
  for (const label of Object.keys(results)) {
    const many = at(label, 'searchMany');
    if (many)
      console.log(`  12-20 filter search p95 at ${label} ≤ 100 ms: ${fmt(many.p95)} ms, ${verdict(many.p95 <= 100)}`);
    const raw = at(label, 'detailRaw');
    for (const [key, what, bar] of [
      ['detail', 'REST', 0.8],
      ['detailGraphql', 'GraphQL', 0.5],
    ] as const) {
      const m = at(label, key);
      if (m && raw)
        console.log(
          `  tree detail ${what} ≥ ${bar} x raw throughput (${label}): ${ratio(m.rps, raw.rps)}, ${verdict(m.rps >= bar * raw.rps)}`,
        );
    }
  }

  const listDetail = at(LISTS_CATALOGUE, 'listDetail');
  const listSearch = at(LISTS_CATALOGUE, 'listSearch');
  const select1 = at(LISTS_CATALOGUE, 'select1');
  if (listDetail && select1)
    console.log(
      `  list of 1,000 trees (REST) p95 ≤ 150 ms: ${fmt(listDetail.p95)} ms (p50 ${ratio(listDetail.p50, select1.p50)} / p95 ${ratio(listDetail.p95, select1.p95)} of SELECT 1 in this run), ${verdict(listDetail.ok && listDetail.requests > 0 && listDetail.p95 <= 150)}`,
    );
  if (listSearch && select1)
    console.log(
      `  list search over 10,000 lists p95 ≤ 50 ms: ${fmt(listSearch.p95)} ms (p50 ${ratio(listSearch.p50, select1.p50)} / p95 ${ratio(listSearch.p95, select1.p95)} of SELECT 1 in this run), ${verdict(listSearch.ok && listSearch.requests > 0 && listSearch.p95 <= 50)}`,
    );
  const listCounts = (
    results[LISTS_CATALOGUE]?.counts as { lists?: Record<string, { service: number; graphql: number }> }
  )?.lists;
  if (listCounts?.small && listCounts.big)
    console.log(
      `  statements per list page the same for 10 and 1,000 trees: REST ${listCounts.small.service} / ${listCounts.big.service}, GraphQL ${listCounts.small.graphql} / ${listCounts.big.graphql}, ${verdict(listCounts.small.service === listCounts.big.service && listCounts.small.graphql === listCounts.big.graphql)}`,
    );

  if (editing.length) console.log(`\nCatalogue editing (2k):\n${editing.join('\n')}`);
  console.log(`\nload average after: ${load()}`);
  fs.mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
  const file = path.join(BENCH_DIR, 'results', `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ settings, pinning, version, loadAverage: os.loadavg(), results, editing }, null, 2),
  );
  console.log(`\nraw figures: ${path.relative(process.cwd(), file)}`);
  const failed = Object.values(results).some(({ measured }) => Object.values(measured).some((m) => !m.ok));
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
