import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { cameraJpeg, uploadPhoto } from '../../../test/helpers/photo-uploads';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { S3PhotoStorage } from './s3-storage';

/**
 * The S3-compatible driver against a real S3 protocol server (s3rver, started here on a free port):
 * the browser's PUT goes to a presigned URL on the bucket, the app reads it back, processes it,
 * stores the sizes in the bucket and serves them; deleting removes the objects.
 */
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-s3rver-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: 'photos' }],
});
const env: Record<string, string> = { PHOTO_STORAGE: 's3', S3_BUCKET: 'photos', S3_REGION: 'us-east-1' };

beforeAll(async () => {
  const { port } = await server.run();
  Object.assign(env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // Browsers reach the bucket by another name than the app does (docker-compose: s3 vs localhost).
    S3_PUBLIC_ENDPOINT: `http://localhost:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env });
let token: string;

const objects = async () => {
  const storage = new S3PhotoStorage({
    bucket: 'photos',
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: 'photos' }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
};

beforeAll(async () => {
  await resetDatabase(db);
  const user = await createUser(db.dataSource, { email: 'ed@example.org', roleId: 2 });
  token = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  await createTree(db.dataSource, { id: 9, scientificName: 'Platanus racemosa' });
});

it('uploads to a presigned URL on the bucket, processes, serves and deletes', async () => {
  const { grant, put, created, target } = await uploadPhoto(app, token, 9, await cameraJpeg(1200, 900), {
    credits: 'S3',
  });
  expect(new URL(target!).origin).toBe(env.S3_PUBLIC_ENDPOINT);
  expect(grant.body.data.signedRequestUrl).toContain('X-Amz-Signature=');
  expect(put!.status).toBe(200);
  expect(created!.status).toBe(201);
  const link: string = created!.body.link;
  const base = link.replace(/\.jpg$/, '');
  expect(await objects()).toEqual([`${base}-320.webp`, `${base}-640.webp`, `${base}-900.webp`, `${base}.jpg`].sort());

  const served = await app.request(`/photos/${link}`);
  expect(served.status).toBe(200);
  const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
  expect(meta.exif).toBeUndefined();

  expect((await app.json('DELETE', `/api/photo/delete/${created!.body.photo_link_id}`, undefined, token)).status).toBe(
    200,
  );
  expect(await objects()).toEqual([]);
});

it('refuses a renamed non-image uploaded to the bucket, and keeps nothing of it', async () => {
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 7)]);
  const { put, created } = await uploadPhoto(app, token, 9, exe);
  expect(put!.status).toBe(200);
  expect(created!.status).toBe(400);
  expect(created!.body.message).toBe('The file is not a JPEG, PNG or WebP image');
  expect(await objects()).toEqual([]);
  expect(Number((await db.dataSource.query(`SELECT count(*) FROM photos`))[0].count)).toBe(0);
});
