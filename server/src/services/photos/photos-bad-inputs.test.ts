import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { usePhotoFixture } from '../../../test/helpers/photo-uploads';

/**
 * Bad photo inputs: each a clear 4xx, and no photo row, history row or stored photo file written.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-photo-bad-inputs-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = usePhotoFixture(db, app, photoDir);

describe('bad inputs', () => {
  beforeAll(f.setUp);
  const editor = () => f.tokens.editor!;
  const grant = async (treeId = 1, type = 'image/jpeg') =>
    (
      await app.json(
        'GET',
        `/api/photo/getSignedS3?treeId=${treeId}&fileName=a.jpg&fileType=${type}`,
        undefined,
        editor(),
      )
    ).body.data as { signedRequestUrl: string; photoLink: string };
  const local = (signed: string) => {
    const url = new URL(signed, app.baseUrl);
    return `${app.baseUrl}${url.pathname}${url.search}`;
  };
  const put = async (url: string, body: Buffer, type = 'image/jpeg') => {
    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  };
  const create = (photoLink: string, treeId = 1, extra: Record<string, unknown> = {}) =>
    app.json('POST', '/api/photo/create', { treeId, photoLink, fileType: 'image/jpeg', ...extra }, editor());
  /** A grant with this file already PUT: what create then checks. */
  const sent = async (file: Buffer, type = 'image/jpeg') => {
    const g = await grant(1, type);
    await put(local(g.signedRequestUrl), file, type);
    return g;
  };

  type Case = [string, () => Promise<() => Promise<{ status: number; body: { message?: string } }>>, number, RegExp];
  const CASES: Case[] = [
    [
      'a text file type',
      async () => () =>
        app.json('GET', '/api/photo/getSignedS3?treeId=1&fileName=a.txt&fileType=text/plain', undefined, editor()),
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      'an SVG (scriptable) type',
      async () => () =>
        app.json('GET', '/api/photo/getSignedS3?treeId=1&fileName=a.svg&fileType=image/svg%2Bxml', undefined, editor()),
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      'no file name',
      async () => () => app.json('GET', '/api/photo/getSignedS3?treeId=1&fileType=image/jpeg', undefined, editor()),
      400,
      /file name/,
    ],
    [
      'a 300-character file name',
      async () => () =>
        app.json(
          'GET',
          `/api/photo/getSignedS3?treeId=1&fileName=${'a'.repeat(300)}&fileType=image/jpeg`,
          undefined,
          editor(),
        ),
      400,
      /file name/,
    ],
    [
      'a tree id that is not a number',
      async () => () =>
        app.json('GET', '/api/photo/getSignedS3?treeId=abc&fileName=a.jpg&fileType=image/jpeg', undefined, editor()),
      400,
      /treeId/,
    ],
    [
      'an unknown tree',
      async () => () =>
        app.json('GET', '/api/photo/getSignedS3?treeId=999&fileName=a.jpg&fileType=image/jpeg', undefined, editor()),
      404,
      /no trees found/,
    ],
    [
      'a tampered signature',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl).replace(/sig=[^&]+/, 'sig=AAAA'), f.jpeg);
      },
      400,
      /not valid/,
    ],
    [
      'a longer expiry than signed',
      async () => {
        const g = await grant();
        return () =>
          put(
            local(g.signedRequestUrl).replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`),
            f.jpeg,
          );
      },
      400,
      /not valid/,
    ],
    [
      'another content type than signed',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl), f.jpeg, 'image/png');
      },
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      'a signed URL for an unknown key',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl).replace(/uploads\/[^?]+/, 'uploads/0000'), f.jpeg);
      },
      400,
      /not valid/,
    ],
    [
      'a path trick in the upload key',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl).replace(/uploads\/[^?]+/, 'uploads/..%2F..%2Fetc%2Fpasswd'), f.jpeg);
      },
      400,
      /not valid/,
    ],
    [
      'an empty body',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl), Buffer.alloc(0));
      },
      400,
      /did not arrive/,
    ],
    [
      'a 16 MB upload',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl), Buffer.alloc(16 * 1024 * 1024, 0xff));
      },
      413,
      /too large/,
    ],
    [
      'a renamed .exe',
      async () => {
        const g = await sent(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048, 1)]));
        return () => create(g.photoLink);
      },
      400,
      /^The file is not a JPEG, PNG or WebP image$/,
    ],
    [
      'HTML sent as a JPEG',
      async () => {
        const g = await sent(Buffer.from('<html><script>alert(1)</script></html>'));
        return () => create(g.photoLink);
      },
      400,
      /not a JPEG/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const g = await sent(f.jpeg.subarray(0, 600));
        return () => create(g.photoLink);
      },
      400,
      /could not be read/,
    ],
    [
      '50 megapixels in a small PNG',
      async () => {
        const big = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#fff' } })
          .png({ compressionLevel: 9 })
          .toBuffer();
        const g = await sent(big, 'image/png');
        return () => create(g.photoLink);
      },
      400,
      /40 megapixels/,
    ],
    ['an unknown photo link', async () => () => create('uploads/not-a-grant'), 400, /unknown/],
    ['a path trick as the photo link', async () => () => create('../../etc/passwd'), 400, /unknown/],
    [
      'a grant made for another tree',
      async () => {
        const g = await sent(f.jpeg);
        return () => create(g.photoLink, 2);
      },
      400,
      /another tree/,
    ],
    [
      'a grant used twice',
      async () => {
        const g = await sent(f.jpeg);
        await create(g.photoLink);
        return () => create(g.photoLink);
      },
      409,
      /already used/,
    ],
    [
      'a grant whose file never arrived',
      async () => {
        const g = await grant();
        return () => create(g.photoLink);
      },
      400,
      /did not arrive/,
    ],
    [
      'a script in the credit',
      async () => () =>
        app.json('PUT', `/api/photo/update/${f.photoIds[0]}`, { credit: '<script>alert(1)</script>' }, editor()),
      400,
      /plain text/,
    ],
    [
      'a javascript: attribute',
      async () => () =>
        app.json('PUT', `/api/photo/update/${f.photoIds[0]}`, { attribute_name: 'javascript:alert(1)' }, editor()),
      400,
      /plain text/,
    ],
    [
      'a 201-character credit',
      async () => () => app.json('PUT', `/api/photo/update/${f.photoIds[0]}`, { credit: 'c'.repeat(201) }, editor()),
      400,
      /longer than 200/,
    ],
    [
      'an unknown photo field',
      async () => () => app.json('PUT', `/api/photo/update/${f.photoIds[0]}`, { tree_id: 2 }, editor()),
      400,
      /Unknown field: tree_id/,
    ],
    [
      'an unknown photo',
      async () => () => app.json('PUT', '/api/photo/update/99999', { credit: 'x' }, editor()),
      404,
      /no such photo/,
    ],
    [
      'a reorder that is not a list',
      async () => () => app.json('PUT', '/api/photo/batch-update', { photo_link_id: f.photoIds[0] }, editor()),
      400,
      /order/,
    ],
    [
      'a reorder across two trees',
      async () => () =>
        app.json(
          'PUT',
          '/api/photo/batch-update',
          [
            { photo_link_id: f.photoIds[0], sequence: 1 },
            { photo_link_id: f.otherTreePhoto, sequence: 2 },
          ],
          editor(),
        ),
      400,
      /same tree/,
    ],
    [
      'a negative sequence',
      async () => () =>
        app.json('PUT', '/api/photo/batch-update', [{ photo_link_id: f.photoIds[0], sequence: -1 }], editor()),
      400,
      /0 to 999/,
    ],
    [
      'a bulk credit with nothing selected',
      async () => () => app.json('PUT', '/api/photo/bulk-update-credit', { photo_ids: [], credit: 'x' }, editor()),
      400,
      /^Select photos to update$/,
    ],
    [
      'a bulk credit naming an unknown photo',
      async () => () =>
        app.json('PUT', '/api/photo/bulk-update-credit', { photo_ids: [f.photoIds[0], 99999], credit: 'x' }, editor()),
      404,
      /no such photo/,
    ],
    [
      'deleting an unknown photo',
      async () => () => app.json('DELETE', '/api/photo/delete/99999', undefined, editor()),
      404,
      /no such photo/,
    ],
  ];

  it(`has ${CASES.length} cases`, () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  it.each(CASES)('%s: a clear 4xx, nothing written', async (...row) => {
    const [, prepare, status, message] = row as unknown as Case;
    const call = await prepare();
    const before = await f.state();
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
    // A refused create consumes its grant and removes the uploaded file: nothing else changes.
    const normalise = (s: string) => JSON.parse(s) as { rows: { photos: unknown; edits: unknown }[]; files: string[] };
    const [a, b] = [normalise(before), normalise(await f.state())];
    expect({ photos: b.rows[0].photos, edits: b.rows[0].edits }).toEqual({
      photos: a.rows[0].photos,
      edits: a.rows[0].edits,
    });
    expect(b.files.filter((f) => f.startsWith('trees'))).toEqual(a.files.filter((f) => f.startsWith('trees')));
  });
});
