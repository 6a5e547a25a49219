import { createApp, listen, type RunningApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { AppDeps } from '../../src/context';
import type { TestDatabase } from './test-database';

export interface TestApp {
  baseUrl: string;
  running: RunningApp;
  config: AppConfig;
  /** What the app was made with (appRuntime(deps) is its runtime: the catalogue version it knows). */
  deps: AppDeps;
  /** fetch() against the running app, relative to its base URL. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * Starts the real express app (GraphQL, REST, static client) on a free loopback port over the
 * test file's database, for real HTTP requests. Stops it after the file.
 */
export function useTestApp(db: TestDatabase, env: Record<string, string> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', ...env });
    const deps: AppDeps = { db: db.dataSource, config };
    const running = await createApp(deps);
    const port = await listen(running.httpServer, 0, '127.0.0.1');
    handle.baseUrl = `http://127.0.0.1:${port}`;
    handle.running = running;
    handle.config = config;
    handle.deps = deps;
    handle.request = (path, init) => fetchRetryingReuse(`${handle.baseUrl}${path}`, init);
  });
  afterAll(async () => {
    await handle.running?.stop();
  });
  return handle;
}

/**
 * fetch(), sending a GET or HEAD once more when a kept-alive connection was reset before any answer
 * (RFC 9112 9.3.1: a client may retry an idempotent request on a closed persistent connection, as
 * browsers do). On a loaded machine the server's keep-alive timer can end an idle connection just
 * as the client reuses it ("read ECONNRESET"); any other failure, and any answer, is the test's.
 */
async function fetchRetryingReuse(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const method = (init?.method ?? 'GET').toUpperCase();
    const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
    const reset = code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
    if (!reset || (method !== 'GET' && method !== 'HEAD')) throw error;
    return fetch(url, init);
  }
}

/** POSTs a GraphQL operation the way the client does (JSON, CSRF-safe content type). */
export async function graphql<T = unknown>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}> {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}
