/**
 * bench:web's offline figures (issue 27): the offline catalogue's size as sent, how long "Make
 * available offline" takes to download and store it, and the first load of a page with the network
 * cut (from the service worker) beside the same page online, in Debian's chromium driven by
 * playwright-core at 390 px with the CPU slowed 4× (as Lighthouse's mobile preset). The transfer over
 * a slow 4G link (Lighthouse's 1.6 Mbit/s, 150 ms) is computed from the size as sent; the download
 * itself runs over loopback, so its time is the phone's work: reading and storing the catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

const SLOW_4G_BYTES_PER_S = (1638.4 * 1024) / 8;
const SLOW_4G_RTT_MS = 150;

/** fetch(), sent again when the server closed the kept-alive connection (web.ts's send). */
type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface OfflineRun {
  /** ms from "Make available offline" to the status line, CPU 4×, loopback. */
  storeMs: number;
  /** The page's load (navigation start to load event end) and LCP, online under the worker. */
  onlineLoadMs: number;
  onlineLcpMs: number;
  /** The same after context.setOffline(true). */
  offlineLoadMs: number;
  offlineLcpMs: number;
}

export interface OfflineFigures {
  /** The app's own offline bundle: the files the service worker precaches (client/dist/sw.js's list). */
  precache: { files: number; bytes: number; gzipBytes: number };
  sentBytes: number;
  unpackedBytes: number;
  /** The computed transfer over slow 4G: one round trip and the bytes at 1.6 Mbit/s. */
  slow4gTransferMs: number;
  runs: OfflineRun[];
}

/** The bundle's size as sent (gzip) and unpacked, from HEAD (what the /offline page shows before). */
async function bundleSize(base: string, send: Send): Promise<{ sentBytes: number; unpackedBytes: number }> {
  const response = await send(`${base}/api/offline/catalogue`, {
    method: 'HEAD',
    headers: { 'accept-encoding': 'gzip' },
  });
  if (!response.ok) throw new Error(`HEAD /api/offline/catalogue answered ${response.status}`);
  return {
    sentBytes: Number(response.headers.get('content-length')),
    unpackedBytes: Number(response.headers.get('x-uncompressed-length')),
  };
}

/**
 * The files the built service worker precaches (its injected manifest in client/dist/sw.js): how
 * many, their bytes, and gzipped (level 9, per file, as the server sends them compressed).
 */
export function precacheSize(dist: string): OfflineFigures['precache'] {
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const body = fs.readFileSync(path.join(dist, url));
    bytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, bytes, gzipBytes };
}

/** Navigation to `url` from scratch: load event end and the largest contentful paint, in ms. */
async function timedLoad(page: Page, url: string, ready: string): Promise<{ loadMs: number; lcpMs: number }> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise<{ loadMs: number; lcpMs: number }>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        new PerformanceObserver((entries) => {
          const last = entries.getEntries().at(-1);
          resolve({ loadMs: navigation.loadEventEnd, lcpMs: last ? last.startTime : navigation.loadEventEnd });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function oneRun(browser: Browser, base: string, pagePath: string, ready: string): Promise<OfflineRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto(`${base}/offline`);
    const button = page.getByRole('button', { name: 'Make available offline' });
    await button.waitFor({ timeout: 30_000 });
    const started = Date.now();
    await button.click();
    await page.getByTestId('offline-status').waitFor({ timeout: 120_000 });
    const storeMs = Date.now() - started;

    await page.goto(`${base}${pagePath}`); // visited once online: the worker keeps the page
    const online = await timedLoad(page, `${base}${pagePath}`, ready);
    await context.setOffline(true);
    const offline = await timedLoad(page, `${base}${pagePath}`, ready);
    return {
      storeMs,
      onlineLoadMs: online.loadMs,
      onlineLcpMs: online.lcpMs,
      offlineLoadMs: offline.loadMs,
      offlineLcpMs: offline.lcpMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` fresh phones (a new browser context each: no worker, no copy): each installs the worker,
 * makes the catalogue available offline, then loads `pagePath` online and with the network cut.
 */
export async function measureOffline(
  base: string,
  chromiumPath: string,
  runs: number,
  pagePath: string,
  ready: string,
  send: Send,
  dist: string,
): Promise<OfflineFigures> {
  const size = await bundleSize(base, send);
  const precache = precacheSize(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const measured: OfflineRun[] = [];
    for (let run = 0; run < runs; run++) measured.push(await oneRun(browser, base, pagePath, ready));
    return {
      precache,
      ...size,
      slow4gTransferMs: SLOW_4G_RTT_MS + (size.sentBytes / SLOW_4G_BYTES_PER_S) * 1000,
      runs: measured,
    };
  } finally {
    await browser.close();
  }
}

/** The lines bench:web prints (medians of the runs). */
export function offlineLines(figures: OfflineFigures, label: string): string[] {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const of = (field: keyof OfflineRun) => median(figures.runs.map((run) => run[field]));
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  const { precache } = figures;
  return [
    `offline app bundle (precached by the service worker): ${precache.files} files, ${kb(precache.gzipBytes)} gzip ` +
      `(${kb(precache.bytes)} unpacked)`,
    `offline catalogue: ${kb(figures.sentBytes)} as sent (gzip), ${kb(figures.unpackedBytes)} unpacked; ` +
      `goal ≤ 1,500 kB as sent: ${figures.sentBytes <= 1_500_000 ? 'met' : 'NOT met'}`,
    `  transfer over slow 4G (1.6 Mbit/s, 150 ms RTT), computed: ${(figures.slow4gTransferMs / 1000).toFixed(1)} s`,
    `  "Make available offline" to "Ready" (loopback, CPU 4×): ${of('storeMs').toFixed(0)} ms ` +
      `(${figures.runs.length} fresh browser contexts, median)`,
    `first offline load of ${label} (CPU 4×, median): load ${of('offlineLoadMs').toFixed(0)} ms, ` +
      `LCP ${of('offlineLcpMs').toFixed(0)} ms; the same page online under the worker: load ` +
      `${of('onlineLoadMs').toFixed(0)} ms, LCP ${of('onlineLcpMs').toFixed(0)} ms ` +
      `(offline / online LCP ${(of('offlineLcpMs') / of('onlineLcpMs')).toFixed(2)})`,
  ];
}
