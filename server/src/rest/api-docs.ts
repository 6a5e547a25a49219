import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * The REST API's docs page (`/api/docs`): Swagger UI from the `swagger-ui-dist` package, served by
 * this server from its own origin (no CDN), reading `/api/openapi.json`. The page's script is a
 * file of ours (`/api/docs/assets/docs-init.js`): the CSP (app.ts) allows no inline script.
 */

const DIST_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const VERSION = (JSON.parse(fs.readFileSync(path.join(DIST_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;
/** The package's files the page loads (nothing else of the package is served). */
const DIST_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);
export const ASSETS_PATH = '/docs/assets';
const INIT_FILE = 'docs-init.js';
const asset = (file: string) => `/api${ASSETS_PATH}/${file}?v=${VERSION}`;

/**
 * Starts Swagger UI on the document. No validator badge (it would call an outside host); "Try it
 * out" sends its requests to this origin (the document's server is `/`).
 */
const INIT_SCRIPT = `'use strict';
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    filter: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>SelecTree REST API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${asset('swagger-ui.css')}" />
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; }
      .site-bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: baseline;
        padding: 0.75rem 1.25rem; background: #2f5d3a; color: #fff; }
      .site-bar strong { font-size: 1.1rem; margin-right: auto; }
      .site-bar a { color: #fff; }
    </style>
  </head>
  <body>
    <header class="site-bar">
      <strong>SelecTree REST API</strong>
      <a href="/">SelecTree</a>
      <a href="/api/openapi.json">OpenAPI document</a>
      <a href="/graphql/schema.graphql">GraphQL schema</a>
    </header>
    <main id="swagger-ui"></main>
    <noscript><p>This page needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
    <script src="${asset('swagger-ui-bundle.js')}" charset="UTF-8"></script>
    <script src="${asset(INIT_FILE)}" charset="UTF-8"></script>
  </body>
</html>
`;

/** The page (HTML), public, cached five minutes. */
export function docsPage(): string {
  return PAGE;
}

const serveDist = express.static(DIST_DIR, { index: false, maxAge: '1d', fallthrough: false });

/**
 * `/api/docs/assets/…`: Swagger UI's stylesheet and bundle, and our initializer. Another name falls
 * through to the REST router's 404.
 */
export const docsAssets: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const file = req.path.replace(/^\//, '');
  if (file === INIT_FILE) {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/javascript').send(INIT_SCRIPT);
    return;
  }
  if (!DIST_FILES.has(file)) return next();
  serveDist(req, res, next);
};
