import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Large answers that many requests share byte for byte (here JSON; also a page's one stylesheet,
 * web/screen-sheets.ts) (a list of 1,000 trees: 560 kB, 85 kB
 * as brotli) are compressed once per ETag and kept, instead of once per request by the compression
 * module (8-10 ms of the event loop each for such a list). Smaller answers go through
 * `compressAnswers` as before.
 */
export const PRECOMPRESS_FROM = 32 * 1024;

/** The compressed bodies kept, at most this many bytes in all; the oldest made go first. */
const KEPT_BYTES = 16 * 1024 * 1024;

/** Brotli quality 5, as for pages (request-pipeline.ts); 11, the library's default, takes ~1 s here. */
const PAGE_QUALITY = 5;

/** How hard to compress: `best` (brotli 11, gzip 9) for a body kept for a year (a content-hashed asset). */
export type Effort = 'default' | 'best';

const encoders = {
  br: (body: Buffer, effort: Effort) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? zlib.constants.BROTLI_MAX_QUALITY : PAGE_QUALITY,
      },
    }),
  gzip: (body: Buffer, effort: Effort) =>
    promisify(zlib.gzip)(body, effort === 'best' ? { level: zlib.constants.Z_BEST_COMPRESSION } : {}),
};

const kept = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let keptBytes = 0;
let made = 0;

/** How many bodies were compressed here since start (tests: a second request compresses nothing). */
export const precompressedMade = () => made;

/**
 * `body` compressed with `encoding`, made once per `key` (naming these bytes) and kept, at most
 * KEPT_BYTES in all, the oldest made going first; a failed compression is forgotten.
 */
export function compressedOnce(
  encoding: keyof typeof encoders,
  key: string,
  body: Buffer,
  effort: Effort = 'default',
): Promise<Buffer> {
  const name = `${encoding} ${key}`;
  const known = kept.get(name);
  if (known) return known;
  made += 1;
  const making = encoders[encoding](body, effort);
  kept.set(name, making);
  making.then(
    (bytes) => {
      if (kept.get(name) !== making) return;
      sizes.set(name, bytes.length);
      keptBytes += bytes.length;
      for (const [oldest, size] of sizes) {
        if (keptBytes <= KEPT_BYTES) break;
        sizes.delete(oldest);
        kept.delete(oldest);
        keptBytes -= size;
      }
    },
    () => kept.delete(name),
  );
  return making;
}

/** The encoding to send a kept body in: brotli when accepted at all (smaller), else gzip, else none. */
export const keptEncoding = (req: Request): keyof typeof encoders | null =>
  req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;

/**
 * Sends a JSON body under its own ETag (`W/"…"`, naming these bytes): from PRECOMPRESS_FROM bytes,
 * compressed (brotli or gzip, as the client accepts) from what was kept for that ETag. A request
 * whose `If-None-Match` names the ETag gets its 304 with nothing compressed.
 */
export async function sendJson(req: Request, res: Response, body: Buffer, etag: string): Promise<void> {
  res.setHeader('ETag', etag).type('json');
  if (body.length < PRECOMPRESS_FROM) {
    res.send(body);
    return;
  }
  res.vary('Accept-Encoding');
  // Brotli when accepted at all (smaller: 85 against 98 kB for 1,000 trees), as the compression module prefers it.
  const encoding = keptEncoding(req);
  if (!encoding || req.fresh) {
    res.send(body);
    return;
  }
  const bytes = await compressedOnce(encoding, etag, body);
  // The compression module (compressAnswers) leaves an answer that names its encoding as it is.
  res.setHeader('Content-Encoding', encoding).send(bytes);
}
