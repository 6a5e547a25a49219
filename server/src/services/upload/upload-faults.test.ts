import { createTree } from '../../../test/factories/catalogue.factory';
import { createSignedInUser, resetDatabase } from '../../../test/helpers/accounts-app';
import { catalogueDigest, holdLock, runCount, waitForWaiting } from '../../../test/helpers/upload-fixture';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { waitForBreakerClosed } from '../../../test/helpers/breaker';

/**
 * docs/security.md, "Data safety": a connection killed mid-import leaves no partial rows, and
 * the same file sent again goes through once and duplicates nothing. Over real HTTP: an upload of 40 trees is held
 * after its tree writes (another session holds import_runs, the last table it writes), its
 * connection is killed there with pg_terminate_backend, and the catalogue, its names, taxa,
 * history and version are exactly as before; the admin gets 503, not a success.
 * The same file then goes through, and a second upload of it changes and duplicates nothing.
 */
const db = useTestDatabase();
const app = useTestApp(db);
let token: string;
const IDS = Array.from({ length: 40 }, (_, i) => i + 1);

beforeAll(async () => {
  await resetDatabase(db);
  ({ token } = await createSignedInUser(db.dataSource, { email: 'kill@example.org', roleId: 3, firstName: 'Kim' }));
  for (const id of IDS)
    await createTree(db.dataSource, { id, scientificName: `Quercus test${id}`, family: 'Fagaceae' });
});

const FILE = [
  ['tree_id', 'family', 'native_range', 'other_common_name'],
  ...IDS.map((id) => [String(id), `Family ${id}`, `Range ${id}`, `Name ${id}a, Name ${id}b`]),
];

const upload = () =>
  app
    .request('/api/tree/start-upload-file', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(FILE),
    })
    .then(async (response) => ({ status: response.status, body: await response.json() }));

it('a connection killed after the writes, before the commit, leaves nothing written', async () => {
  const before = await catalogueDigest(db.dataSource);
  const runs = await runCount(db.dataSource);
  const blocker = await holdLock(db.url, 'LOCK TABLE import_runs IN EXCLUSIVE MODE');
  const answer = upload();
  await waitForWaiting(db.dataSource, 'INSERT INTO import_runs');
  // The upload has written its trees, names and history in its open transaction: kill that backend.
  const killed: { pg_terminate_backend: boolean }[] = await db.dataSource.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND position('INSERT INTO import_runs' in query) > 0`,
  );
  expect(killed).toEqual([{ pg_terminate_backend: true }]);
  await blocker.release();

  const result = await answer;
  // The database went away mid-request: 503, and the upload may simply be sent again.
  expect(result).toEqual({ status: 503, body: { message: 'Service temporarily unavailable' } });
  await waitForBreakerClosed(db.dataSource); // the kill's probe may open it on a busy machine
  expect(await catalogueDigest(db.dataSource)).toEqual(before);
  expect(await runCount(db.dataSource)).toBe(runs);
});

it('the same file then goes through once; sent again it changes and duplicates nothing', async () => {
  const first = await upload();
  expect(first).toMatchObject({ status: 200, body: { status: 'written', unchanged: 0 } });
  expect(first.body.changed).toHaveLength(IDS.length);
  const afterFirst = await catalogueDigest(db.dataSource);
  const names = await db.dataSource.query(`SELECT count(*)::int AS n FROM tree_names`);

  const second = await upload();
  expect(second).toMatchObject({ status: 200, body: { status: 'written', changed: [], unchanged: IDS.length } });
  const { version: _version, ...same } = afterFirst;
  expect(await catalogueDigest(db.dataSource)).toMatchObject(same);
  expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM tree_names`)).toEqual(names);
});
