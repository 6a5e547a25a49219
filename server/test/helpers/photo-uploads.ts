import fs from 'node:fs';
import sharp from 'sharp';
import { createTree } from '../factories/catalogue.factory';
import { resetDatabase, signInActors, type AccountsApp } from './accounts-app';
import type { TestDatabase } from './test-database';

/** A real JPEG of the given size, carrying EXIF (camera, copyright) and an orientation of 6. */
export function cameraJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'TestCam', Copyright: 'Camera Owner', Artist: 'GPS 37.77N' } },
    })
    .toBuffer();
}

export function pngImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * The browser's three steps (spec §7 Photos): GET /photo/getSignedS3, PUT the file to the signed
 * URL, POST /photo/create. The local driver's URL is the app's relative path: sent to the test app.
 */
export async function uploadPhoto(
  app: AccountsApp,
  token: string,
  treeId: number,
  file: Buffer,
  options: { type?: string; credits?: string; number?: number; putType?: string } = {},
) {
  const type = options.type ?? 'image/jpeg';
  const grant = await app.json(
    'GET',
    `/api/photo/getSignedS3?treeId=${treeId}&fileName=photo.jpg&fileType=${encodeURIComponent(type)}`,
    undefined,
    token,
  );
  if (grant.status !== 200) return { grant, put: null, created: null };
  const signed = new URL(grant.body.data.signedRequestUrl, app.baseUrl);
  const target = signed.pathname.startsWith('/api/')
    ? `${app.baseUrl}${signed.pathname}${signed.search}`
    : signed.toString();
  const put = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': options.putType ?? type },
    body: new Uint8Array(file),
  });
  const created = await app.json(
    'POST',
    '/api/photo/create',
    { treeId, photoLink: grant.body.data.photoLink, number: options.number, fileType: type, credits: options.credits },
    token,
  );
  return { grant, put, created, target };
}

/**
 * A photo test file's world: an editor, a user and an admin with sessions, two trees, two photos on
 * tree 1 and one on tree 2 (setUp), and `state()`: photo rows, upload grants, history count and
 * the files on disk, to show that a refused call wrote nothing.
 */
export function usePhotoFixture(db: TestDatabase, app: AccountsApp, photoDir: string) {
  const fixture = {
    tokens: {} as Partial<Record<'anonymous' | 'user' | 'editor' | 'admin', string>>,
    photoIds: [] as number[],
    otherTreePhoto: 0,
    jpeg: Buffer.alloc(0) as Buffer,
    async setUp(): Promise<void> {
      await db.dataSource.query(`TRUNCATE trees, tree_edits, photo_uploads RESTART IDENTITY CASCADE`);
      fs.rmSync(photoDir, { recursive: true, force: true });
      fs.mkdirSync(photoDir);
      await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata' });
      await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia' });
      fixture.photoIds = [];
      for (const credit of ['A', 'B']) {
        const { created } = await uploadPhoto(app, fixture.tokens.editor!, 1, fixture.jpeg, { credits: credit });
        fixture.photoIds.push(created!.body.photo_link_id);
      }
      fixture.otherTreePhoto = (
        await uploadPhoto(app, fixture.tokens.editor!, 2, fixture.jpeg)
      ).created!.body.photo_link_id;
    },
    async state(): Promise<string> {
      const rows = await db.dataSource.query(`SELECT
        (SELECT json_agg(p ORDER BY id) FROM photos p) photos,
        (SELECT json_agg(u ORDER BY key) FROM photo_uploads u) grants,
        (SELECT count(*) FROM tree_edits) edits`);
      const files = fs.readdirSync(photoDir, { recursive: true }).map(String).sort();
      return JSON.stringify({ rows, files });
    },
  };
  beforeAll(async () => {
    await resetDatabase(db);
    Object.assign(fixture.tokens, await signInActors(db.dataSource));
    fixture.jpeg = await cameraJpeg(600, 400);
  });
  afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));
  return fixture;
}
