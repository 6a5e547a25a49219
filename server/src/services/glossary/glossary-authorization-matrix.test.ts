import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import {
  ACTORS,
  graphqlGlossaryPhoto,
  postGlossaryPhoto,
  useGlossaryFixture,
  type Actor,
} from '../../../test/helpers/glossary-fixture';

/**
 * The glossary's authorisation matrix: every write × anonymous, user, editor, admin × REST and
 * GraphQL. Editors and admins (roles 2, 3) may; anonymous gets 401 / UNAUTHENTICATED, a user 403 /
 * FORBIDDEN, and a refused call writes nothing (entries, photos, catalogue version, files on disk).
 * Reading is public.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-glossary-matrix-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = useGlossaryFixture(db, app, photoDir);

const allowed = (actor: Actor) => actor === 'editor' || actor === 'admin';
type Call = {
  rest: () => Promise<{ status: number }>;
  gql: () => Promise<{ errors?: { extensions: { code: string } }[] }>;
};

const json = (method: string, url: string, body: unknown, actor: Actor) => app.json(method, url, body, f.tokens[actor]);
const gql = async (actor: Actor, query: string, variables: Record<string, unknown> = {}) =>
  (await app.graphql(query, variables, f.tokens[actor])).body;

const CALLS: Record<string, (actor: Actor) => Call> = {
  create: (actor) => ({
    rest: () => json('POST', '/api/tree/glossary', { term: 'Bark', definition: '<p>Skin</p>' }, actor),
    gql: () =>
      gql(
        actor,
        'mutation { createGlossaryEntry(input: { term: "Bark", definition: "Skin" }) { entry { id } errors { message } } }',
      ),
  }),
  update: (actor) => ({
    rest: () =>
      json(
        'PUT',
        `/api/tree/glossary/${f.entryIds[1]}`,
        { term: 'Deciduous', definition: 'Changed', version: 1 },
        actor,
      ),
    gql: () =>
      gql(
        actor,
        'mutation($id: Int!) { updateGlossaryEntry(id: $id, version: 1, input: { term: "Deciduous", definition: "Changed" }) { entry { id } errors { message } } }',
        { id: f.entryIds[1] },
      ),
  }),
  delete: (actor) => ({
    rest: () => json('DELETE', `/api/tree/glossary/${f.entryIds[1]}`, undefined, actor),
    gql: () => gql(actor, 'mutation($id: Int!) { deleteGlossaryEntry(id: $id) }', { id: f.entryIds[1] }),
  }),
  uploadPhoto: (actor) => ({
    rest: () => postGlossaryPhoto(app, f.entryIds[1], f.png, { token: f.tokens[actor] }),
    gql: async () => {
      const response = await graphqlGlossaryPhoto(app, f.entryIds[1], f.png, f.tokens[actor]);
      // The multipart gate answers refused callers before reading the file (403, like tree photos).
      if (response.status === 403) return { errors: [{ extensions: { code: 'REFUSED_BEFORE_READING' } }] };
      return response.json();
    },
  }),
  deletePhoto: (actor) => ({
    rest: () => json('DELETE', `/api/tree/glossary/photo/${f.photoId}`, undefined, actor),
    gql: () => gql(actor, 'mutation($id: Int!) { deleteGlossaryPhoto(photoId: $id) }', { id: f.photoId }),
  }),
  photoText: (actor) => ({
    rest: () =>
      json('PUT', `/api/tree/glossary_photos/${f.photoId}/definition`, { definition_text: 'New caption' }, actor),
    gql: () =>
      gql(
        actor,
        'mutation($id: Int!) { updateGlossaryPhotoText(photoId: $id, definitionText: "New caption") { photo { id } errors { message } } }',
        { id: f.photoId },
      ),
  }),
};

describe('glossary authorisation matrix', () => {
  beforeEach(f.setUp);

  describe.each(Object.keys(CALLS))('%s', (operation) => {
    it.each(ACTORS)('REST as %s', async (actor) => {
      const before = await f.state();
      const response = await CALLS[operation](actor).rest();
      if (allowed(actor)) {
        expect(response.status).toBeLessThan(300);
        expect(await f.state()).not.toBe(before);
      } else {
        expect(response.status).toBe(actor === 'anonymous' ? 401 : 403);
        expect(await f.state()).toBe(before);
      }
    });

    it.each(ACTORS)('GraphQL as %s', async (actor) => {
      const before = await f.state();
      const body = await CALLS[operation](actor).gql();
      if (allowed(actor)) {
        expect(body.errors).toBeUndefined();
        expect(await f.state()).not.toBe(before);
      } else {
        const code = body.errors?.[0].extensions.code;
        if (operation === 'uploadPhoto') expect(code).toBe('REFUSED_BEFORE_READING');
        else expect(code).toBe(actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        expect(await f.state()).toBe(before);
      }
    });
  });

  it.each(ACTORS)('reading is public (REST and GraphQL) as %s', async (actor) => {
    const rest = await json('GET', '/api/tree/glossary', undefined, actor);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(2);
    const { data } = await gql(actor, '{ glossary { term } }');
    expect(data.glossary).toEqual([{ term: 'Canopy' }, { term: 'Deciduous' }]);
  });
});
