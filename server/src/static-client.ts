import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { logger } from './logger';
import { CLIENT_DIST_DIR } from './paths';

/** Serves the built client at / with history fallback. Hashed assets are cached for a year. */
export function staticClient(): Router {
  const router = Router();
  const indexFile = path.join(CLIENT_DIST_DIR, 'index.html');
  if (!fs.existsSync(indexFile)) {
    logger.warn({ dir: CLIENT_DIST_DIR }, 'the client is not built (npm run build): only /api and /graphql are served');
    return router;
  }
  router.use(
    '/assets',
    express.static(path.join(CLIENT_DIST_DIR, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(CLIENT_DIST_DIR, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    // Only page navigations fall back to the app; a missing file is a real 404.
    if (path.extname(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
