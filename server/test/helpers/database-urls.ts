/**
 * The template database every test database is cloned from (migrated once per run). Named per run
 * by global-setup (TEST_TEMPLATE_DB), so two runs on one shared server never drop each other's.
 */
export function templateDb(): string {
  const name = process.env.TEST_TEMPLATE_DB;
  if (!name)
    throw new Error('TEST_TEMPLATE_DB is not set: run the tests through jest (see server/test/global-setup.ts)');
  return name;
}

export function adminUrlFor(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * How long a test's pool waits for a new connection. The app's own 5 s is a production choice (a
 * database that does not answer opens the breaker); in `npm test` two workers on two cores, each
 * with app instances, child processes and a cloned database, have held a backend's start-up past it
 * (CI, stop 31: "Connection terminated due to connection timeout" in public-read's second pool).
 */
export const TEST_CONNECT_TIMEOUT_MS = 30_000;
