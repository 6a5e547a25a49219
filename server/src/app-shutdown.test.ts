import http from 'node:http';
import { createApp, listen, SHUTTING_DOWN, type RunningApp } from './app';
import { loadConfig } from './config';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * Shutdown (main.ts: drain, then stop), on the real app over HTTP: during the grace every answer
 * closes its connection and readiness says 503; then new requests get a clean 503 while the ones in
 * flight finish; a request that was being answered when shutdown began gets its full answer.
 * `npm run faults` measures the same under 20 writers (0 cut).
 */
const db = useTestDatabase();
let running: RunningApp;
let base: string;

beforeEach(async () => {
  running = await createApp({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test', PORT: '0' }) });
  base = `http://127.0.0.1:${await listen(running.httpServer, 0, '127.0.0.1')}`;
});

afterEach(async () => {
  if (running.httpServer.listening) await running.stop();
});

/** A request on its own connection (no keep-alive pool), with the answer's status, headers and body. */
function get(
  path: string,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: body ? 'POST' : 'GET', agent: false, headers: body ? { 'content-type': 'application/json' } : {} },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

it('during the grace: answers as usual but closes each connection, and readiness answers 503', async () => {
  expect((await get('/api/ready')).status).toBe(200);
  const draining = running.drain(400);
  const health = await get('/api/health');
  expect(health.status).toBe(200);
  expect(health.headers.connection).toBe('close');
  const ready = await get('/api/ready');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ status: 'not ready', reason: 'shutting down' });
  await draining;
});

it('after the grace: a new request, body included, gets a clean 503 with Retry-After, not a reset', async () => {
  await running.drain(0);
  const refused = await get('/api/auth/login', JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(5000) }));
  expect(refused.status).toBe(503);
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.headers.connection).toBe('close');
  expect(JSON.parse(refused.body).message).toBe(SHUTTING_DOWN);
});

it('a request in flight when shutdown begins is answered in full; then the server stops listening', async () => {
  // A search is a real request that reads the database.
  const inFlight = get('/api/tree/search-by-name-multiresult?searchTerm=oak&activePage=1&resultsPerPage=30&sort=1');
  await new Promise((resolve) => setImmediate(resolve));
  await running.drain(50);
  await running.stop();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty('pageResults');
  expect(running.httpServer.listening).toBe(false);
  await expect(get('/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});
