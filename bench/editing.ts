/**
 * Catalogue editing figures for `npm run bench` (issue 10), on the 2k catalogue:
 *
 * 1. Save latency of a tree edit through the app's REST facade (PUT /api/tree/update/{id}: version
 *    check under a row lock, the change, the history rows, one transaction), sequentially and with
 *    20 editors saving 20 trees at once, next to a raw `UPDATE trees ... version = version + 1` of
 *    the same field over pg in the same run.
 * 2. The detail page's image bytes before and after responsive sizes: six photos as uploaded
 *    (a synthetic 3000 x 2000 leafy picture saved as a camera JPEG each, see leafyPhoto; what a single-size pipeline would serve) against what the
 *    gallery's srcset loads at 1x (320w WebP) and 2x (640w WebP), made by the real pipeline.
 */
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import sharp from 'sharp';
import { createApp } from '../server/src/app';
import { createSession } from '../server/src/auth/sessions';
import { loadConfig } from '../server/src/config';
import { setLogLevel } from '../server/src/logger';
import { createDataSource } from '../server/src/db/data-source';
import { processImage } from '../server/src/services/photos/image-pipeline';
import { createUser } from '../server/test/helpers/accounts-app';

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

async function timed(work: () => Promise<boolean>, times: number[]): Promise<boolean> {
  const start = process.hrtime.bigint();
  const ok = await work();
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  return ok;
}

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

export async function benchEditing(url: string, log: (line: string) => void): Promise<string[]> {
  // The app runs in this process, whose logger is at info: one JSON line per request would bury the table.
  setLogLevel('warn');
  const dataSource = createDataSource(url, { poolSize: 20 });
  await dataSource.initialize();
  const pool = new Pool({ connectionString: url, max: 20 });
  const email = `bench-editor-${Date.now()}@bench.example.org`;
  const editor = await createUser(dataSource, { email, roleId: 2, password: null });
  const token = await createSession(dataSource, editor.id, new Date());
  const trees: { id: number; version: number; native_range: string | null }[] = await dataSource.query(
    `SELECT id, version, native_range FROM trees WHERE published AND NOT is_demo ORDER BY id LIMIT 20`,
  );
  const running = await createApp({
    db: dataSource,
    config: loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WRITE_BUDGET_FACTOR: '1000000',
      ANON_API_BUDGET: '0',
    }),
  });
  await new Promise<void>((resolve) => running.httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(running.httpServer.address() as AddressInfo).port}`;

  const save = async (tree: (typeof trees)[number], value: string) => {
    const response = await fetch(`${base}/api/tree/update/${tree.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: tree.version, native_range: value }),
    });
    if (response.status !== 200) return false;
    tree.version = ((await response.json()) as { version: number }).version;
    return true;
  };
  const raw = (tree: (typeof trees)[number], value: string) =>
    pool
      .query(`UPDATE trees SET native_range = $2, version = version + 1 WHERE id = $1`, [tree.id, value])
      .then(() => true);

  const rows: string[] = [];
  try {
    log('  editing: warm-up');
    for (const tree of trees) await save(tree, 'Bench range');
    const sequential = { app: [] as number[], raw: [] as number[], failures: 0 };
    for (let i = 0; i < 300; i++) {
      const tree = trees[i % trees.length];
      const value = `Bench range ${i}`;
      if (!(await timed(() => save(tree, value), sequential.app))) sequential.failures += 1;
      await timed(() => raw(tree, value), sequential.raw);
      // the raw UPDATE moved the version: read it back so the next save is not stale
      tree.version = (await dataSource.query(`SELECT version FROM trees WHERE id = $1`, [tree.id]))[0].version;
    }
    const concurrent = { app: [] as number[], failures: 0 };
    await Promise.all(
      trees.map(async (tree) => {
        for (let i = 0; i < 30; i++)
          if (!(await timed(() => save(tree, `Bench range ${tree.id}-${i}`), concurrent.app))) concurrent.failures += 1;
      }),
    );
    const seqApp = summarise(sequential.app, sequential.failures);
    const seqRaw = summarise(sequential.raw, 0);
    const conc = summarise(concurrent.app, concurrent.failures);
    rows.push(
      `  tree save (one text field), one editor (app REST, ${seqApp.n} saves): p50 ${fmt(seqApp.p50)} ms, p95 ${fmt(seqApp.p95)} ms; raw UPDATE p50 ${fmt(seqRaw.p50)} ms, p95 ${fmt(seqRaw.p95)} ms (p95 ${fmt(seqApp.p95 / seqRaw.p95, 1)}x raw); non-200: ${seqApp.failures}`,
      `  tree save, 20 editors on 20 trees at once (${conc.n} saves): p50 ${fmt(conc.p50)} ms, p95 ${fmt(conc.p95)} ms (${fmt(conc.p95 / seqApp.p95, 2)}x one editor's p95); non-200: ${conc.failures}`,
      `  concurrent save, 20 editors p95 ≤ 200 ms: ${fmt(conc.p95)} ms, ${conc.p95 <= 200 && conc.failures === 0 ? 'met' : 'NOT met'}`,
    );
    for (const tree of trees) {
      await pool.query(`UPDATE trees SET native_range = $2 WHERE id = $1`, [tree.id, tree.native_range]);
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
    await dataSource.query(`DELETE FROM users WHERE email = $1`, [email]);
    await running.stop();
    await pool.end();
    await dataSource.destroy();
  }
  return rows;
}
