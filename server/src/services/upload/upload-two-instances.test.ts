import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase } from '../../../test/helpers/accounts-app';
import { holdLock, waitForWaiting } from '../../../test/helpers/upload-fixture';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Two uploads at once from two app instances over one database serialise: the second waits for
 * the first (the catalogue import lock), then compares against what the first committed, so its
 * report and history start from the first's values and nothing is lost or written twice.
 */
const db = useTestDatabase();
const first = useTestApp(db);
const second = useTestApp(db);
let token: string;

beforeAll(async () => {
  await resetDatabase(db);
  const admin = await createUser(db.dataSource, {
    email: 'admin@example.org',
    roleId: 3,
    firstName: 'Ada',
    lastName: 'Ash',
  });
  token = await createSession(db.dataSource, admin.id, new Date());
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
});

const upload = (app: typeof first, family: string, nativeRange: string) =>
  app
    .request('/api/tree/start-upload-file', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([
        ['tree_id', 'family', 'native_range'],
        ['1', family, nativeRange],
      ]),
    })
    .then(async (response) => ({ status: response.status, body: await response.json() }));

it('the second upload waits for the first and starts from what it wrote', async () => {
  // Hold the first upload after its writes (its run cannot be stored yet), so the two overlap.
  const blocker = await holdLock(db.url, 'LOCK TABLE import_runs IN EXCLUSIVE MODE');
  const a = upload(first, 'From A', 'Coast');
  await waitForWaiting(db.dataSource, 'INSERT INTO import_runs');
  const b = upload(second, 'From B', 'Coast');
  await waitForWaiting(db.dataSource, 'pg_advisory_xact_lock');
  await blocker.release();
  const [answerA, answerB] = await Promise.all([a, b]);
  expect(answerA).toMatchObject({ status: 200, body: { status: 'written' } });
  expect(answerA.body.changed[0].fields).toEqual([
    { field: 'family', before: 'Fagaceae', after: 'From A', erases: false },
    { field: 'native_range', before: null, after: 'Coast', erases: false },
  ]);
  // B saw A's commit: only the family differs, from A's value.
  expect(answerB).toMatchObject({ status: 200, body: { status: 'written' } });
  expect(answerB.body.changed[0].fields).toEqual([
    { field: 'family', before: 'From A', after: 'From B', erases: false },
  ]);
  expect(await db.dataSource.query(`SELECT field, old_value, new_value, version FROM tree_edits ORDER BY id`)).toEqual([
    { field: 'family', old_value: 'Fagaceae', new_value: 'From A', version: 2 },
    { field: 'native_range', old_value: null, new_value: 'Coast', version: 2 },
    { field: 'family', old_value: 'From A', new_value: 'From B', version: 3 },
  ]);
  expect(await db.dataSource.query(`SELECT family, version FROM trees WHERE id = 1`)).toEqual([
    { family: 'From B', version: 3 },
  ]);
});
