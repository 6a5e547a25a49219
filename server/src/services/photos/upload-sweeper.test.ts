import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase } from '../../../test/helpers/accounts-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { TEST_CONNECT_TIMEOUT_MS } from '../../../test/helpers/database-urls';
import { createDataSource } from '../../db/data-source';
import { LocalPhotoStorage } from './local-storage';
import { UPLOAD_URL_SECONDS } from './photos.service';
import { S3PhotoStorage } from './s3-storage';
import type { PhotoStorage } from './storage';
import { sweepRawUploads } from './upload-sweeper';

/**
 * Issue 20.13: raw uploads whose grant is over (create refused, or never called) are removed, on
 * both storage drivers (local disk; S3 through s3rver), by two sweepers racing on two connection
 * pools as two instances would: every over grant's file goes exactly once, its row with it, and
 * grants still usable keep their files.
 */
const db = useTestDatabase();
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-sweeper-'));
const s3Directory = path.join(directory, 's3');
const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
let s3Storage: S3PhotoStorage;
const BUCKET = 'sweeper-test';

beforeAll(async () => {
  fs.mkdirSync(s3Directory);
  const { port } = await s3.run();
  s3Storage = new S3PhotoStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await s3Storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  s3Storage?.client.destroy();
  await s3.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const NOW = new Date('2030-06-01T12:00:00Z');
const clock = () => NOW;
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** The same storage, counting the deletes it is asked for per key (what the race must not double). */
function counting(storage: PhotoStorage): { storage: PhotoStorage; deletes: Map<string, number> } {
  const deletes = new Map<string, number>();
  const counted = Object.create(storage) as PhotoStorage;
  counted.delete = async (key: string) => {
    deletes.set(key, (deletes.get(key) ?? 0) + 1);
    await storage.delete(key);
  };
  return { storage: counted, deletes };
}

describe.each([
  [
    'local disk',
    () =>
      new LocalPhotoStorage({
        directory: path.join(directory, 'local'),
        photoBaseUrl: '/photos/',
        secret: 'x'.repeat(32),
      }) as PhotoStorage,
  ],
  ['S3 (s3rver)', () => s3Storage as PhotoStorage],
])('issue 20.13: raw upload sweeper on %s', (_name, makeStorage) => {
  it('two sweepers racing remove every over grant and its file once; live grants keep theirs', async () => {
    await resetDatabase(db);
    await db.dataSource.query('TRUNCATE photo_uploads');
    const storage = makeStorage();
    const tree = await createTree(db.dataSource);
    const user = await createUser(db.dataSource, { email: 'editor@example.org', roleId: 2, password: null });
    // Over: expired more than create's grace ago. Uploaded (file there) or never sent (no file).
    const over = Array.from({ length: 24 }, (_, i) => ({
      key: `uploads/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      expires: minutes(-(UPLOAD_URL_SECONDS / 60) - 1 - i),
      uploaded: i % 3 !== 0,
    }));
    // Still usable: not yet expired, or expired but within create's grace.
    const live = [
      { key: 'uploads/11111111-0000-4000-8000-000000000001', expires: minutes(10), uploaded: true },
      { key: 'uploads/11111111-0000-4000-8000-000000000002', expires: minutes(-5), uploaded: true },
    ];
    for (const grant of [...over, ...live]) {
      await db.dataSource.query(
        `INSERT INTO photo_uploads (key, tree_id, user_id, content_type, expires_at, uploaded_at)
         VALUES ($1, $2, $3, 'image/jpeg', $4, $5)`,
        [grant.key, tree.id, user.id, grant.expires, grant.uploaded ? grant.expires : null],
      );
      if (grant.uploaded) await storage.put(grant.key, Buffer.from('raw jpeg bytes'), 'image/jpeg');
    }

    // Two instances: each its own pool, batches of 2 so their claims interleave.
    const other = createDataSource(db.url, { poolSize: 2, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    await other.initialize();
    const first = counting(storage);
    const second = counting(storage);
    let removed: number[];
    try {
      removed = await Promise.all([
        sweepRawUploads({ db: db.dataSource, photos: first.storage, clock }, 2),
        sweepRawUploads({ db: other, photos: second.storage, clock }, 2),
      ]);
    } finally {
      await other.destroy();
    }

    expect(removed[0] + removed[1]).toBe(over.length);
    for (const { key } of over) {
      expect((first.deletes.get(key) ?? 0) + (second.deletes.get(key) ?? 0)).toBe(1);
      expect(await storage.exists(key)).toBe(false);
    }
    for (const { key } of live) {
      expect(first.deletes.has(key) || second.deletes.has(key)).toBe(false);
      expect(await storage.exists(key)).toBe(true);
    }
    const rows: { key: string }[] = await db.dataSource.query(`SELECT key FROM photo_uploads ORDER BY key`);
    expect(rows.map((r) => r.key)).toEqual(live.map((g) => g.key));
    // Nothing left to do: a second pass removes nothing.
    expect(await sweepRawUploads({ db: db.dataSource, photos: storage, clock })).toBe(0);
  });
});
