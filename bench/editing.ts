/**
 * Catalogue editing figures for `npm run bench` (issue 10), on the 2k catalogue:
 *
 * 1. Save latency of a tree edit through the app's REST facade (PUT /api/tree/update/{id}: version
 *    check under a row lock, the change, the history rows, one transaction), sequentially and with
 *    20 editors saving 20 trees at once, next to a raw `UPDATE trees ... version = version + 1` of
 *    the same field over pg in the same run. The app runs in a process of its own pinned to core 0
 *    (editing-server.ts), the editors in another on core 1 (editors.ts), as the search benches run
 *    autocannon: the figures are the app's, not a client's sharing its event loop. Also printed:
 *    the saves per second, the CPU time per save of the app and of the database's backends, and the
 *    load average.
 * 2. The detail page's image bytes before and after responsive sizes: six photos as uploaded
 *    (a synthetic 3000 x 2000 leafy picture saved as a camera JPEG each, see leafyPhoto; what a single-size pipeline would serve) against what the
 *    gallery's srcset loads at 1x (320w WebP) and 2x (640w WebP), made by the real pipeline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import sharp from 'sharp';
import { createSession } from '../server/src/auth/sessions';
import { createDataSource } from '../server/src/db/data-source';
import { processImage } from '../server/src/services/photos/image-pipeline';
import { createUser } from '../server/test/helpers/accounts-app';
import type { EditorsOptions, EditorsResult } from './editors';
import { CHILD_ENV, NODE_ARGS, nodeCommand, runJsonChild } from './node-child';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (n: number, digits = 1) => n.toFixed(digits);

interface Latency {
  p50: number;
  p95: number;
  n: number;
  failures: number;
}
const summarise = (times: number[], failures: number): Latency => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  n: times.length,
  failures,
});

/**
 * A stand-in for a tree photo, 3000 x 2000: hundreds of overlapping leaf-coloured ellipses (edges
 * and texture at every scale, unlike flat colour or pure noise), with light sensor noise, saved as
 * a camera would (JPEG quality 90). Seeded, so every run compresses the same pictures.
 */
async function leafyPhoto(seed: number): Promise<Buffer> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const shapes: string[] = [];
  for (let i = 0; i < 900; i++) {
    const [x, y, rx, ry] = [random() * 3000, random() * 2000, 8 + random() * 120, 6 + random() * 60];
    const [r, g, b] = [20 + random() * 90, 70 + random() * 130, 15 + random() * 70].map(Math.round);
    shapes.push(
      `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" transform="rotate(${(random() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="rgb(${r},${g},${b})" fill-opacity="0.8"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><rect width="3000" height="2000" fill="rgb(120,150,190)"/>${shapes.join('')}</svg>`;
  const picture = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(picture, { limitInputPixels: false })
    .composite([
      {
        input: {
          create: {
            width: 3000,
            height: 2000,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
            noise: { type: 'gaussian', mean: 128, sigma: 12 },
          },
        },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Starts the app under test (editing-server.ts) pinned to core 0; resolves with its port once it listens. */
function startEditingServer(url: string): Promise<{ child: ChildProcess; base: string }> {
  // BENCH_PROF=dir: the app writes a V8 CPU profile there when it stops (docs/performance.md).
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const [command, args] = nodeCommand(0, [...profile, ...NODE_ARGS, path.join(__dirname, 'editing-server.ts')]);
  const child = spawn(command, args, {
    env: { ...CHILD_ENV, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const { port } = JSON.parse(line) as { port?: number };
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`editing server exited (${code})`)));
  });
}

/** Runs the editors (editors.ts) pinned to core 1; resolves with what they measured. */
async function runEditors(options: EditorsOptions): Promise<EditorsResult> {
  const { result, code } = await runJsonChild<EditorsResult>('editors', path.join(__dirname, 'editors.ts'), options);
  if (code !== 0) throw new Error(`editors failed (${code})`);
  return result;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const loadText = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');

export async function benchEditing(url: string, log: (line: string) => void): Promise<string[]> {
  const dataSource = createDataSource(url, { poolSize: 2 });
  await dataSource.initialize();
  const email = `bench-editor-${Date.now()}@bench.example.org`;
  const editor = await createUser(dataSource, { email, roleId: 2, password: null });
  const token = await createSession(dataSource, editor.id, new Date());
  const trees: { id: number; version: number; native_range: string | null }[] = await dataSource.query(
    `SELECT id, version, native_range FROM trees WHERE published AND NOT is_demo ORDER BY id LIMIT 20`,
  );
  const server = await startEditingServer(url);

  const rows: string[] = [];
  try {
    log('  editing: one editor, then 20 at once (the editors in a process of their own)');
    const loadBefore = os.loadavg();
    const measured = await runEditors({
      base: server.base,
      token,
      url,
      trees: trees.map(({ id, version }) => ({ id, version })),
      appPid: server.child.pid ?? 0,
      sequential: 300,
      concurrent: 30,
    });
    const seqApp = summarise(measured.sequential.app, measured.sequential.failures);
    const seqRaw = summarise(measured.sequential.raw, 0);
    const { concurrent } = measured;
    const conc = summarise(concurrent.app, concurrent.failures);
    const cpu = (ms: number | null) => (ms === null ? '-' : `${fmt(ms, 2)} ms`);
    rows.push(
      `  tree save (one text field), one editor (app REST, ${seqApp.n} saves): p50 ${fmt(seqApp.p50)} ms, p95 ${fmt(seqApp.p95)} ms; raw UPDATE p50 ${fmt(seqRaw.p50)} ms, p95 ${fmt(seqRaw.p95)} ms (p95 ${fmt(seqApp.p95 / seqRaw.p95, 1)}x raw); non-200: ${seqApp.failures}`,
      `  tree save, 20 editors on 20 trees at once (${conc.n} saves, ${fmt(conc.n / concurrent.seconds, 0)} saves/s): p50 ${fmt(conc.p50)} ms, p95 ${fmt(conc.p95)} ms (${fmt(conc.p95 / seqApp.p95, 2)}x one editor's p95); non-200: ${conc.failures}`,
      `  CPU per save, 20 editors: app process ${cpu(concurrent.appCpuMs)}, database backends ${cpu(concurrent.databaseCpuMs)}; load average ${loadText(loadBefore)} before, ${loadText(concurrent.loadAverage)} after`,
      `  concurrent save, 20 editors p95 ≤ 200 ms: ${fmt(conc.p95)} ms, ${conc.p95 <= 200 && conc.failures === 0 ? 'met' : 'NOT met'}`,
    );
    if (measured.firstFailure) rows.push(`  first non-200 answer: ${measured.firstFailure}`);
    for (const tree of trees) {
      await dataSource.query(`UPDATE trees SET native_range = $2 WHERE id = $1`, [tree.id, tree.native_range]);
    }

    log('  editing: image pipeline');
    const photos = await Promise.all([11, 23, 37, 41, 53, 67].map(leafyPhoto));
    let before = 0;
    let thumbs1x = 0;
    let thumbs2x = 0;
    let modal = 0;
    for (const photo of photos) {
      before += photo.length;
      const processed = await processImage(photo);
      const size = (suffix: string) => processed.variants.find((v) => v.suffix === suffix)?.buffer.length ?? 0;
      thumbs1x += size('-320.webp');
      thumbs2x += size('-640.webp');
      modal += size('-1600.webp');
    }
    const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} kB`;
    rows.push(
      `  detail page images, 6 photos: as uploaded ${kb(before)}; gallery srcset 1x (320w WebP) ${kb(thumbs1x)} = ${fmt((100 * thumbs1x) / before, 1)} %, 2x (640w) ${kb(thumbs2x)} = ${fmt((100 * thumbs2x) / before, 1)} %; opened photo (1600w WebP) ${kb(modal / 6)} each vs ${kb(before / 6)}`,
    );
  } finally {
    await stopChild(server.child);
    await dataSource.query(`DELETE FROM users WHERE email = $1`, [email]);
    await dataSource.destroy();
  }
  return rows;
}
