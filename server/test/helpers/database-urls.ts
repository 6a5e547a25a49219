/** The template database every test database is cloned from (migrated once per run). */
export const TEMPLATE_DB = 'selectree_test_template';

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
