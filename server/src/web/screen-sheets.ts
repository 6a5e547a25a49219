import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { compressedOnce, keptEncoding } from '../rest/precompressed';

/**
 * The stylesheets of a server-rendered page's screens (ssr.ts stylesheetsOf: a dozen small sheets,
 * Mantine's components' and the screens' CSS modules) as one stylesheet, `/assets/screens/<names>.css`:
 * one render-blocking request beside the app's main sheet, instead of a dozen (each a request) or
 * the rules inline. Inline they were 45 kB of the site page (7 kB as sent), which took its document
 * past what a slow connection's first round trip carries (~14.6 kB), so its text painted a round
 * trip later (docs/performance.md, "The screens' styles in one sheet"). The address names the sheets
 * (content-hashed names), so the answer never changes: cached for a year, by the browser and by
 * the service worker (its /assets/ rule).
 */
export const SCREEN_SHEETS_PATH = '/assets/screens/';

/** Between two sheets' names in the address (never in a built file's name: [\w-]). */
const SEPARATOR = '~';
/** A built stylesheet's name, without `.css` (Vite's `[name]-[hash]`). */
const SHEET_NAME = /^[\w-]+$/;
/** More than any page has (13 on the site page): an address naming more is not one the server wrote. */
const MAX_SHEETS = 40;
/** Joined sheets kept (their compressed forms are kept by rest/precompressed.ts); the oldest made goes first. */
const KEPT_SHEETS = 64;

/** `/assets/site-1Cu8Dbqe.css` → `site-1Cu8Dbqe`; null for an address the combined sheet cannot name. */
function sheetName(href: string): string | null {
  const match = /^\/assets\/([^/]+)\.css$/.exec(href);
  return match && SHEET_NAME.test(match[1]) ? match[1] : null;
}

/**
 * The address of the one sheet holding `hrefs` (built stylesheets, `/assets/<name>.css`, in
 * cascade order), or null when one of them cannot be named in it (then the page links each).
 */
export function screenSheetsHref(hrefs: readonly string[]): string | null {
  const names = hrefs.map(sheetName);
  if (!names.length || names.length > MAX_SHEETS || names.some((name) => name === null)) return null;
  return `${SCREEN_SHEETS_PATH}${names.join(SEPARATOR)}.css`;
}

/**
 * GET /assets/screens/<name>~<name>….css (mounted at /assets): the named sheets of `assetsDir`,
 * joined in the order named (kept, at most KEPT_SHEETS), compressed once at the best effort (the
 * answer is kept by browsers for a year; rest/precompressed.ts). Any other address goes on (the
 * static files' 404).
 */
export function screenSheets(assetsDir: string): RequestHandler {
  const kept = new Map<string, Buffer>();
  const prefix = SCREEN_SHEETS_PATH.slice('/assets'.length);
  const sheetOf = (key: string, names: string[]): Buffer | null => {
    const known = kept.get(key);
    if (known) return known;
    const files = names.map((name) => path.join(assetsDir, `${name}.css`));
    if (!files.every((file) => fs.existsSync(file))) return null;
    const css = Buffer.from(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
    kept.set(key, css);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_SHEETS) break;
      kept.delete(oldest);
    }
    return css;
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(prefix)) return next();
    const key = req.path.slice(prefix.length);
    const names = key.endsWith('.css') ? key.slice(0, -'.css'.length).split(SEPARATOR) : [];
    const sheet =
      names.length && names.length <= MAX_SHEETS && names.every((name) => SHEET_NAME.test(name))
        ? sheetOf(key, names)
        : null;
    // Not a sheet of this build: the static files answer it (a 404, as for any missing asset).
    if (!sheet) return next();
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('text/css; charset=utf-8').vary('Accept-Encoding');
    // Brotli when accepted at all (13.7 against 17.1 kB for the site page's), whatever order the client names them in.
    const encoding = keptEncoding(req);
    if (!encoding) {
      res.setHeader('Content-Length', sheet.length);
      res.end(req.method === 'HEAD' ? undefined : sheet);
      return;
    }
    compressedOnce(encoding, `screen sheets ${key}`, sheet, 'best').then(
      (bytes) => {
        // The compression module (request-pipeline.ts) leaves an answer that names its encoding as it is.
        // Sent as they are: no ETag (a name carrying its content's hash is never revalidated).
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', bytes.length);
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      (error: unknown) => next(error),
    );
  };
}
