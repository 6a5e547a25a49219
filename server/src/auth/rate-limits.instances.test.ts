import { createUser, resetDatabase, useAccountsApp } from '../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';

/**
 * Two app instances on one PostgreSQL (each its own HTTP server, connection pool and limiter, as two
 * processes would have): the login budget is one budget. Five wrong passwords spread over both, and
 * the sixth attempt is refused on either, also with the right password.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const first = useAccountsApp(db, smtp);
const second = useAccountsApp(db, smtp, { ownPool: true });

beforeAll(async () => {
  await resetDatabase(db);
  await createUser(db.dataSource, { email: 'victim@example.org', password: 'Correct-Horse-9' });
});

const login = (app: typeof first, password: string) =>
  app.json('POST', '/api/auth/login', { email: 'victim@example.org', password });

it('shares the login budget: 5 failures over both instances, then 429 on either', async () => {
  expect(first.baseUrl).not.toBe(second.baseUrl);
  expect(first.deps.db).not.toBe(second.deps.db);
  for (const app of [first, second, first, second, first]) expect((await login(app, 'wrong')).status).toBe(401);
  const onFirst = await login(first, 'Correct-Horse-9');
  const onSecond = await login(second, 'Correct-Horse-9');
  expect([onFirst.status, onSecond.status]).toEqual([429, 429]);
  expect(Number(onSecond.headers.get('retry-after'))).toBeGreaterThan(800);
});
