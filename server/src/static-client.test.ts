import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { patternToRegExp, staticClient } from './static-client';

let server: Server;
let base: string;
// Under a dot-folder (a checkout in ~/.local/src, say): the app's files must still be served.
const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-dist-')), '.checkout', 'dist');
fs.mkdirSync(dist, { recursive: true });
const script = 'console.log("a hashed asset");'.repeat(20);
/** Built stylesheets (`[name]-[hash].css`), for the screens' one sheet (web/screen-sheets.ts). */
const SHEETS = {
  'main-X1': '@layer mantine{.m_1{color:red}}'.repeat(40),
  'Input-fAa_S-9': '.m_2{margin:0}'.repeat(40),
  'site-2b': '._card_3{display:flex}',
};

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SelecTree</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
  fs.writeFileSync(path.join(dist, 'explorer.html'), '<!doctype html><title>explorer</title>');
  fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(['/', '/tree-detail/:treeName', '/account/users']));
  fs.writeFileSync(path.join(dist, 'assets', 'editor.worker-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"SelecTree"}');
  for (const [name, css] of Object.entries(SHEETS)) fs.writeFileSync(path.join(dist, 'assets', `${name}.css`), css);
  const app = express()
    // What helmet sets on every answer in app.ts (a sample).
    .use((_req, res, next) => {
      res.setHeader('Content-Security-Policy', "default-src 'self'");
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      next();
    })
    .use('/dev', staticClient(dist, { explorer: true }))
    .use(staticClient(dist, { explorer: false }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
});

describe('the static client', () => {
  it('answers page navigations with index.html (history fallback), not cached', async () => {
    const response = await fetch(`${base}/tree-detail/3`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>SelecTree</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a path no screen has with the same page and status 404; real routes and deep links 200', async () => {
    const get = (page: string) => fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
    for (const page of ['/', '/tree-detail/quercus-agrifolia', '/tree-detail/3/', '/account/users']) {
      expect([page, (await get(page)).status]).toEqual([page, 200]);
    }
    for (const page of [
      '/no/such/page',
      '/tree-detail',
      '/tree-detail/3/photos',
      '/account',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await get(page);
      expect([page, response.status]).toEqual([page, 404]);
      expect(await response.text()).toContain('<title>SelecTree</title>');
    }
  });

  it('turns route patterns into exact matchers', () => {
    expect(patternToRegExp('/').test('/')).toBe(true);
    expect(patternToRegExp('/').test('/x')).toBe(false);
    expect(patternToRegExp('/list/:listId').test('/list/7')).toBe(true);
    expect(patternToRegExp('/list/:listId').test('/list/7/trees')).toBe(false);
    expect(patternToRegExp('/a.b').test('/aXb')).toBe(false);
  });

  it('serves hashed assets brotli-compressed when accepted, cached for a year', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Its name carries its content hash: never revalidated, never fetched in ranges.
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(response.headers.get(name)).toBeNull();
    expect(await response.text()).toBe(script); // fetch decodes it
  });

  it('sends hashed assets without the headers only documents and workers read', async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // The page's own answer carries HSTS and the referrer policy a script's imports follow.
    expect(asset.headers.get('strict-transport-security')).toBeNull();
    expect(asset.headers.get('referrer-policy')).toBeNull();
    const worker = await fetch(`${base}/assets/editor.worker-abc123.js`);
    expect(worker.headers.get('content-security-policy')).toBe("default-src 'self'");
    const page = await fetch(`${base}/tree-detail/3`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves the service worker and the web app manifest never cached (an update reaches installed apps)', async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'SelecTree' });
  });

  it('answers a missing asset or file with 404, never the app page', async () => {
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
    const missing = await fetch(`${base}/missing.png`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(200);
  });

  it("serves a page's stylesheets as one sheet, in the order named, compressed as accepted, cached for a year", async () => {
    const address = `${base}/assets/screens/main-X1~Input-fAa_S-9~site-2b.css`;
    const joined = [SHEETS['main-X1'], SHEETS['Input-fAa_S-9'], SHEETS['site-2b']].join('\n');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'], // brotli whatever order the client names it in
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(address, { headers: { 'accept-encoding': accept } });
      expect([accept, response.status]).toEqual([accept, 200]);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(await response.text()).toBe(joined); // fetch decodes it
    }
    const other = await fetch(`${base}/assets/screens/site-2b~main-X1.css`);
    expect(await other.text()).toBe(`${SHEETS['site-2b']}\n${SHEETS['main-X1']}`);
    const head = await fetch(address, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 404 for a one-sheet address naming anything but built stylesheets', async () => {
    for (const address of [
      '/assets/screens/main-X1~missing-1.css',
      '/assets/screens/main-X1.js',
      '/assets/screens/.css',
      '/assets/screens/main-X1~~site-2b.css',
      '/assets/screens/main%2DX1.css',
      '/assets/screens/app-abc123.js~main-X1.css',
      `/assets/screens/${Array.from({ length: 41 }, () => 'site-2b').join('~')}.css`,
    ]) {
      const response = await fetch(`${base}${address}`);
      expect([address, response.status]).toEqual([address, 404]);
      expect(await response.text()).not.toContain('color:red');
    }
  });

  it('serves the GraphQL explorer only where it is enabled (outside production)', async () => {
    const enabled = await fetch(`${base}/dev/explorer`, { headers: { accept: 'text/html' } });
    expect(enabled.status).toBe(200);
    expect(await enabled.text()).toContain('<title>explorer</title>');
    for (const page of ['/explorer', '/explorer.html']) {
      const disabled = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
      expect(disabled.status).toBe(404);
    }
  });
});
