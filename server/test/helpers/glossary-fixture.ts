import fs from 'node:fs';
import { resetDatabase, signInActors, type AccountsApp } from './accounts-app';
import { pngImage } from './photo-uploads';
import type { TestDatabase } from './test-database';

export type Actor = 'anonymous' | 'user' | 'editor' | 'admin';
export const ACTORS: Actor[] = ['anonymous', 'user', 'editor', 'admin'];

/** POST /api/tree/glossary/{id}/photo as a browser sends it: multipart, field `photo`. */
export async function postGlossaryPhoto(
  app: AccountsApp,
  entryId: number | string,
  file: Buffer | null,
  options: { token?: string; name?: string; type?: string; caption?: string; field?: string } = {},
) {
  const form = new FormData();
  if (file) {
    form.append(
      options.field ?? 'photo',
      new Blob([new Uint8Array(file)], { type: options.type ?? 'image/png' }),
      options.name ?? 'leaf.png',
    );
  }
  if (options.caption !== undefined) form.append('definition_text', options.caption);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(`/api/tree/glossary/${entryId}/photo`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The GraphQL multipart request of uploadGlossaryPhoto (graphql-upload), one or more files. */
export function graphqlGlossaryPhoto(app: AccountsApp, entryId: number, file: Buffer, token?: string, files = 1) {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  for (let i = 0; i < files; i++) map[String(i)] = [i ? `variables.file${i}` : 'variables.file'];
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation($file: Upload!, $id: Int!) { uploadGlossaryPhoto(entryId: $id, file: $file, definitionText: "GraphQL") { id s3Link definitionText widths } }',
      variables: { file: null, id: entryId },
    }),
  );
  form.append('map', JSON.stringify(map));
  for (let i = 0; i < files; i++)
    form.append(String(i), new Blob([new Uint8Array(file)], { type: 'image/png' }), 'a.png');
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.request('/graphql', { method: 'POST', headers, body: form });
}

/**
 * A glossary test file's world: a user, an editor and an admin with sessions; two entries (one with
 * a photo) after setUp; `state()`: the glossary rows, the catalogue version and the photo files on
 * disk, to show that a refused call wrote nothing.
 */
export function useGlossaryFixture(db: TestDatabase, app: AccountsApp, photoDir: string) {
  const fixture = {
    tokens: {} as Partial<Record<Actor, string>>,
    entryIds: [] as number[],
    photoId: 0,
    png: Buffer.alloc(0) as Buffer,
    async setUp(): Promise<void> {
      await db.dataSource.query(`TRUNCATE glossary_entries, glossary_photos RESTART IDENTITY CASCADE`);
      fs.rmSync(photoDir, { recursive: true, force: true });
      fs.mkdirSync(photoDir);
      fixture.entryIds = [];
      for (const [term, definition] of [
        ['Canopy', '<p>The crown of a tree.</p>'],
        ['Deciduous', '<p>Sheds its leaves.</p>'],
      ]) {
        const created = await app.json('POST', '/api/tree/glossary', { term, definition }, fixture.tokens.editor);
        if (created.status !== 201) throw new Error(`fixture: ${JSON.stringify(created.body)}`);
        fixture.entryIds.push(created.body.glossary_id);
      }
      const photo = await postGlossaryPhoto(app, fixture.entryIds[0], fixture.png, { token: fixture.tokens.editor });
      if (photo.status !== 201) throw new Error(`fixture photo: ${JSON.stringify(photo.body)}`);
      fixture.photoId = photo.body.glossary_photo_id;
    },
    async state(): Promise<string> {
      const rows = await db.dataSource.query(`SELECT
        (SELECT json_agg(e ORDER BY id) FROM glossary_entries e) entries,
        (SELECT json_agg(p ORDER BY id) FROM glossary_photos p) photos,
        (SELECT version FROM catalogue_version) catalogue`);
      const files = fs.readdirSync(photoDir, { recursive: true }).map(String).sort();
      return JSON.stringify({ rows, files });
    },
  };
  beforeAll(async () => {
    await resetDatabase(db);
    Object.assign(
      fixture.tokens,
      await signInActors(db.dataSource, (actor) => ({
        firstName: actor === 'editor' ? 'Eda' : 'Ada',
        lastName: actor === 'editor' ? 'Editor' : 'Admin',
      })),
    );
    fixture.png = await pngImage(700, 500);
  });
  afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));
  return fixture;
}
