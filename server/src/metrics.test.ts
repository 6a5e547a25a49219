import { createUser, resetDatabase, useAccountsApp } from '../test/helpers/accounts-app';
import { useSmtpCapture } from '../test/helpers/smtp-capture';
import { useTestDatabase } from '../test/helpers/test-database';

/** GET /metrics: Prometheus text behind the metrics token; not served at all without one. */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const TOKEN = 'scrape-token-0123456789';
const app = useAccountsApp(db, smtp, { env: { METRICS_TOKEN: TOKEN } });
const closed = useAccountsApp(db, smtp, { ownPool: true });

beforeAll(async () => {
  await resetDatabase(db);
  await createUser(db.dataSource, { email: 'someone@example.org', password: null });
});

const scrape = (token?: string) =>
  app.request('/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });

it('answers 401 without the token or with a wrong one, and 404 where no token is configured', async () => {
  expect((await scrape()).status).toBe(401);
  expect((await scrape('wrong-token-0123456789')).status).toBe(401);
  expect((await closed.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
});

it('counts requests by route pattern and status, and shows the pool and the queue depth', async () => {
  await app.request('/api/health');
  await app.request('/api/list/424242');
  await app.request('/api/list/434343');
  const response = await scrape(TOKEN);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/);
  // Both list ids in one series: the pattern, not the path.
  expect(text).toMatch(
    /http_request_duration_seconds_count\{method="GET",route="\/api\/list\/:listId",status="404"\} 2/,
  );
  expect(text).toMatch(/pg_pool_connections\{state="total"\} \d+/);
  expect(text).toMatch(/job_queue_depth\{queue="bulk_email_recipients"\} 0/);
  expect(text).toMatch(/process_cpu_user_seconds_total/);
});
