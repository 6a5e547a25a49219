import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { cameraJpeg, uploadPhoto } from '../../../test/helpers/photo-uploads';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Photos: the authorisation matrix (every photo operation × anonymous, user, editor, admin, REST
 * and GraphQL) and the bad inputs. A refused call writes nothing: photo rows, upload grants and
 * files on disk unchanged.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-photo-refusals-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

type Actor = 'anonymous' | 'user' | 'editor' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'editor', 'admin'];
const tokens: Partial<Record<Actor, string>> = {};
let photoIds: number[] = [];
let otherTreePhoto: number;
let jpeg: Buffer;

beforeAll(async () => {
  await resetDatabase(db);
  for (const [actor, roleId] of [
    ['user', 1],
    ['editor', 2],
    ['admin', 3],
  ] as const) {
    const user = await createUser(db.dataSource, { email: `${actor}@example.org`, roleId });
    tokens[actor] = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  }
  jpeg = await cameraJpeg(600, 400);
});

async function setUp(): Promise<void> {
  await db.dataSource.query(`TRUNCATE trees, tree_edits, photo_uploads RESTART IDENTITY CASCADE`);
  fs.rmSync(photoDir, { recursive: true, force: true });
  fs.mkdirSync(photoDir);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata' });
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia' });
  photoIds = [];
  for (const credit of ['A', 'B']) {
    photoIds.push((await uploadPhoto(app, tokens.editor!, 1, jpeg, { credits: credit })).created!.body.photo_link_id);
  }
  otherTreePhoto = (await uploadPhoto(app, tokens.editor!, 2, jpeg)).created!.body.photo_link_id;
}

async function state(): Promise<string> {
  const rows = await db.dataSource.query(`SELECT
    (SELECT json_agg(p ORDER BY id) FROM photos p) photos,
    (SELECT json_agg(u ORDER BY key) FROM photo_uploads u) grants,
    (SELECT count(*) FROM tree_edits) edits`);
  const files = fs.readdirSync(photoDir, { recursive: true }).map(String).sort();
  return JSON.stringify({ rows, files });
}

describe('authorisation matrix', () => {
  beforeEach(setUp);
  const allowed = (actor: Actor) => actor === 'editor' || actor === 'admin';
  type Call = { rest: () => [string, string, unknown?]; gql: () => [string, Record<string, unknown>] };
  const CALLS: Record<string, Call> = {
    signedUrl: {
      rest: () => ['GET', '/api/photo/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg'],
      gql: () => [
        'mutation { requestPhotoUpload(treeId: 1, fileName: "a.jpg", fileType: "image/jpeg") { photoLink } }',
        {},
      ],
    },
    update: {
      rest: () => ['PUT', `/api/photo/update/${photoIds[0]}`, { credit: 'Changed' }],
      gql: () => ['mutation($p: Int!) { updatePhoto(photoId: $p, credit: "Changed") { version } }', { p: photoIds[0] }],
    },
    reorder: {
      rest: () => ['PUT', '/api/photo/batch-update', [{ photo_link_id: photoIds[0], sequence: 9 }]],
      gql: () => ['mutation($p: Int!) { reorderPhotos(order: [{ photoId: $p, sequence: 9 }]) }', { p: photoIds[0] }],
    },
    bulkCredit: {
      rest: () => ['PUT', '/api/photo/bulk-update-credit', { photo_ids: photoIds, credit: 'Bulk' }],
      gql: () => [
        'mutation($ids: [Int!]!) { bulkUpdatePhotoCredit(photoIds: $ids, credit: "Bulk") }',
        { ids: photoIds },
      ],
    },
    delete: {
      rest: () => ['DELETE', `/api/photo/delete/${photoIds[1]}`],
      gql: () => ['mutation($p: Int!) { deletePhoto(photoId: $p) }', { p: photoIds[1] }],
    },
  };
  describe.each(Object.keys(CALLS))('%s', (operation) => {
    it.each(ACTORS)('REST as %s', async (actor) => {
      const before = await state();
      const [method, url, body] = CALLS[operation].rest();
      const response = await app.json(method, url, body, tokens[actor]);
      if (allowed(actor)) expect(response.status).toBeLessThan(300);
      else {
        expect(response.status).toBe(actor === 'anonymous' ? 401 : 403);
        expect(await state()).toBe(before);
      }
    });
    it.each(ACTORS)('GraphQL as %s', async (actor) => {
      const before = await state();
      const [query, variables] = CALLS[operation].gql();
      const { body } = await app.graphql(query, variables, tokens[actor]);
      if (allowed(actor)) expect(body.errors).toBeUndefined();
      else {
        expect(body.errors[0].extensions.code).toBe(actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        expect(await state()).toBe(before);
      }
    });
  });

  it.each(ACTORS)('create (the whole three-step upload) as %s', async (actor) => {
    const before = await state();
    const { grant, created } = await uploadPhoto(app, tokens[actor] ?? '', 1, jpeg);
    if (allowed(actor)) expect(created!.status).toBe(201);
    else {
      expect(grant.status).toBe(actor === 'anonymous' ? 401 : 403);
      expect(await state()).toBe(before);
    }
  });
});

describe('bad inputs', () => {
  beforeAll(setUp);
  const editor = () => tokens.editor!;
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
    const url = new URL(signed);
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
        return () => put(local(g.signedRequestUrl).replace(/sig=[^&]+/, 'sig=AAAA'), jpeg);
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
            jpeg,
          );
      },
      400,
      /not valid/,
    ],
    [
      'another content type than signed',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl), jpeg, 'image/png');
      },
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      'a signed URL for an unknown key',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl).replace(/uploads\/[^?]+/, 'uploads/0000'), jpeg);
      },
      400,
      /not valid/,
    ],
    [
      'a path trick in the upload key',
      async () => {
        const g = await grant();
        return () => put(local(g.signedRequestUrl).replace(/uploads\/[^?]+/, 'uploads/..%2F..%2Fetc%2Fpasswd'), jpeg);
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
        const g = await sent(jpeg.subarray(0, 600));
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
        const g = await sent(jpeg);
        return () => create(g.photoLink, 2);
      },
      400,
      /another tree/,
    ],
    [
      'a grant used twice',
      async () => {
        const g = await sent(jpeg);
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
        app.json('PUT', `/api/photo/update/${photoIds[0]}`, { credit: '<script>alert(1)</script>' }, editor()),
      400,
      /plain text/,
    ],
    [
      'a javascript: attribute',
      async () => () =>
        app.json('PUT', `/api/photo/update/${photoIds[0]}`, { attribute_name: 'javascript:alert(1)' }, editor()),
      400,
      /plain text/,
    ],
    [
      'a 201-character credit',
      async () => () => app.json('PUT', `/api/photo/update/${photoIds[0]}`, { credit: 'c'.repeat(201) }, editor()),
      400,
      /longer than 200/,
    ],
    [
      'an unknown photo field',
      async () => () => app.json('PUT', `/api/photo/update/${photoIds[0]}`, { tree_id: 2 }, editor()),
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
      async () => () => app.json('PUT', '/api/photo/batch-update', { photo_link_id: photoIds[0] }, editor()),
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
            { photo_link_id: photoIds[0], sequence: 1 },
            { photo_link_id: otherTreePhoto, sequence: 2 },
          ],
          editor(),
        ),
      400,
      /same tree/,
    ],
    [
      'a negative sequence',
      async () => () =>
        app.json('PUT', '/api/photo/batch-update', [{ photo_link_id: photoIds[0], sequence: -1 }], editor()),
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
        app.json('PUT', '/api/photo/bulk-update-credit', { photo_ids: [photoIds[0], 99999], credit: 'x' }, editor()),
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
    const before = await state();
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
    // A refused create consumes its grant and removes the uploaded file: nothing else changes.
    const normalise = (s: string) => JSON.parse(s) as { rows: { photos: unknown; edits: unknown }[]; files: string[] };
    const [a, b] = [normalise(before), normalise(await state())];
    expect({ photos: b.rows[0].photos, edits: b.rows[0].edits }).toEqual({
      photos: a.rows[0].photos,
      edits: a.rows[0].edits,
    });
    expect(b.files.filter((f) => f.startsWith('trees'))).toEqual(a.files.filter((f) => f.startsWith('trees')));
  });
});

describe('GraphQL multipart upload', () => {
  beforeAll(setUp);
  const multipart = (token: string | undefined, files: number) => {
    const form = new FormData();
    const variables: Record<string, null> = {};
    const map: Record<string, string[]> = {};
    for (let i = 0; i < files; i++) map[String(i)] = [`variables.file${i ? i : ''}`];
    variables.file = null;
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($file: Upload!) { uploadTreePhoto(treeId: 1, file: $file, credit: "Multipart") { photo { credit width widths } version } }',
        variables,
      }),
    );
    form.append('map', JSON.stringify(map));
    for (let i = 0; i < files; i++)
      form.append(String(i), new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'tree.jpg');
    const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
    if (token) headers.authorization = `Bearer ${token}`;
    return app.request('/graphql', { method: 'POST', headers, body: form });
  };

  it('an editor uploads one file: processed like the REST path', async () => {
    const response = await multipart(tokens.editor, 1);
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadTreePhoto.photo).toEqual({ credit: 'Multipart', width: 400, widths: [320, 400] });
  });

  it('refuses anonymous and plain users before reading the file, and more than one file', async () => {
    const before = await state();
    expect((await multipart(undefined, 1)).status).toBe(403);
    expect((await multipart(tokens.user, 1)).status).toBe(403);
    const two = await multipart(tokens.editor, 2);
    expect(two.status).toBe(413);
    expect(await state()).toBe(before);
  });
});
