import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { uploadPhoto, usePhotoFixture } from '../../../test/helpers/photo-uploads';

/**
 * Photos: the authorisation matrix (every photo operation × anonymous, user, editor, admin, REST
 * and GraphQL; refused calls write nothing: rows, grants and files unchanged) and the GraphQL
 * multipart upload (editors only, one file).
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-photo-matrix-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = usePhotoFixture(db, app, photoDir);
type Actor = 'anonymous' | 'user' | 'editor' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'editor', 'admin'];

describe('authorisation matrix', () => {
  beforeEach(f.setUp);
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
      rest: () => ['PUT', `/api/photo/update/${f.photoIds[0]}`, { credit: 'Changed' }],
      gql: () => [
        'mutation($p: Int!) { updatePhoto(photoId: $p, credit: "Changed") { version } }',
        { p: f.photoIds[0] },
      ],
    },
    updateLicence: {
      rest: () => ['PUT', `/api/photo/update/${f.photoIds[0]}`, { licence: 'CC BY 4.0', credit: 'A. Author' }],
      gql: () => [
        'mutation($p: Int!) { updatePhoto(photoId: $p, licence: "CC BY 4.0", credit: "A. Author") { photo { licence } } }',
        { p: f.photoIds[0] },
      ],
    },
    reorder: {
      rest: () => ['PUT', '/api/photo/batch-update', [{ photo_link_id: f.photoIds[0], sequence: 9 }]],
      gql: () => ['mutation($p: Int!) { reorderPhotos(order: [{ photoId: $p, sequence: 9 }]) }', { p: f.photoIds[0] }],
    },
    bulkCredit: {
      rest: () => ['PUT', '/api/photo/bulk-update-credit', { photo_ids: f.photoIds, credit: 'Bulk' }],
      gql: () => [
        'mutation($ids: [Int!]!) { bulkUpdatePhotoCredit(photoIds: $ids, credit: "Bulk") }',
        { ids: f.photoIds },
      ],
    },
    delete: {
      rest: () => ['DELETE', `/api/photo/delete/${f.photoIds[1]}`],
      gql: () => ['mutation($p: Int!) { deletePhoto(photoId: $p) }', { p: f.photoIds[1] }],
    },
  };
  describe.each(Object.keys(CALLS))('%s', (operation) => {
    it.each(ACTORS)('REST as %s', async (actor) => {
      const before = await f.state();
      const [method, url, body] = CALLS[operation].rest();
      const response = await app.json(method, url, body, f.tokens[actor]);
      if (allowed(actor)) expect(response.status).toBeLessThan(300);
      else {
        expect(response.status).toBe(actor === 'anonymous' ? 401 : 403);
        expect(await f.state()).toBe(before);
      }
    });
    it.each(ACTORS)('GraphQL as %s', async (actor) => {
      const before = await f.state();
      const [query, variables] = CALLS[operation].gql();
      const { body } = await app.graphql(query, variables, f.tokens[actor]);
      if (allowed(actor)) expect(body.errors).toBeUndefined();
      else {
        expect(body.errors[0].extensions.code).toBe(actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        expect(await f.state()).toBe(before);
      }
    });
  });

  it.each(ACTORS)('create (the whole three-step upload) as %s', async (actor) => {
    const before = await f.state();
    const { grant, created } = await uploadPhoto(app, f.tokens[actor] ?? '', 1, f.jpeg);
    if (allowed(actor)) expect(created!.status).toBe(201);
    else {
      expect(grant.status).toBe(actor === 'anonymous' ? 401 : 403);
      expect(await f.state()).toBe(before);
    }
  });
});

describe('GraphQL multipart upload', () => {
  beforeAll(f.setUp);
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
      form.append(String(i), new Blob([new Uint8Array(f.jpeg)], { type: 'image/jpeg' }), 'tree.jpg');
    const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
    if (token) headers.authorization = `Bearer ${token}`;
    return app.request('/graphql', { method: 'POST', headers, body: form });
  };

  it('an editor uploads one file: processed like the REST path', async () => {
    const response = await multipart(f.tokens.editor, 1);
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadTreePhoto.photo).toEqual({ credit: 'Multipart', width: 400, widths: [320, 400] });
  });

  it('refuses anonymous and plain users before reading the file, and more than one file', async () => {
    const before = await f.state();
    expect((await multipart(undefined, 1)).status).toBe(403);
    expect((await multipart(f.tokens.user, 1)).status).toBe(403);
    const two = await multipart(f.tokens.editor, 2);
    expect(two.status).toBe(413);
    expect(await f.state()).toBe(before);
  });
});
