import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { logger } from './logger';
import { CLIENT_DIST_DIR } from './paths';

/**
 * Serves the built client at / with history fallback. Hashed assets are cached for a year.
 * The GraphQL explorer (explorer.html, GraphiQL bundled from npm) is served at /explorer only
 * outside production, where introspection is on.
 */
export function staticClient(distDir = CLIENT_DIST_DIR, options: { explorer?: boolean } = {}): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    logger.warn({ dir: distDir }, 'the client is not built (npm run build): only /api and /graphql are served');
    return router;
  }
  // Hashed assets: the build writes .br and .gz beside each file; serve the best one the browser
  // accepts, cached for a year (a new build changes the names).
  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: false },
    }),
  );
  const explorerFile = path.join(distDir, 'explorer.html');
  router.get(['/explorer', '/explorer.html'], (_req, res, next) => {
    if (!options.explorer || !fs.existsSync(explorerFile)) return next('router');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(explorerFile);
  });
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    // Only page navigations fall back to the app; a missing file is a real 404.
    if (path.extname(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
