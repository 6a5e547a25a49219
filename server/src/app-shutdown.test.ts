import http from 'node:http';
import { createApp, listen, SHUTTING_DOWN, type RunningApp } from './app';
import { loadConfig } from './config';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * Shutdown (main.ts: drain, then stop), on the real app over HTTP: during the grace readiness says
 * 503 and connections stay alive; then the server stops listening, and requests on open
 * connections get a clean 503 (and the close) while the ones in flight finish; a request that was
 * being answered when shutdown began gets its full answer.
 * `npm run faults` measures the same under 20 writers (0 cut).
 */
const db = useTestDatabase();
let running: RunningApp;
let base: string;
let stopped = false;

beforeEach(async () => {
  stopped = false;
  running = await createApp({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test', PORT: '0' }) });
  base = `http://127.0.0.1:${await listen(running.httpServer, 0, '127.0.0.1')}`;
});

afterEach(async () => {
  // Also after a drain (no longer listening): stop() ends Apollo, the search index and the watcher.
  if (!stopped) await running.stop();
});

/** A request on its own connection (or the agent's kept-alive one), with the answer's status, headers and body. */
function get(
  path: string,
  body?: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: body ? 'POST' : 'GET', agent, headers: body ? { 'content-type': 'application/json' } : {} },
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

it('during the grace: answers as usual on kept-alive connections, and readiness answers 503', async () => {
  expect((await get('/api/ready')).status).toBe(200);
  const draining = running.drain(400);
  const agent = new http.Agent({ keepAlive: true });
  const health = await get('/api/health', undefined, agent);
  agent.destroy();
  expect(health.status).toBe(200);
  // Kept alive (issue 20.2): a client keeps sending on its connection, not on new ones that could
  // still wait in the accept queue when the server stops listening.
  expect(health.headers.connection).not.toBe('close');
  const ready = await get('/api/ready');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ status: 'not ready', reason: 'shutting down' });
  await draining;
});

it('issue 20.2: after the grace: new connections are refused; a request on a kept-alive connection, body included, gets a clean 503 with Retry-After and the close, not a reset', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await get('/api/health', undefined, agent)).status).toBe(200);
    await running.drain(0);
    expect(running.httpServer.listening).toBe(false);
    await expect(get('/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const refused = await get(
      '/api/auth/login',
      JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(5000) }),
      agent,
    );
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body).message).toBe(SHUTTING_DOWN);
  } finally {
    agent.destroy();
  }
});

it('a request in flight when shutdown begins is answered in full; then the server stops listening', async () => {
  // A search is a real request that reads the database.
  const arrived = new Promise((resolve) => running.httpServer.once('request', resolve));
  const inFlight = get('/api/tree/search-by-name-multiresult?searchTerm=oak&activePage=1&resultsPerPage=30&sort=1');
  await arrived; // in flight: the server has its request, not merely its connection
  await running.drain(50);
  await running.stop();
  stopped = true;
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty('pageResults');
  expect(running.httpServer.listening).toBe(false);
  await expect(get('/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});
