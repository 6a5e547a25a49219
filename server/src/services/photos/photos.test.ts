import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { cameraJpeg, pngImage, uploadPhoto } from '../../../test/helpers/photo-uploads';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Photos on the default local storage, through real HTTP: the spec's three-step upload, checks by
 * content, EXIF stripped, responsive sizes served by the app, edit, reorder, bulk credit, delete
 * (files gone), and the single-use, expiring, signed upload URL.
 */
// Under a dot-folder, as the default DATA_DIR (.data) puts it: files there must still be served.
const photoDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-photos-')), '.data', 'photos');
fs.mkdirSync(photoDir, { recursive: true });
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
let token: string;

beforeAll(async () => {
  await resetDatabase(db);
  const user = await createUser(db.dataSource, { email: 'ed@example.org', roleId: 2 });
  token = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
});
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

beforeEach(async () => {
  fs.rmSync(photoDir, { recursive: true, force: true });
  fs.mkdirSync(photoDir);
  await db.dataSource.query(`TRUNCATE trees, tree_edits, photo_uploads RESTART IDENTITY CASCADE`);
  await createTree(db.dataSource, { id: 5, scientificName: 'Quercus lobata' });
});

const filesOnDisk = () =>
  fs.existsSync(photoDir)
    ? fs.readdirSync(photoDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

describe('the three-step upload', () => {
  it('stores an upright, EXIF-free JPEG and WebP widths, served by the app, in the tree detail', async () => {
    const { grant, put, created } = await uploadPhoto(app, token, 5, await cameraJpeg(), { credits: 'J. Muir' });
    expect(grant.body.data).toMatchObject({ photoLink: expect.stringMatching(/^uploads\//) });
    // The app's own path (right whatever host name the browser used), signed and expiring.
    expect(grant.body.data.signedRequestUrl).toMatch(
      /^\/api\/photo\/upload\/uploads\/[0-9a-f-]{36}\?expires=\d+&ct=image%2Fjpeg&sig=/,
    );
    expect(put!.status).toBe(201);
    expect(created!.status).toBe(201);
    expect(created!.body).toMatchObject({
      credit: 'J. Muir',
      sequence: 1,
      link: expect.stringMatching(/^trees\/5\/.+\.jpg$/),
    });
    const [row] = await db.dataSource.query(`SELECT width, height, widths FROM photos`);
    // 2000 x 1500 with orientation 6 is a portrait photo once turned upright.
    expect(row).toEqual({ width: 1500, height: 2000, widths: [320, 640, 1024, 1500] });

    const served = await app.request(`/photos/${created!.body.link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const jpeg = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 1365 });
    expect(meta.exif).toBeUndefined();
    expect(jpeg.includes(Buffer.from('TestCam'))).toBe(false);
    const webp = await app.request(`/photos/${created!.body.link.replace('.jpg', '-640.webp')}`);
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(640);

    const detail = (await app.json('GET', '/api/tree/detail/5')).body;
    expect(detail.images).toEqual([expect.objectContaining({ link: created!.body.link, credit: 'J. Muir' })]);
    // The raw upload is gone, and never served.
    expect(fs.existsSync(path.join(photoDir, grant.body.data.photoLink))).toBe(false);
    expect((await app.request(`/photos/${grant.body.data.photoLink}`)).status).toBe(404);
    expect((await db.dataSource.query(`SELECT field, action FROM tree_edits`))[0]).toEqual({
      field: '*',
      action: 'create',
    });
  });

  it('serves nothing but a photo key: no dot-file, no way out of the photo folder', async () => {
    fs.writeFileSync(path.join(photoDir, '.secret'), 'not a photo');
    fs.writeFileSync(path.join(photoDir, '..', 'outside.jpg'), 'not a photo');
    for (const address of [
      '/photos/.secret',
      '/photos/..%2Foutside.jpg',
      '/photos/trees/5/..%2F..%2F..%2Foutside.jpg',
    ]) {
      expect((await app.request(address)).status).toBe(404);
    }
  });

  it('keeps a small PNG at its own width (never enlarged)', async () => {
    const { created } = await uploadPhoto(app, token, 5, await pngImage(300, 200), { type: 'image/png' });
    expect(created!.status).toBe(201);
    const [row] = await db.dataSource.query(`SELECT width, height, widths FROM photos`);
    expect(row).toEqual({ width: 300, height: 200, widths: [300] });
  });

  it('a signed URL works once', async () => {
    const { put, target } = await uploadPhoto(app, token, 5, await cameraJpeg(400, 300));
    expect(put!.status).toBe(201);
    const again = await fetch(target!, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(await cameraJpeg(400, 300)),
    });
    expect(again.status).toBe(409);
  });

  it('an expired URL is refused', async () => {
    const grant = await app.json(
      'GET',
      '/api/photo/getSignedS3?treeId=5&fileName=a.jpg&fileType=image/jpeg',
      undefined,
      token,
    );
    const url = new URL(grant.body.data.signedRequestUrl, app.baseUrl);
    app.clock.advance(16 * 60 * 1000);
    try {
      const put = await fetch(`${app.baseUrl}${url.pathname}${url.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(await cameraJpeg(400, 300)),
      });
      expect(put.status).toBe(400);
      expect((await put.json()).message).toBe('This upload link has expired: choose the file again');
    } finally {
      app.clock.advance(-16 * 60 * 1000);
    }
    expect(filesOnDisk()).toBe(0);
  });
});

describe('editing photos', () => {
  it('edits attribute and credit, reorders, sets a bulk credit and deletes (files gone)', async () => {
    const ids: number[] = [];
    for (const credit of ['A', 'B', 'C'])
      ids.push(
        (await uploadPhoto(app, token, 5, await cameraJpeg(700, 500), { credits: credit })).created!.body.photo_link_id,
      );
    const edited = await app.json(
      'PUT',
      `/api/photo/update/${ids[0]}`,
      { attribute_name: 'bark', credit: 'Ansel' },
      token,
    );
    expect(edited.body).toMatchObject({ attribute_name: 'bark', credit: 'Ansel' });

    const order = [ids[2], ids[0], ids[1]].map((id, i) => ({ photo_link_id: id, sequence: i + 1 }));
    expect((await app.json('PUT', '/api/photo/batch-update', order, token)).status).toBe(200);
    const photos = (await app.json('GET', '/api/photos/5')).body;
    expect(photos.map((p: { photo_link_id: number }) => p.photo_link_id)).toEqual([ids[2], ids[0], ids[1]]);

    const bulk = await app.json(
      'PUT',
      '/api/photo/bulk-update-credit',
      { photo_ids: [ids[1], ids[2]], credit: 'UFEI' },
      token,
    );
    expect(bulk.body).toMatchObject({ updated: 2 });
    const credits = (await app.json('GET', '/api/photos/5')).body.map((p: { credit: string }) => p.credit);
    expect(credits).toEqual(['UFEI', 'Ansel', 'UFEI']);

    const before = filesOnDisk();
    expect((await app.json('DELETE', `/api/photo/delete/${ids[0]}`, undefined, token)).status).toBe(200);
    // 700 x 500 turned upright is 500 wide: WebP at 320 and 500, and the JPEG.
    expect(filesOnDisk()).toBe(before - 3);
    expect((await app.json('GET', '/api/photos/5')).body).toHaveLength(2);
  });

  it('deleting the tree deletes its photo files', async () => {
    await uploadPhoto(app, token, 5, await cameraJpeg(700, 500));
    expect(filesOnDisk()).toBeGreaterThan(0);
    expect((await app.json('DELETE', '/api/tree/delete/5', undefined, token)).status).toBe(200);
    expect(filesOnDisk()).toBe(0);
  });
});
