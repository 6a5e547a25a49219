import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Large JSON answers that many requests share byte for byte (a list of 1,000 trees: 560 kB, 85 kB
 * as brotli) are compressed once per ETag and kept, instead of once per request by the compression
 * module (8-10 ms of the event loop each for such a list). Smaller answers go through
 * `compressAnswers` as before.
 */
export const PRECOMPRESS_FROM = 32 * 1024;

/** The compressed bodies kept, at most this many bytes in all; the oldest made go first. */
const KEPT_BYTES = 16 * 1024 * 1024;

/** Brotli quality 5, as for pages (request-pipeline.ts); 11, the library's default, takes ~1 s here. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const encoders = {
  br: (body: Buffer) => promisify(zlib.brotliCompress)(body, BROTLI),
  gzip: (body: Buffer) => promisify(zlib.gzip)(body),
};

const kept = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let keptBytes = 0;
let made = 0;

/** How many bodies were compressed here since start (tests: a second request compresses nothing). */
export const precompressedMade = () => made;

function compressed(encoding: keyof typeof encoders, etag: string, body: Buffer): Promise<Buffer> {
  const key = `${encoding} ${etag}`;
  const known = kept.get(key);
  if (known) return known;
  made += 1;
  const making = encoders[encoding](body);
  kept.set(key, making);
  making.then(
    (bytes) => {
      if (kept.get(key) !== making) return;
      sizes.set(key, bytes.length);
      keptBytes += bytes.length;
      for (const [oldest, size] of sizes) {
        if (keptBytes <= KEPT_BYTES) break;
        sizes.delete(oldest);
        kept.delete(oldest);
        keptBytes -= size;
      }
    },
    () => kept.delete(key),
  );
  return making;
}

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
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
  if (!encoding || req.fresh) {
    res.send(body);
    return;
  }
  const bytes = await compressed(encoding, etag, body);
  // The compression module (compressAnswers) leaves an answer that names its encoding as it is.
  res.setHeader('Content-Encoding', encoding).send(bytes);
}
