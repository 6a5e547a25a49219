import { Client } from 'pg';
import { createSession } from '../auth/sessions';
import { appRuntime } from '../context';
import { READ_GAP_MS } from '../services/catalogue-version';
import { createTree } from '../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';
import { waitForCatalogueVersion } from '../../test/helpers/catalogue-version';

/**
 * Public reads with two app instances on one database (each its own pool and its own LISTEN
 * connection): version ETags, 304 before the page's SQL, a tree edit on A seen on B's next read,
 * drafts never shared with caches, and the version watcher following NOTIFY.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const a = useAccountsApp(db, smtp);
const b = useAccountsApp(db, smtp, { ownPool: true });
let editor: string;

beforeAll(async () => {
  await resetDatabase(db);
  const user = await createUser(db.dataSource, {
    email: 'ed@example.org',
    roleId: 2,
    firstName: 'Edna',
    lastName: 'Elm',
  });
  editor = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
});

beforeEach(async () => {
  await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', heightHigh: 80 });
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia', published: false });
  for (const app of [a, b]) await watcherOf(app).ready();
  await waitForVersions();
});

/** The instance's catalogue version watcher (services/catalogue-version.ts). */
const watcherOf = (app: typeof a) => appRuntime(app.deps).catalogue;
async function committedVersion(): Promise<string> {
  return (await db.dataSource.query(`SELECT version::text AS v FROM catalogue_version`))[0].v;
}
/** Both instances have heard of the last committed version. */
const waitForVersions = () => waitForCatalogueVersion(db.dataSource, [a, b]);
const get = (app: typeof a, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('version ETags', () => {
  it('tags public reads with the catalogue version; a current tag is a 304 on either instance', async () => {
    const first = await get(a, '/api/tree/detail/1');
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toBe(`W/"c${await committedVersion()}-p"`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toContain('Authorization');
    for (const app of [a, b]) {
      const again = await get(app, '/api/tree/detail/1', { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    for (const path of [
      '/api/tree/search-by-name?searchString=quercus',
      '/api/tree/search-results?filterData=%7B%7D',
      '/api/tree/featured-tree/california',
    ]) {
      const response = await get(b, path);
      expect(response.status).toBe(200);
      expect((await get(b, path, { 'if-none-match': response.headers.get('etag')! })).status).toBe(304);
    }
  });

  it('answers 304 without the page’s SQL: it comes back while the trees table is locked', async () => {
    const tag = (await get(a, '/api/tree/detail/1')).headers.get('etag')!;
    const locker = new Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE trees IN ACCESS EXCLUSIVE MODE');
      // Answered while the lock is held (had it run the page's SQL, it would wait for the lock).
      const response = await get(a, '/api/tree/detail/1', { 'if-none-match': tag });
      expect(response.status).toBe(304);
      // Without the tag the page's SQL runs, and waits for the lock.
      const blocked = Promise.race([
        get(a, '/api/tree/detail/1').then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(await blocked).toBe('waiting');
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  });

  it('a tree edit on A is seen on B’s next read, even with the old tag', async () => {
    const before = await get(b, '/api/tree/detail/1');
    const tag = before.headers.get('etag')!;
    const saved = await a.json('PUT', '/api/tree/update/1', { version: 1, height_high: 95 }, editor);
    expect(saved.status).toBe(200);
    // At once, without waiting for B to hear the notification.
    const after = await get(b, '/api/tree/detail/1', { 'if-none-match': tag });
    expect(after.status).toBe(200);
    expect((await after.json()).treeCharacteristics.height.height_high).toBe(95);
    expect(after.headers.get('etag')).not.toBe(tag);
    await waitForVersions();
  });

  it('keeps drafts out of caches: an editor’s answers are no-store and tagged apart', async () => {
    const response = await get(a, '/api/tree/detail/2', { authorization: `Bearer ${editor}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toMatch(/-e"$/);
    const anonymous = await get(a, '/api/tree/detail/2', { 'if-none-match': response.headers.get('etag')! });
    expect(anonymous.status).toBe(404);
  });

  it('reads the version once per READ_GAP_MS in a burst of announcements, and ends on the last write', async () => {
    const watcher = watcherOf(b);
    await new Promise((resolve) => setTimeout(resolve, READ_GAP_MS));
    const heard: string[] = [];
    const off = watcher.onChange((version) => version !== null && heard.push(version));
    const started = performance.now();
    // 10 writes, each announced, in less than two gaps: the first read at once, then one per gap.
    for (let i = 0; i < 10; i++) await db.dataSource.query(`UPDATE trees SET family = $1 WHERE id = 1`, [`F${i}`]);
    const written = performance.now() - started;
    await waitForVersions();
    off();
    expect(watcher.current()).toBe(await committedVersion());
    expect(heard.length).toBeGreaterThanOrEqual(1);
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(written / READ_GAP_MS) + 2);
    expect(heard.length).toBeLessThan(10);
  });

  it('follows NOTIFY: a write by anyone (an import, psql) moves both instances’ versions', async () => {
    const before = watcherOf(b).current();
    await db.dataSource.query(`UPDATE trees SET family = 'Fagaceae' WHERE id = 1`);
    await waitForVersions();
    expect(BigInt(watcherOf(b).current()!)).toBeGreaterThan(BigInt(before!));
  });
});
