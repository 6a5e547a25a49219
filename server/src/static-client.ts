import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { logger } from './logger';
import { CLIENT_DIST_DIR } from './paths';
import { screenSheets } from './web/screen-sheets';

/**
 * Serves the built client at / with history fallback. Hashed assets are cached for a year.
 * The GraphQL explorer (explorer.html, GraphiQL bundled from npm) is served at /explorer only
 * outside production, where introspection is on.
 */
/**
 * sendFile's options for the app's own files (absolute paths the server chose): send() refuses a
 * path with any dot-segment, so a checkout under a dot-folder (~/.local/src/selectree) would
 * answer 404 for the app page.
 */
const SEND = { dotfiles: 'allow' } as const;

export function staticClient(distDir = CLIENT_DIST_DIR, options: { explorer?: boolean } = {}): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    logger.warn({ dir: distDir }, 'the client is not built (npm run build): only /api and /graphql are served');
    return router;
  }
  router.use(decodablePath);
  // Hashed assets: the build writes .br and .gz beside each file; serve the best one the browser
  // accepts, cached for a year (a new build changes the names). A file whose name carries its
  // content hash is never revalidated nor fetched in ranges: no ETag, Last-Modified or
  // Accept-Ranges (~95 bytes on each of a page's 5 to 47 scripts and stylesheets).
  router.use(
    '/assets',
    documentHeadersOff,
    // A server-rendered page's screens' stylesheets as one (web/screen-sheets.ts).
    screenSheets(path.join(distDir, 'assets')),
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: '365d',
        index: false,
        fallthrough: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      },
    }),
  );
  const explorerFile = path.join(distDir, 'explorer.html');
  router.get(['/explorer', '/explorer.html'], (_req, res, next) => {
    if (!options.explorer || !fs.existsSync(explorerFile)) return next('router');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(explorerFile, SEND);
  });
  // The service worker and the web app manifest (issue 27.1, docs/offline.md) are asked again at
  // each update check: never kept by HTTP caches, so a deploy reaches installed apps at once.
  for (const [route, type] of [
    ['/sw.js', 'text/javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ]) {
    const file = path.join(distDir, route.slice(1));
    router.get(route, (_req, res, next) => {
      if (!fs.existsSync(file)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type(type).sendFile(file, SEND);
    });
  }
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const isRoute = routeMatcher(path.join(distDir, 'routes.json'));
  router.get(/.*/, (req, res, next) => {
    // Only page navigations fall back to the app; a missing file is a real 404.
    if (path.extname(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // A path no screen answers gets the same page (it draws its 404) with status 404, so monitors,
    // crawlers and link checkers see it missing.
    if (!isRoute(req.path)) res.status(404);
    res.sendFile(indexFile, SEND);
  });
  return router;
}

/**
 * Response headers that govern a document (or a worker's global scope), set on every answer by
 * helmet (app.ts): a script, stylesheet, image or font the page loads ignores them. Sent with each
 * of a page's hashed assets they were ~700 bytes apiece (the first page's scripts: 22 kB of
 * headers for 169 kB of code). HSTS is read from the page's own answer (a browser takes it from any
 * HTTPS answer, and every page sends it). `nosniff` and Cross-Origin-Resource-Policy stay;
 * Referrer-Policy stays on stylesheets (their own fetches follow it), not on scripts (a module's
 * imports follow the page's policy); worker scripts (the explorer's editor, outside production)
 * keep them all.
 */
const DOCUMENT_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

const documentHeadersOff: express.RequestHandler = (req, res, next) => {
  if (/worker/i.test(req.path)) return next();
  for (const name of DOCUMENT_HEADERS) res.removeHeader(name);
  if (req.path.endsWith('.js')) res.removeHeader('Referrer-Policy');
  next();
};

/**
 * A path that does not decode (`%E0%A4%A`) goes to the app's error handler (a JSON 400, error-answers.ts):
 * the static file server would answer its own text.
 */
const decodablePath: express.RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch (error) {
    return next(error);
  }
  next();
};

/**
 * The client's route table (dist/routes.json, written by the build from client/src/config/paths.ts):
 * `/list/:listId` matches `/list/7` and `/list/7/`. Without the file every page path counts as a route.
 */
function routeMatcher(file: string): (pathname: string) => boolean {
  if (!fs.existsSync(file)) {
    logger.warn({ file }, 'no route table: every page path answers 200');
    return () => true;
  }
  const patterns = (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]).map(patternToRegExp);
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/** `/list/:listId` → /^\/list\/[^/]+\/?$/ (a parameter is one path segment; a trailing slash is allowed). */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}${segments.length ? '/?' : ''}$`);
}
