import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import type express from 'express';
import type { Request, RequestHandler } from 'express';
import { stdSerializers, type Logger } from 'pino';

/**
 * Two of the app's per-request middlewares, kept cheap because every answer passes through them
 * (README "Performance: tree detail" has the figures): request logs and compression. The security
 * headers (helmet, whose header values are computed once) and the metrics stay as they are.
 */

declare module 'node:http' {
  interface IncomingMessage {
    /** A child logger bound to this request (made on first use). */
    log: Logger;
    /** A number per request, in the request's log line. */
    id: number | string;
  }
}

const MAX_ID = 2147483647;
const REQUEST_LOGGER = Symbol('request logger');

/**
 * One log line per finished request at info ('request completed', 'request errored' for 5xx,
 * 'request aborted' when the client went away first), in pino-http's shape: `req` (id, method, url,
 * query, params, headers, remote address and port; authorization and cookies redacted by the
 * logger), `res` (status, headers), `responseTime` in ms. Unlike pino-http, nothing is serialised
 * unless the line is written (pino-http made a child logger holding the serialised request for
 * every request, whatever the level). `req.log` is still there for handlers, made on first use.
 */
export function requestLogging(
  app: express.Express,
  base: Logger,
  options: { ignore?: (req: IncomingMessage) => boolean } = {},
): RequestHandler {
  const log = base.child(
    {},
    {
      serializers: {
        req: stdSerializers.wrapRequestSerializer((req) => req),
        res: stdSerializers.wrapResponseSerializer((res) => res),
        err: stdSerializers.wrapErrorSerializer((err) => err),
      },
    },
  );
  type Logged = IncomingMessage & { [REQUEST_LOGGER]?: Logger };
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Logged) {
      return (this[REQUEST_LOGGER] ??= log.child({ req: this }));
    },
    set(this: Logged, value: Logger) {
      this[REQUEST_LOGGER] = value;
    },
  });
  let nextId = 0;
  return (req, res, next) => {
    req.id ??= nextId = (nextId + 1) & MAX_ID;
    if (!log.isLevelEnabled('info') || options.ignore?.(req)) return next();
    const started = Date.now();
    res.once('close', () => {
      const responseTime = Date.now() - started;
      if (!res.writableFinished) log.info({ req, res, responseTime }, 'request aborted');
      else if (res.statusCode >= 500) {
        const err = new Error(`failed with status code ${res.statusCode}`);
        log.info({ req, res, err, responseTime }, 'request errored');
      } else log.info({ req, res, responseTime }, 'request completed');
    });
    next();
  };
}

/**
 * Answers smaller than this go uncompressed. A zlib stream per answer (its state allocated and
 * freed) cost more CPU than the kilobytes it saved: gzip of a tree save's 3 kB answer was 18 % of
 * the app's time with 20 editors saving (docs/performance.md); and an answer under the first
 * round trip's bytes (about 14 kB) reaches the client no later uncompressed.
 */
export const COMPRESSION_THRESHOLD = 4 * 1024;

/**
 * Brotli for a page (a browser's navigation: a server-rendered document of 40-90 kB): quality 5
 * instead of the module's 4. The tree page's 86 kB went 13.1 -> 12.0 kB for 0.2 ms more CPU; a
 * document over the first round trip's ~14 kB costs a phone on a slow link one more round trip
 * before the parser has all of it (docs/performance.md, "The first photo named in the head").
 * Qualities 6-8 gain under 1 % more; 9 costs 13 ms.
 */
const PAGE_BROTLI = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };

/** A browser's navigation (a page), not an API call or an asset. */
const isNavigation = (req: Request) => req.method === 'GET' && (req.headers.accept ?? '').startsWith('text/html');

/**
 * Compression (gzip or brotli, from COMPRESSION_THRESHOLD) for clients that accept it; answers to the others
 * skip the compression module's per-response stream wrapping and encoding negotiation, and carry the
 * same `Vary: Accept-Encoding` it would have added (compressible types only), so shared caches keep
 * the variants apart.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD });
  const compressPage = compression({ threshold: COMPRESSION_THRESHOLD, brotli: { params: PAGE_BROTLI } });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return (isNavigation(req) ? compressPage : compress)(req, res, next);
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (compression.filter(req, res)) res.vary('Accept-Encoding');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
