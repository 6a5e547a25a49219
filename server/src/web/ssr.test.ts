import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createQuote, createTree } from '../../test/factories/catalogue.factory';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import type * as Paths from '../paths';
import { REPO_ROOT } from '../paths';
import { ENTRY_LOADER, ENTRY_LOADER_HASH } from './entry-loader';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_HASH } from './first-paint';
import { ssrPages, type Renderer } from './ssr';

// The app serves the client built into this folder (index.html and the server renderer in .ssr/),
// built by beforeAll from the client's sources: the test needs no `npm run build` first.
jest.mock('../paths', () => {
  const actual = jest.requireActual<typeof Paths>('../paths');
  const { join } = jest.requireActual<typeof path>('node:path');
  const { tmpdir } = jest.requireActual<typeof os>('node:os');
  return { ...actual, CLIENT_DIST_DIR: join(tmpdir(), `selectree-ssr-dist-${process.pid}`) };
});
const DIST = path.join(os.tmpdir(), `selectree-ssr-dist-${process.pid}`);
const TEMPLATE = fs
  .readFileSync(path.join(REPO_ROOT, 'client', 'index.html'), 'utf8')
  .replace(/<script type="module"[^>]*><\/script>/, '<script type="module" crossorigin src="/assets/app.js"></script>');

beforeAll(() => {
  fs.mkdirSync(DIST, { recursive: true });
  fs.writeFileSync(path.join(DIST, 'index.html'), TEMPLATE);
  // The client build's manifest, as much of it as the pages' stylesheets read.
  fs.mkdirSync(path.join(DIST, '.vite'));
  fs.writeFileSync(
    path.join(DIST, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/routes/search-results.tsx': { file: 'assets/search-results.js', imports: ['_vendor.js'] },
      'src/lib/graphql/light-fetch.ts': { file: 'assets/light-fetch.js', imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/app/routes/tree-detail.tsx': { file: 'assets/tree-detail.js', imports: ['_vendor.js'] },
    }),
  );
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'vite.ssr.config.ts', '--outDir', path.join(DIST, '.ssr')],
    {
      cwd: path.join(REPO_ROOT, 'client'),
      // As `npm run build` does (jest sets NODE_ENV=test, which would select React's development JSX).
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the server renderer did not build:\n${build.stdout}\n${build.stderr}`);
}, 180_000);
afterAll(() => fs.rmSync(DIST, { recursive: true, force: true }));

const db = useTestDatabase();
const app = useTestApp(db);
const HOSTILE = '</script><script>alert(1)</script><!--';

const page = (url: string, headers: Record<string, string> = {}) =>
  app.request(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

/** The JSON state a page carries for hydration, parsed. */
type PageState = {
  apollo?: Record<string, unknown>;
  results?: Record<string, unknown>;
  loaderData: Record<string, unknown>;
};

/** Every object in `value` (depth first), for finding a record's entries by type. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (!value || typeof value !== 'object') return [];
  const own = Array.isArray(value) ? [] : [value as Record<string, unknown>];
  return [...own, ...Object.values(value).flatMap(objectsIn)];
}

function stateOf(html: string): PageState {
  const match = /<script type="application\/json" id="selectree-ssr">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no hydration state in the page');
  return JSON.parse(match[1]);
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="selectree-ssr"'));

describe('server-rendered public pages', () => {
  beforeAll(async () => {
    await createTree(db.dataSource, { id: 31, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 32, scientificName: 'Arbutus marina', commonName: 'Marina Strawberry Tree' });
    await createTree(db.dataSource, { id: 33, scientificName: `Evilus ${HOSTILE}`, commonName: `Bad ${HOSTILE}` });
    await createTree(db.dataSource, {
      id: 34,
      scientificName: 'Platanus racemosa',
      commonName: 'California Sycamore',
      heightLow: 30,
      heightHigh: 70,
      widthLow: 25,
      widthHigh: 25,
    });
    await createTree(db.dataSource, { id: 35, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await createQuote(db.dataSource, 'He who plants a tree plants a hope.', 'Lucy Larcom');
  });

  it('home: the featured tree, the quote and the page title are in the HTML, with the state to hydrate from', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    const state = stateOf(html);
    // A light page (client/src/app/router.tsx LIGHT_SCREENS) carries its queries' answers, not Apollo's cache.
    expect(state.apollo).toBeUndefined();
    expect(Object.keys(state.results ?? {}).some((key) => key.startsWith('FeaturedTree:'))).toBe(true);
    const featured = objectsIn(state.results).find((entry) => entry.__typename === 'Tree') as
      { scientificName: string } | undefined;
    if (!featured) throw new Error('no featured tree in the page state');
    expect(rootOf(html)).toContain(featured.scientificName.split(' ')[0]);
    expect(rootOf(html)).toContain('He who plants a tree plants a hope.');
    expect(rootOf(html)).toContain('Find the right tree for the right place');
    expect(html).toContain('<title>SelecTree: Tree Selection Guide</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The home route's loader ran on the server: the browser does not run it again.
    expect(Object.keys(state.loaderData).length).toBeGreaterThan(0);
  });

  it('tree detail and compare render the trees; the results page renders its shell (its term is in the hash)', async () => {
    const detail = await (await page('/tree-detail/31')).text();
    expect(rootOf(detail)).toContain('Quercus agrifolia');
    expect(rootOf(detail)).toContain('Coast Live Oak');
    expect(detail).toContain('<title>Quercus agrifolia (Coast Live Oak) | SelecTree</title>');

    const compare = await (await page('/compare?ids=31,32')).text();
    expect(rootOf(compare)).toContain('Quercus agrifolia');
    expect(rootOf(compare)).toContain('Arbutus marina');

    const results = await page('/search-results?filterData=%7B%22region%22%3A%22all%22%7D');
    expect(results.status).toBe(200);
    const html = await results.text();
    expect(rootOf(html)).toContain('role="status"'); // the page loader, inside the rendered header and footer
    expect(rootOf(html)).toContain('<header');
    // A light page whose search the server cannot see: it carries no answers, and asks for its search itself.
    expect(stateOf(html).results).toEqual({});
    expect(stateOf(html).apollo).toBeUndefined();
    // Its first paint (first-paint.ts): the element for it, and the script that asks for it first
    // thing in the head (after the charset), with the tab's region's key.
    expect(rootOf(html)).toContain('data-first-paint="selectree.region"></div>');
    expect(html).toMatch(
      /^<!doctype html>\s*<html[^>]*>\s*<head>\s*<meta charset="UTF-8" \/><script data-region-key="selectree.region">/i,
    );
    expect(html).toContain(`<script data-region-key="selectree.region">${FIRST_PAINT_SCRIPT}</script>`);
    expect(html).not.toContain('modulepreload');
    expect(detail).not.toContain('data-first-paint="');
    expect(detail).not.toContain(FIRST_PAINT_SCRIPT);

    // A page that is not light (the glossary) hydrates with Apollo Client, from its cache.
    const glossary = stateOf(await (await page('/glossary')).text());
    expect(glossary.apollo).toBeDefined();
    expect(glossary.results).toBeUndefined();
  });

  it('an unknown path answers 404 with the not-found page rendered', async () => {
    const response = await page('/no-such-page');
    expect(response.status).toBe(404);
    expect(rootOf(await response.text())).toContain('Page Not Found');
  });

  it('a tree name or a query string cannot inject markup or scripts', async () => {
    const detail = await (await page('/tree-detail/33')).text();
    expect(detail).not.toContain(HOSTILE);
    expect(detail).not.toContain('<script>alert(1)');
    expect(rootOf(detail)).toContain('Evilus &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The state keeps the name exactly, escaped for the script element it sits in.
    expect(JSON.stringify(stateOf(detail).results)).toContain(HOSTILE);

    const hostileQuery = encodeURIComponent(HOSTILE);
    const compare = await (await page(`/compare?ids=31,${hostileQuery}&x=${hostileQuery}`)).text();
    expect(compare).not.toContain('<script>alert(1)');
    // The JSON state and the entry's loader (entry-loader.ts), nothing else.
    expect(compare.match(/<script/g)).toHaveLength(2);
  });

  it("fetches the app's scripts after the first paint: no module script in the head, the loader (allowed by its hash) at the end", async () => {
    const response = await page('/tree-detail/33');
    const html = await response.text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<script');
    expect(html).toContain(`<script data-entry="/assets/app.js">${ENTRY_LOADER}</script></body>`);
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${ENTRY_LOADER_HASH} ${FIRST_PAINT_SCRIPT_HASH};`,
    );
    const hash = createHash('sha256').update(ENTRY_LOADER).digest('base64');
    expect(ENTRY_LOADER_HASH).toBe(`'sha256-${hash}'`);
    // The plain shell (a signed-in visitor) keeps the module script in its head: nothing paints before it.
    const shell = await page('/tree-detail/33', { cookie: 'selectree_signed_in=1' });
    expect(await shell.text()).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
  });

  it('issue 28: renders in the chosen language (?lang=, cookie, Accept-Language), with <html lang>, hreflang and Vary', async () => {
    const spanish = await page('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
    const html = await spanish.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(rootOf(html)).toContain('Encuentre el árbol adecuado para el lugar adecuado');
    expect(rootOf(html)).toContain('Ir al contenido principal');
    const origin = /hreflang="x-default" href="([^"]*)\/"/.exec(html)?.[1];
    expect(origin).toBeDefined();
    for (const [lang, href] of [
      ['en', '/?lang=en'],
      ['es', '/?lang=es'],
      ['x-default', '/'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${origin}${href}">`);

    // A shared link wins over the header, and the language depends on the URL alone (the units'
    // cookie may still change the page's lengths: Vary: Cookie, issue 28.5).
    const linked = await page('/?lang=en&x=1', { 'accept-language': 'es' });
    expect(linked.headers.get('vary') ?? '').not.toMatch(/Accept-Language/);
    const english = await linked.text();
    expect(english).toMatch(/<html lang="en"/);
    expect(rootOf(english)).toContain('Find the right tree for the right place');
    expect(english).toContain(`hreflang="es" href="${origin}/?x=1&amp;lang=es"`);

    // The switch's cookie wins over the header.
    const remembered = await page('/', { 'accept-language': 'es', cookie: 'selectree-lang=en' });
    expect(remembered.headers.get('vary')).toMatch(/Cookie/);
    expect(remembered.headers.get('vary')).not.toMatch(/Accept-Language/);
    expect(await remembered.text()).toMatch(/<html lang="en"/);
  });

  it('issue 28.5: lengths in the chosen units (?units=, then the cookie), passed on in the state; Vary: Cookie unless linked', async () => {
    const metric = await page('/tree-detail/34', { cookie: 'selectree-units=metric' });
    expect(metric.headers.get('vary')).toMatch(/Cookie/);
    const html = await metric.text();
    expect(rootOf(html)).toContain('9.1 to 21 m');
    expect(rootOf(html)).toContain('7.6 m');
    expect(rootOf(html)).not.toContain('70 ft');
    expect((stateOf(html) as { units?: string }).units).toBe('metric');

    const imperial = await page('/tree-detail/34');
    expect(rootOf(await imperial.text())).toContain('30 to 70 ft');

    // A shared link wins over the cookie, and then the page depends on the URL alone.
    const linked = await page('/tree-detail/34?lang=es&units=metric', { cookie: 'selectree-units=imperial' });
    expect(linked.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    const spanish = await linked.text();
    expect(rootOf(spanish)).toContain('9,1'); // the decimal comma
    expect(rootOf(spanish)).toContain('7,6 m');
    expect(rootOf(spanish)).not.toContain('70 ft');
  });

  it("the results' first paint: the screen for the address the script sends, or 204 when the app must decide", async () => {
    const firstPaint = (at: string, query = '', headers: Record<string, string> = {}) =>
      app.request(`/search-results/first-paint?at=${encodeURIComponent(at)}${query}`, { headers });
    const oak = await firstPaint('/search-results#activePage=1&resultsPerPage=30&sort=1&searchTerm=oak');
    expect(oak.status).toBe(200);
    expect(oak.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(oak.headers.get('cache-control')).toBe('private, no-cache');
    expect(oak.headers.get('vary')).toMatch(/Cookie/);
    const html = await oak.text();
    // The screen's markup alone: no <title>, preloads or Mantine's variables (the page has them).
    expect(html).toMatch(/^<div /);
    expect(html).not.toMatch(/<title>|<style|<link|<script/);
    expect(html).toContain('Results for “oak”');
    expect(html).toContain('Quercus agrifolia');
    expect(html).toContain('Coast Live Oak');
    expect(html).toContain('Valley Oak');
    expect(html).not.toContain('Arbutus marina');
    // The same address with the tab's region stored as the default, and in Spanish.
    expect((await firstPaint('/search-results#searchTerm=oak', '&region=CALIFORNIA')).status).toBe(200);
    const spanish = await firstPaint('/search-results#searchTerm=oak', '', { 'accept-language': 'es' });
    expect(await spanish.text()).toContain('Resultados para «oak»');

    const hostile = await firstPaint(`/search-results#searchTerm=${encodeURIComponent(HOSTILE)}`);
    expect(await hostile.text()).not.toContain('<script>alert(1)');

    for (const [at, query, headers] of [
      ['/search-results#searchTerm=oak', '', { cookie: 'selectree_signed_in=1' }], // a signed-in view differs
      ['/search-results#searchTerm=oak', '&region=PACIFIC_ISLANDS', {}], // the tab's edition is not assumed
      ['/tree-detail/31', '', {}], // not a results address
      ['/search-results?filterData=%7Bnot-json#activePage=1', '', {}], // an invalid search: the app words its error
      ['/search-results#searchTerm=sycamore', '', {}], // one tree: the app goes to its page
      ['', '', {}],
    ] as const) {
      const response = await firstPaint(at, query, headers);
      expect({ at, query, status: response.status }).toEqual({ at, query, status: 204 });
      expect(await response.text()).toBe('');
    }
  });

  it('signed-in visitors, restricted screens and non-page requests get the plain app shell', async () => {
    for (const [url, headers] of [
      ['/', { cookie: 'selectree_signed_in=1' }],
      ['/account', {}],
      ['/tree-detail/31/edit', {}],
    ] as const) {
      const response = await page(url, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(TEMPLATE);
    }
    expect((await app.request('/tree-detail/31', { headers: { accept: 'application/json' } })).status).toBe(404);
    expect((await page('/.ssr/entry-server.cjs')).status).toBe(404);
  });
});

describe('when rendering fails', () => {
  const deps = () => ({ db: db.dataSource, config: app.config });

  async function serve(renderer: () => Renderer, timeoutMs = 3000) {
    const server = express()
      .use(ssrPages(deps(), { distDir: DIST, renderer, timeoutMs }))
      .use((_req, res) => res.status(200).send('the app shell'))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${base}/tree-detail/31`, { headers: { accept: 'text/html' } });
      return { status: response.status, body: await response.text() };
    } finally {
      server.close();
    }
  }

  const contract = { SIGNED_IN_COOKIE: 'selectree_signed_in', SSR_STATE_ID: 'selectree-ssr' };

  it('a renderer that throws, rejects, hangs or cannot load falls back to the app shell, never a 500', async () => {
    const throwing = { ...contract, render: () => Promise.reject(new Error('render failed')) };
    expect(await serve(() => throwing)).toEqual({ status: 200, body: 'the app shell' });
    const synchronous = {
      ...contract,
      render: () => {
        throw new Error('render threw');
      },
    };
    expect(await serve(() => synchronous)).toEqual({ status: 200, body: 'the app shell' });
    const hanging = { ...contract, render: () => new Promise<never>(() => {}) };
    expect(await serve(() => hanging, 200)).toEqual({ status: 200, body: 'the app shell' });
    expect(
      await serve(() => {
        throw new Error('bundle missing');
      }),
    ).toEqual({ status: 200, body: 'the app shell' });
  });

  it('a page whose GraphQL fails is sent as the shell, not as a rendered error', async () => {
    const { render } = createRequire(__filename)(path.join(DIST, '.ssr', 'entry-server.cjs')) as Renderer;
    const failing: Renderer = {
      ...contract,
      render: (url, _execute, signal) =>
        render(url, async () => ({ errors: [{ message: 'database down' }] as never }), signal),
    };
    expect(await serve(() => failing)).toEqual({ status: 200, body: 'the app shell' });
  });
});
