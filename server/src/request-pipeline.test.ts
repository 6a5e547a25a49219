import http from 'node:http';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import express from 'express';
import pino from 'pino';
import { listen } from './app';
import { REDACTED } from './logger';
import { compressAnswers, requestLogging } from './request-pipeline';
import { createTree } from '../test/factories/catalogue.factory';
import { waitForCatalogueVersion } from '../test/helpers/catalogue-version';
import { useTestApp } from '../test/helpers/test-app';
import { useTestDatabase } from '../test/helpers/test-database';

/** A GET over plain node:http (fetch always asks for gzip and unpacks it). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compression on the real app', () => {
  const db = useTestDatabase();
  const app = useTestApp(db);

  beforeAll(async () => {
    await db.truncateAll();
    await createTree(db.dataSource, {
      id: 1,
      scientificName: 'Quercus lobata',
      memo: `<p>${'An oak. '.repeat(1000)}</p>`,
    });
    // The ETag is the catalogue version the app has heard of (NOTIFY, read at most every 100 ms): a
    // write's notification landing between the two GETs below made the second a 200 (CI, 29 Nov).
    await waitForCatalogueVersion(db.dataSource, [app]);
  });

  it('compresses a large answer for a client that asks, and varies on Accept-Encoding and Authorization', async () => {
    const gzip = await get(app.baseUrl, '/api/tree/detail/1', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Authorization, Accept-Encoding');
    const plain = await get(app.baseUrl, '/api/tree/detail/1');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same Vary without compression, so a shared cache keeps the two variants apart.
    expect(plain.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(JSON.parse(plain.body.toString()).scientificName).toBe('Quercus lobata');
    // Security headers on both.
    for (const answer of [gzip, plain]) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves small answers uncompressed (Vary still set), and a 304 has no body', async () => {
    const health = await get(app.baseUrl, '/api/health', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBe('Accept-Encoding');
    const notModified = await get(app.baseUrl, '/api/tree/detail/1', {
      'if-none-match': (await get(app.baseUrl, '/api/tree/detail/1')).headers.etag!,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });
});

describe('brotli for pages', () => {
  const app = express();
  app.use(compressAnswers());
  // Markup that compresses as a server-rendered page does (repeated class names, varied text).
  const page = Array.from({ length: 900 }, (_, i) => `<li class="m_4081bf90 row-${i % 7}">Quercus ${i * 37}</li>`).join(
    '',
  );
  app.get('/page', (_req, res) => res.type('html').send(page));
  const server = http.createServer(app);
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const quality = (q: number) =>
    zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }).length;

  it("compresses a browser's navigation at quality 5 and other answers at the module's 4", async () => {
    expect(quality(5)).toBeLessThan(quality(4)); // the test's page tells the two apart
    const navigation = await get(base, '/page', { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br' });
    const fetched = await get(base, '/page', { accept: '*/*', 'accept-encoding': 'br' });
    for (const answer of [navigation, fetched]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page);
    }
    expect(navigation.body.length).toBe(quality(5));
    expect(fetched.body.length).toBe(quality(4));
  });
});

describe('request logs', () => {
  let lines: Record<string, any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info', redact: REDACTED }, sink);
  const app = express();
  app.use(compressAnswers());
  app.use(requestLogging(app, logger, { ignore: (req) => req.url === '/quiet' }));
  app.get('/ok', (req, res) => {
    req.log.info({ step: 'inside' }, 'handler');
    res.json({ id: req.id });
  });
  app.get('/quiet', (_req, res) => res.json({ ok: true }));
  app.get('/boom', (_req, res) => res.status(503).json({ message: 'down' }));
  app.get('/slow', (_req, res) => setTimeout(() => res.json({ late: true }), 300));
  const server = http.createServer(app);
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    lines = [];
    logger.level = 'info';
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('writes one line per request in pino-http’s shape, credentials redacted, req.log bound to the request', async () => {
    const first = await get(base, '/ok?x=1', { authorization: 'Bearer secret-token', 'x-api-key': 'st_secret' });
    const second = await get(base, '/ok');
    await settle();
    const done = lines.filter((line) => line.msg === 'request completed');
    expect(done).toHaveLength(2);
    expect(done[0]).toMatchObject({
      level: 30,
      req: {
        method: 'GET',
        url: '/ok?x=1',
        query: { x: '1' },
        headers: { authorization: '[Redacted]', 'x-api-key': '[Redacted]' },
      },
      res: { statusCode: 200 },
    });
    expect(typeof done[0].responseTime).toBe('number');
    expect(done[0].res.headers['content-type']).toMatch(/application\/json/);
    // Ids follow one another, and the handler's line carries its request.
    const ids = [first, second].map((answer) => JSON.parse(answer.body.toString()).id);
    expect(ids[1]).toBe(ids[0] + 1);
    expect(done.map((line) => line.req.id)).toEqual(ids);
    const inside = lines.find((line) => line.msg === 'handler');
    expect(inside).toMatchObject({ step: 'inside', req: { id: ids[0], url: '/ok?x=1' } });
  });

  it('says errored for a 5xx, aborted when the client leaves first, nothing for ignored paths', async () => {
    expect((await get(base, '/boom')).status).toBe(503);
    await get(base, '/quiet');
    await new Promise<void>((resolve) => {
      const request = http.get(`${base}/slow`);
      request.on('error', () => undefined);
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines.map((line) => [line.msg, line.req.url])).toEqual([
      ['request errored', '/boom'],
      ['request aborted', '/slow'],
    ]);
    expect(lines[0]).toMatchObject({ res: { statusCode: 503 }, err: { message: 'failed with status code 503' } });
  });

  it('writes nothing below its level, and serialises nothing then', async () => {
    logger.level = 'warn';
    await get(base, '/ok');
    await settle();
    expect(lines).toEqual([]);
  });
});
