import { createSession } from './auth/sessions';
import { createUser, resetDatabase, useAccountsApp } from '../test/helpers/accounts-app';
import { useSmtpCapture } from '../test/helpers/smtp-capture';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * Two app instances on one PostgreSQL (each its own HTTP server, connection pool and limiter, as two
 * processes would have; nothing shared but the database): the login budget is one budget, and a
 * write on one is what the other reads next.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const first = useAccountsApp(db, smtp);
const second = useAccountsApp(db, smtp, { ownPool: true });

let ownerToken: string;

beforeAll(async () => {
  await resetDatabase(db);
  await createUser(db.dataSource, { email: 'victim@example.org', password: 'Correct-Horse-9' });
  const owner = await createUser(db.dataSource, { email: 'owner@example.org', password: null });
  ownerToken = await createSession(db.dataSource, owner.id, new Date('2030-01-01T12:00:00Z'));
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

it('a list written on one instance is what the other answers next (no stale copy anywhere)', async () => {
  const form = { name: 'Elm Street', description: 'Street trees.', type: 'Curated List', regions: ['Maui'] };
  const created = await first.json('POST', '/api/list/create', { ...form, is_public: true }, ownerToken);
  expect(created.status).toBe(201);
  const id = created.body.list_id;
  expect((await second.json('GET', `/api/list/${id}`)).body.name).toBe('Elm Street');

  const renamed = await second.json(
    'PATCH',
    `/api/list/update/${id}`,
    { ...form, name: 'Oak Avenue', is_public: true, version: 1 },
    ownerToken,
  );
  expect(renamed.status).toBe(200);
  const onFirst = await first.graphql('query($id: Int!) { list(id: $id) { name version } }', { id });
  expect(onFirst.body.data.list).toEqual({ name: 'Oak Avenue', version: 2 });
  // A save from the first instance with the version it read before is refused, not lost.
  const stale = await first.json(
    'PATCH',
    `/api/list/update/${id}`,
    { ...form, name: 'Lost', is_public: true, version: 1 },
    ownerToken,
  );
  expect(stale.status).toBe(409);
  expect((await second.json('GET', `/api/list/${id}`)).body.name).toBe('Oak Avenue');
});
