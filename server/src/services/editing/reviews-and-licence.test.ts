import { createSession } from '../../auth/sessions';
import { addPhoto, createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 23.3 and 23.5 over real HTTP: photo credit and licence in REST and GraphQL (legacy fields
 * kept), editors changing a licence, sections marked reviewed (history, detail, version, the
 * download's never-reviewed option), and every bad input answered 400 with nothing written.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);
let editor: string;
let photoId: number;

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
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', published: true });
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia', published: true });
  ({ id: photoId } = await addPhoto(db.dataSource, 1, { credit: 'J. Muir' }));
});

const state = async () =>
  JSON.stringify(
    await db.dataSource.query(`SELECT
      (SELECT json_agg(p ORDER BY id) FROM photos p) photos,
      (SELECT count(*) FROM tree_edits) edits, (SELECT sum(version) FROM trees) versions`),
  );

describe('photo credit and licence', () => {
  it('REST /api/photos keeps every legacy field and adds licence; existing photos are "All rights reserved"', async () => {
    const { status, body } = await app.json('GET', '/api/photos/1');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        photo_link_id: photoId,
        link: 'trees/1/leaf.jpg',
        credit: 'J. Muir',
        sequence: 1,
        attribute_name: 'leaf',
        licence: 'All rights reserved',
        source_url: null,
      },
    ]);
    const detail = await app.json('GET', '/api/tree/detail/1');
    expect(detail.body.images[0]).toMatchObject({ credit: 'J. Muir', licence: 'All rights reserved' });
  });

  it('GraphQL Photo has licence and credit; an editor changes them (REST and GraphQL), kept in the history', async () => {
    const put = await app.json('PUT', `/api/photo/update/${photoId}`, { licence: 'CC BY 4.0' }, editor);
    expect(put.status).toBe(200);
    const { body } = await app.graphql(
      'mutation($p: Int!) { updatePhoto(photoId: $p, licence: "CC0 1.0", credit: "John Muir") { photo { licence credit } } }',
      { p: photoId },
      editor,
    );
    expect(body.data.updatePhoto.photo).toEqual({ licence: 'CC0 1.0', credit: 'John Muir' });
    const read = await app.graphql('{ tree(id: 1) { photos { credit licence } } }');
    expect(read.body.data.tree.photos).toEqual([{ credit: 'John Muir', licence: 'CC0 1.0' }]);
    const edits = await db.dataSource.query(
      `SELECT field, old_value, new_value FROM tree_edits WHERE target = 'photo' ORDER BY id`,
    );
    expect(edits).toEqual([
      { field: 'licence', old_value: 'All rights reserved', new_value: 'CC BY 4.0' },
      { field: 'credit', old_value: 'J. Muir', new_value: 'John Muir' },
      { field: 'licence', old_value: 'CC BY 4.0', new_value: 'CC0 1.0' },
    ]);
  });

  it.each([
    ['an empty licence', { licence: '' }, /^licence must name the licence/],
    ['a null licence', { licence: null }, /^licence must name the licence/],
    ['a licence that is not text', { licence: 4 }, /^licence must be text$/],
    ['markup in the licence', { licence: '<b>CC</b>' }, /^licence must be plain text/],
    ['an oversized licence', { licence: 'x'.repeat(201) }, /^licence is longer than 200 characters$/],
    ['an oversized credit', { credit: 'x'.repeat(201) }, /^credit is longer than 200 characters$/],
  ])('refuses %s with a 400 and writes nothing', async (_name, body, message) => {
    const before = await state();
    const response = await app.json('PUT', `/api/photo/update/${photoId}`, body, editor);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await state()).toBe(before);
  });

  it('refuses an empty licence over GraphQL too (BAD_USER_INPUT), writing nothing', async () => {
    const before = await state();
    const { body } = await app.graphql(
      'mutation($p: Int!) { updatePhoto(photoId: $p, licence: "  ") { version } }',
      { p: photoId },
      editor,
    );
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await state()).toBe(before);
  });
});

describe('sections marked reviewed', () => {
  it('keeps who and when in the history, moves the version on, and the detail shows the latest date per section', async () => {
    app.clock.set(new Date('2030-01-02T10:00:00Z'));
    const first = await app.json('PUT', '/api/tree/review/1', { section: 'photos' }, editor);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      section: 'photos',
      reviewed_at: '2030-01-02T10:00:00.000Z',
      reviewed_by: 'Edna Elm',
      version: 2,
    });
    app.clock.set(new Date('2030-01-03T10:00:00Z'));
    const { body } = await app.graphql(
      'mutation { markSectionReviewed(treeId: 1, section: "photos") { section reviewedAt reviewedBy version } }',
      {},
      editor,
    );
    expect(body.data.markSectionReviewed).toEqual({
      section: 'photos',
      reviewedAt: '2030-01-03T10:00:00.000Z',
      reviewedBy: 'Edna Elm',
      version: 3,
    });
    await app.json('PUT', '/api/tree/review/1', { section: 'names' }, editor);
    const history = await app.json('GET', '/api/tree/history/1', undefined, editor);
    expect(history.body.slice(-2)).toEqual([
      expect.objectContaining({
        action: 'review',
        target: 'section',
        field: 'photos',
        user_name: 'Edna Elm',
        old_value: '2030-01-02T10:00:00.000Z',
        new_value: '2030-01-03T10:00:00.000Z',
        revertible: false,
      }),
      expect.objectContaining({ action: 'review', field: 'photos', old_value: null }),
    ]);
    const detail = await app.json('GET', '/api/tree/detail/1');
    expect(detail.body.reviews).toEqual([
      { section: 'names', reviewed_at: '2030-01-03T10:00:00.000Z' },
      { section: 'photos', reviewed_at: '2030-01-03T10:00:00.000Z' },
    ]);
    const read = await app.graphql('{ tree(id: 1) { reviews { section reviewedAt } } }');
    expect(read.body.data.tree.reviews.map((r: { section: string }) => r.section)).toEqual(['names', 'photos']);
  });

  it('a review cannot be reverted', async () => {
    await app.json('PUT', '/api/tree/review/1', { section: 'general' }, editor);
    const [{ id }] = await db.dataSource.query(`SELECT id FROM tree_edits WHERE action = 'review'`);
    const before = await state();
    const revert = await app.json('POST', `/api/tree/history/revert/${id}`, undefined, editor);
    expect([revert.status, revert.body.message]).toEqual([409, 'This change cannot be reverted']);
    expect(await state()).toBe(before);
  });

  it('the download filters the trees never reviewed (REST never_reviewed, GraphQL neverReviewed)', async () => {
    await app.json('PUT', '/api/tree/review/1', { section: 'characteristics' }, editor);
    const file = await app.request('/api/tree/download-file?columns=scientific_name&never_reviewed=true', {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(file.status).toBe(200);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['Tree ID,Scientific Name', '2,Quercus agrifolia']);
    const count = async (filter: string) =>
      (await app.graphql(`{ downloadTreeCount(filter: ${filter}) }`, {}, editor)).body.data.downloadTreeCount;
    expect([
      await count('{ neverReviewed: true }'),
      await count('{ neverReviewed: false }'),
      await count('{}'),
    ]).toEqual([1, 2, 2]);
    const bad = await app.request('/api/tree/download-file?columns=scientific_name&never_reviewed=maybe', {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('neverReviewed must be true or false');
  });

  it.each([
    ['an unknown section', 1, { section: 'roots' }, 400, /^section must be one of names, general, characteristics/],
    ['no section', 1, {}, 400, /^section must be one of/],
    ['a section that is not text', 1, { section: 3 }, 400, /^section must be one of/],
    ['an unknown field', 1, { section: 'names', reviewed_at: '1999-01-01' }, 400, /^Unknown field: reviewed_at$/],
    ['a body that is a list', 1, ['names'], 400, /^section must be one of/],
    ['a bad tree id', 'abc', { section: 'names' }, 400, /tree id/],
    ['an unknown tree', 999, { section: 'names' }, 404, /./],
  ])('refuses %s and writes nothing', async (_name, id, body, status, message) => {
    const before = await state();
    const response = await app.json('PUT', `/api/tree/review/${id}`, body, editor);
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
    expect(await state()).toBe(before);
  });

  it('refuses an unknown section over GraphQL (BAD_USER_INPUT), writing nothing', async () => {
    const before = await state();
    const { body } = await app.graphql(
      'mutation { markSectionReviewed(treeId: 1, section: "x") { section } }',
      {},
      editor,
    );
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await state()).toBe(before);
  });
});
