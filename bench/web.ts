/**
 * Page speed and accessibility of the built app, measured by Lighthouse (npm `lighthouse`, mobile
 * preset: simulated slow 4G and a 4× slower CPU) on Debian's chromium. docs/performance.md.
 *
 *   npm run build && npm run bench:web [-- --runs 3] [-- --catalogue export|demo] [-- --keep]
 *     [-- --pages home,detail] [-- --reports <dir>] [-- --breakdown] [-- --port 4600]
 *
 * The app runs from the build on a throwaway embedded database (NODE_ENV=production), with the real
 * 1,924-tree export imported by the project's own import commands (the demo catalogue when
 * ../shared/data is absent, or with --catalogue demo). The export has no photos, so the 86 real, openly
 * licensed photos of shared/data/photos go in through `npm run import:photos` (the editors' image
 * pipeline); the detail page shows a tree that has photos (today's featured tree when it has some) and
 * compare shows three; an editor makes a public list of them. The demo catalogue seeds its own trees'
 * photos from the same folder.
 *
 * Pages: home, results, detail, compare, list detail, site (a ZIP and a strip); and, as the baseline, a static HTML page served
 * by the same server holding the same hero image (the featured tree's photo with the same srcset).
 * Runs are interleaved (run 1 of every page, then run 2 ...); each figure is the median of its runs.
 * Printed: performance, accessibility, best practices (scores 0-100), LCP, CLS, TBT, bytes (all and
 * JavaScript, as transferred), and each page's LCP and bytes as a ratio to the static page.
 * Targets: performance ≥ 90, accessibility ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms.
 *
 * --pages measures only those pages (keys: home, results, detail, compare, list, site; the static
 * page always; `offline` for the offline figures of web-offline.ts: the catalogue's size, its download
 * and the first load of the detail page with the network cut, measured after the pages). --reports keeps every Lighthouse report (JSON) in that folder. --breakdown prints,
 * per page (last run), where the main thread went (Lighthouse's mainthread-work-breakdown), the
 * scripts that cost most (bootup-time) and every script as sent.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GALLERY_THUMB_SIZES } from '../client/src/features/trees/detail/components/gallery-sizes';
import { resolveBenchDependency } from './deps';
import { measureOffline, offlineLines } from './web-offline';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'client', 'dist');
const SHARED = path.resolve(ROOT, '..', 'shared', 'data');
const PHOTOS_CSV = path.join(SHARED, 'photos', 'photos.csv');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = resolveBenchDependency('lighthouse/cli/index.js');
const LIGHTHOUSE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(path.dirname(LIGHTHOUSE), '..', 'package.json'), 'utf8')) as { version: string }
).version;

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('runs', '3')));
const haveExport = fs.existsSync(path.join(SHARED, 'selectree', 'trees.csv'));
const CATALOGUE = option('catalogue', haveExport ? 'export' : 'demo');
const KEEP = args.includes('--keep');
const ONLY = option('pages', '')
  .split(',')
  .map((key) => key.trim())
  .filter(Boolean);
const REPORTS = option('reports', '');
const BREAKDOWN = args.includes('--breakdown');

/**
 * Issue 24's bars, each page against its baseline static page in the same run (LCP ratio, TBT
 * difference) and JS as sent; CLS as Lighthouse's "good".
 */
const TARGETS = { performance: 90, accessibility: 95, lcpRatio: 1.3, tbtOverMs: 100, jsKb: 170, cls: 0.1 };

type Page = { key: string; label: string; path: string };
type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  jsBytes: number;
  lcpElement: string;
  /** The LCP element is a tree photo (an image under /photos/), not text or the drawing. */
  lcpIsPhoto: boolean;
  /** Main-thread time by kind, the costliest scripts, every script as sent (--breakdown). */
  breakdown: string[];
};

const log = (message: string) => console.error(`bench:web: ${message}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function npm(script: string, scriptArgs: string[], env: NodeJS.ProcessEnv): string {
  // This script's SWC_NODE_PROJECT is relative to the root; the workspace scripts set their own.
  const { SWC_NODE_PROJECT: _project, ...inherited } = process.env;
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...scriptArgs], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`npm run ${script} failed: ${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function startApp(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CATALOGUE: CATALOGUE === 'demo' ? 'true' : 'false',
      ANON_API_BUDGET: '0', // every visit comes from 127.0.0.1
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited during start (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy');
}

/**
 * fetch, sent again when the server closed a kept-alive socket as the request went out: undici
 * reports UND_ERR_SOCKET or EPIPE, and the server never read the request. It happens after this
 * process was blocked by a synchronous child (`npm run` user:create and import:photos, each
 * Lighthouse run): every socket in undici's pool went idle past the server's keep-alive timeout
 * meanwhile, so the first retry can meet the next stale socket (the offline block's HEAD after the
 * pages did, 2026-11-28). Each failed attempt discards its socket; at most 5 attempts.
 */
const CLOSED_SOCKET = new Set(['UND_ERR_SOCKET', 'EPIPE']);
async function send(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
      if (!CLOSED_SOCKET.has(code) || attempt === 5) throw error;
      log(`${init.method} ${url}: the server closed an idle connection (${code}); sending again`);
    }
  }
}

async function api<T>(base: string, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await send(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** An editor account with a password and a session token (user:create, then the link's password step). */
async function editorToken(base: string, dataDir: string): Promise<string> {
  const email = `bench-web-${Date.now()}@bench.example.org`;
  const out = npm(
    'user:create',
    ['--email', email, '--role', 'editor', '--first-name', 'Bench', '--last-name', 'Web'],
    {
      DATA_DIR: dataDir,
    },
  );
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(out)?.[0];
  if (!link) throw new Error(`user:create printed no link: ${out}`);
  const password = 'Bench-Web-Trees-2026';
  await api(base, 'PUT', '/api/users/change-password', new URL(link).searchParams.get('token') ?? '', {
    new_password: password,
    confirm_password: password,
  });
  return (await api<{ token: string }>(base, 'POST', '/api/auth/login', undefined, { email, password })).token;
}

/** The export tree ids that shared/data/photos/photos.csv has real photos of, in file order. */
function realPhotoTreeIds(): number[] {
  const lines = fs.readFileSync(PHOTOS_CSV, 'utf8').trim().split(/\r?\n/).slice(1);
  // file and tree_id (the first two columns) never hold commas.
  return [...new Set(lines.map((line) => Number(line.split(',')[1])))];
}

/** An uploaded photo as the app shows it: its JPEG, its WebP widths, the slot's sizes. */
function photoImg(link: string, sizes: string, width: number, height: number, style = ''): string {
  const srcset = [320, 640, 1024, 1600].map((w) => `/photos/${link.replace(/\.jpg$/, `-${w}.webp`)} ${w}w`).join(', ');
  return `<img src="/photos/${link}" srcset="${srcset}" sizes="${sizes}" width="${width}" height="${height}"${style ? ` style="${style}"` : ''} fetchpriority="high" alt="">`;
}

function writeStaticPage(file: string, image: string): void {
  fs.writeFileSync(
    file,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Static baseline</title><style>body{font-family:sans-serif;margin:16px}img{max-width:100%;height:auto}</style></head>` +
      `<body><main><h1>Featured tree</h1>${image}</main></body></html>`,
  );
}

/** Photos, a public list, the static baseline pages; answers the pages to measure. */
async function preparePages(
  base: string,
  dataDir: string,
): Promise<{ pages: Page[]; staticFiles: string[]; detailPath: string }> {
  const [featured] = await api<{ tree_id: number }[]>(base, 'GET', '/api/tree/featured-tree/all');
  const oaks = await api<{ pageResults: { tree_id: number }[] }>(
    base,
    'GET',
    '/api/tree/search-by-name-multiresult?searchTerm=oak&activePage=1&resultsPerPage=30&sort=1',
  ).catch(() => ({ pageResults: [] as { tree_id: number }[] }));
  const others = oaks.pageResults.map((tree) => tree.tree_id).filter((id) => id !== featured.tree_id);
  const token = await editorToken(base, dataDir);
  let detailId = featured.tree_id;
  let compareIds = [featured.tree_id, ...others.slice(0, 2)];
  if (CATALOGUE === 'export') {
    // The export has no photos: the real, openly licensed ones of shared/data/photos go in through
    // the project's own importer (the editors' pipeline); the detail and compare pages show photo trees.
    log(`importing the real photos (${PHOTOS_CSV})`);
    npm('import:photos', [PHOTOS_CSV], { DATA_DIR: dataDir });
    const withPhotos = realPhotoTreeIds();
    if (!withPhotos.includes(detailId)) detailId = withPhotos[0];
    compareIds = [detailId, ...withPhotos.filter((id) => id !== detailId).slice(0, 2)];
  } else {
    log('the demo catalogue carries the real photos of its own trees (seeded from shared/data/photos)');
  }
  const list = await api<{ list_id: number }>(base, 'POST', '/api/list/create', token, {
    name: 'Street trees for narrow strips',
    description: 'Trees measured by bench:web.',
    type: 'Curated List',
    regions: ['Southern Coast'],
    isPublic: true,
  });
  await api(base, 'PATCH', '/api/list/add/trees', token, { listId: list.list_id, treeIds: compareIds });

  // The baseline: the same hero image (today's featured tree's photo, same srcset and sizes) on a
  // static page served by the same server.
  const [hero] = await api<{ link: string | null }[]>(base, 'GET', '/api/tree/featured-tree/all');
  const staticFile = path.join(DIST, `bench-static-${process.pid}.html`);
  writeStaticPage(
    staticFile,
    hero.link
      ? photoImg(hero.link, '(max-width: 640px) 100vw, 640px', 640, 480)
      : `<img src="/images/default-tree.svg" width="640" height="480" fetchpriority="high" alt="">`,
  );
  // A page whose largest paint is a tree photo is held to a static page with a tree photo: the
  // detail tree's first, as the detail page's gallery shows it on a phone (its cell's width and sizes). Without it, when
  // today's featured tree has no photo (most days on the export: 32 of 1,753 trees have one),
  // the detail page's photo was held to the drawing (a 2 kB SVG).
  const detail = await api<{ images: { link: string }[] }>(base, 'GET', `/api/tree/detail/${detailId}`);
  const photoFile = path.join(DIST, `bench-static-photo-${process.pid}.html`);
  const photoLink = detail.images[0]?.link;
  if (photoLink)
    writeStaticPage(photoFile, photoImg(photoLink, GALLERY_THUMB_SIZES, 320, 240, 'width: calc(50vw - 22px)'));
  return {
    staticFiles: [staticFile, photoFile],
    pages: [
      { key: 'static', label: 'static page, same hero image', path: `/${path.basename(staticFile)}` },
      ...(photoLink
        ? [{ key: 'static-photo', label: "static page, detail tree's photo", path: `/${path.basename(photoFile)}` }]
        : []),
      { key: 'home', label: 'home', path: '/' },
      {
        key: 'results',
        label: 'results (oak)',
        path: '/search-results#searchTerm=oak&activePage=1&resultsPerPage=30&sort=1',
      },
      { key: 'detail', label: 'tree detail', path: `/tree-detail/${detailId}` },
      { key: 'compare', label: 'compare (3 trees)', path: `/compare?ids=${compareIds.join(',')}` },
      { key: 'list', label: 'list detail', path: `/list/${list.list_id}` },
      {
        key: 'site',
        label: 'site (ZIP, strip)',
        path: '/site?zip=95616&strip_width=open&overhead_wires=1&goals=shade%2Cnative',
      },
    ].filter((page) => page.key.startsWith('static') || !ONLY.length || ONLY.includes(page.key)),
    detailPath: `/tree-detail/${detailId}`,
  };
}

/**
 * One Lighthouse run (its own chromium), mobile preset. A run Lighthouse itself aborts (its trace
 * recording fails now and then: NO_NAVSTART) is tried again, up to ATTEMPTS in all.
 */
const ATTEMPTS = 4;
function lighthouse(url: string, name: string): Measure {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, name);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`${(error as Error).message.split('\n')[0]}: trying again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
}

/** Main-thread time by group, the five costliest scripts, every script with its size as sent. */
function breakdownOf(audits: Record<string, { details?: { items?: Record<string, unknown>[] } }>): string[] {
  const items = (id: string) => audits[id]?.details?.items ?? [];
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const groups = items('mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel)} ${Number(item.duration).toFixed(0)}`)
    .join(', ');
  const bootup = items('bootup-time')
    .slice(0, 5)
    .map((item) => `${short(item.url)} ${Number(item.total).toFixed(0)} (script ${Number(item.scripting).toFixed(0)})`);
  const scripts = items('network-requests')
    .filter((item) => item.resourceType === 'Script')
    .map((item) => `${short(item.url)} ${(Number(item.transferSize ?? 0) / 1000).toFixed(1)}`);
  return [
    `main thread ms: ${groups}`,
    `bootup ms: ${bootup.join('; ')}`,
    `scripts kB as sent (${scripts.length}): ${scripts.join(', ')}`,
  ];
}

function lighthouseOnce(url: string, name: string): Measure {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.copyFileSync(out, path.join(REPORTS, `${name}.json`));
  }
  fs.rmSync(out, { force: true });
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const audits = report.audits;
  const requests: { resourceType?: string; transferSize?: number }[] = audits['network-requests']?.details?.items ?? [];
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: String(lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '').slice(0, 60),
    lcpIsPhoto: /^<img\b[^>]*\ssrc="[^"]*\/photos\//.test(String(lcpNode?.snippet ?? '')),
    breakdown: breakdownOf(audits),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  return rows
    .map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '))
    .join('\n');
}

type Numeric = keyof Omit<Measure, 'lcpElement' | 'lcpIsPhoto' | 'breakdown'>;

/**
 * The table, the LCP elements, the breakdown (--breakdown) and issue 24's verdict per page. Each
 * page is held to the static page with the same kind of largest paint: a tree photo to the static
 * page with the detail tree's photo (when there is one), anything else (text, the drawing) to the
 * static page with today's hero image.
 */
function report(pages: Page[], runs: Map<string, Measure[]>): void {
  const med = (key: string, field: Numeric) => median(runs.get(key)!.map((m) => m[field]));
  const photoLcp = (key: string) => runs.get(key)!.filter((m) => m.lcpIsPhoto).length * 2 > runs.get(key)!.length;
  const baseline = (key: string) => (photoLcp(key) && runs.has('static-photo') ? 'static-photo' : 'static');
  const rows = [
    [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'LCP ms',
      'CLS',
      'TBT ms',
      'kB',
      'JS kB',
      'baseline',
      'LCP / base',
      'TBT - base',
    ],
  ];
  for (const page of pages) {
    const base = baseline(page.key);
    rows.push([
      page.label,
      String(med(page.key, 'performance')),
      String(med(page.key, 'accessibility')),
      String(med(page.key, 'bestPractices')),
      med(page.key, 'lcpMs').toFixed(0),
      med(page.key, 'cls').toFixed(3),
      med(page.key, 'tbtMs').toFixed(0),
      (med(page.key, 'bytes') / 1000).toFixed(1),
      (med(page.key, 'jsBytes') / 1000).toFixed(1),
      page.key.startsWith('static') ? '-' : base === 'static' ? 'hero' : 'photo',
      (med(page.key, 'lcpMs') / med(base, 'lcpMs')).toFixed(2),
      (med(page.key, 'tbtMs') - med(base, 'tbtMs')).toFixed(0),
    ]);
  }
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile preset, ${RUNS} run(s) per page, medians; ` +
      `${CATALOGUE} catalogue; ${os.cpus().length} cores; baseline: "hero" = ${pages[0].label}, ` +
      `"photo" = the static page with the detail tree's photo (for a page whose largest paint is a tree photo)\n`,
  );
  console.log(table(rows));
  console.log('\nLCP elements (last run):');
  for (const page of pages) console.log(`  ${page.label}: ${runs.get(page.key)!.at(-1)!.lcpElement}`);
  if (BREAKDOWN) {
    console.log('\nWhere the time and the JavaScript went (last run):');
    for (const page of pages) {
      console.log(`  ${page.label}:`);
      for (const line of runs.get(page.key)!.at(-1)!.breakdown) console.log(`    ${line}`);
    }
  }
  console.log(
    `\ntargets (issue 24): performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, ` +
      `LCP ≤ ${TARGETS.lcpRatio} × baseline, TBT ≤ baseline + ${TARGETS.tbtOverMs} ms, ` +
      `JS ≤ ${TARGETS.jsKb} kB as sent, CLS ≤ ${TARGETS.cls}`,
  );
  for (const page of pages.filter((p) => !p.key.startsWith('static'))) {
    const base = baseline(page.key);
    const ratio = med(page.key, 'lcpMs') / med(base, 'lcpMs');
    const over = med(page.key, 'tbtMs') - med(base, 'tbtMs');
    const jsKb = med(page.key, 'jsBytes') / 1000;
    const misses = [
      med(page.key, 'performance') < TARGETS.performance && `performance ${med(page.key, 'performance')}`,
      med(page.key, 'accessibility') < TARGETS.accessibility && `accessibility ${med(page.key, 'accessibility')}`,
      ratio > TARGETS.lcpRatio && `LCP ${ratio.toFixed(2)} × baseline`,
      over > TARGETS.tbtOverMs && `TBT baseline + ${over.toFixed(0)} ms`,
      jsKb > TARGETS.jsKb && `JS ${jsKb.toFixed(1)} kB`,
      med(page.key, 'cls') > TARGETS.cls && `CLS ${med(page.key, 'cls').toFixed(3)}`,
    ].filter(Boolean);
    console.log(`  ${page.label}: ${misses.length ? `MISSED: ${misses.join(', ')}` : 'all met'}`);
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html')) || !fs.existsSync(path.join(ROOT, 'server/dist'))) {
    throw new Error('the app is not built: run npm run build first');
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  if (CATALOGUE === 'export' && !haveExport) throw new Error(`--catalogue export needs ${SHARED}/selectree/trees.csv`);
  if (!haveExport && CATALOGUE === 'demo') log(`${SHARED} is absent: measuring the demo catalogue`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-bench-web-'));
  fs.chmodSync(dataDir, 0o755);
  const port = option('port', '') ? Number(option('port', '')) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  let app: ChildProcess | undefined;
  let staticFiles: string[] = [];
  const cleanUp = () => {
    app?.kill('SIGTERM');
    for (const file of staticFiles) fs.rmSync(file, { force: true });
    if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    log(`starting the app (${CATALOGUE} catalogue) on ${base}`);
    app = await startApp(dataDir, port);
    if (CATALOGUE === 'export') {
      log('importing the real export (trees, common names, synonyms, ZIP zones)');
      const env = { DATA_DIR: dataDir };
      npm('import:trees', [path.join(SHARED, 'selectree/trees.csv')], env);
      npm('import:common-names', [path.join(SHARED, 'selectree/common_names.csv')], env);
      npm('import:synonyms', [path.join(SHARED, 'selectree/gbif_synonyms.csv')], env);
      npm('import:zips', [path.join(SHARED, 'usda_zones_by_zip.csv')], env);
    }
    const prepared = await preparePages(base, dataDir);
    staticFiles = prepared.staticFiles;
    const pages = prepared.pages;

    const runs = new Map<string, Measure[]>(pages.map((page) => [page.key, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        log(`run ${run}/${RUNS}: ${page.label}`);
        runs.get(page.key)!.push(lighthouse(`${base}${page.path}`, `${page.key}-${run}`));
      }
    }

    report(pages, runs);
    if (!ONLY.length || ONLY.includes('offline')) {
      log(`offline: ${RUNS} fresh browser context(s) install the worker and make the catalogue available offline`);
      const figures = await measureOffline(base, CHROMIUM, RUNS, prepared.detailPath, 'h1', send, DIST);
      console.log('\nOffline (issue 27):');
      for (const line of offlineLines(figures, 'the tree detail page')) console.log(`  ${line}`);
    }
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
