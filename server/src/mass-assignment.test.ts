import { createTree } from '../test/factories/catalogue.factory';
import { createSignedInUser, createUser, resetDatabase } from '../test/helpers/accounts-app';
import { catalogueDigest } from '../test/helpers/upload-fixture';
import { useTestApp } from '../test/helpers/test-app';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * docs/security.md, "Authorisation": inputs cannot set fields the caller may not set (mass
 * assignment is refused), tried on the write paths of the editing and data issues over real HTTP, by an admin
 * (who may write): the server's own columns (ids, versions, authors, dates, the demo flag) are
 * either refused with a message naming them, or have no effect at all; never set from the input.
 */
const db = useTestDatabase();
const app = useTestApp(db);
let token: string;
let adminId: number;
let otherId: number;
const otherIdOf = () => otherId;

beforeAll(async () => {
  await resetDatabase(db);
  const admin = await createSignedInUser(db.dataSource, { email: 'mass@example.org', roleId: 3, firstName: 'Max' });
  const other = await createUser(db.dataSource, { email: 'other@example.org', roleId: 2, firstName: 'Ola' });
  ({ token } = admin);
  adminId = admin.user.id;
  otherId = other.id;
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
});

const send = (method: string, path: string, body: unknown) =>
  app
    .request(path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    .then(async (response) => ({ status: response.status, body: await response.json() }));

describe('CSV upload: a server column in the file is refused by name, nothing written', () => {
  it.each(['version', 'updated_by', 'updated_at', 'is_demo', 'created_at'])('%s', async (column) => {
    const before = await catalogueDigest(db.dataSource);
    const answer = await send('POST', '/api/tree/start-upload-file', [
      ['tree_id', 'family', column],
      ['1', 'Fagaceae', '1'],
    ]);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(column);
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
  });
});

describe('tree save: a server column in the record is refused, or (read-only echoes) has no effect', () => {
  it.each(['is_demo', 'created_at', 'id'])('%s is an unknown field', async (field) => {
    const before = await catalogueDigest(db.dataSource);
    const answer = await send('PUT', '/api/tree/update/1', { tree_id: 1, version: 1, [field]: 7 });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(`Unknown field: ${field}`);
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
  });

  it.each([
    ['updated_by', otherIdOf],
    ['updated_at', () => '2001-01-01T00:00:00Z'],
  ])('%s, which the edit record carries, is ignored on save', async (field, value) => {
    const before = await catalogueDigest(db.dataSource);
    const answer = await send('PUT', '/api/tree/update/1', { tree_id: 1, version: 1, [field]: value() });
    expect(answer.status).toBe(200);
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
    const [row] = await db.dataSource.query(
      `SELECT updated_by, updated_at > '2002-01-01' AS recent FROM trees WHERE id = 1`,
    );
    expect(row.updated_by).not.toBe(otherId);
    expect(row.recent).toBe(true);
  });
});

describe("glossary: a server column is refused by name; the read shape's own fields have no effect", () => {
  it.each([
    ['id', 4242],
    ['updated_by', 2],
    ['updated_at', '2001-01-01T00:00:00Z'],
  ])('%s is refused, nothing written', async (field, value) => {
    const entries = await db.dataSource.query(`SELECT count(*)::int AS n FROM glossary_entries`);
    const answer = await send('POST', '/api/tree/glossary', {
      term: `Mass assignment ${field}`,
      definition: '<p>Set by the server.</p>',
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM glossary_entries`)).toEqual(entries);
  });

  it("glossary_id, version and photos (echoed from a read) are ignored: the new entry's are the server's", async () => {
    const answer = await send('POST', '/api/tree/glossary', {
      term: 'Mass assignment',
      definition: '<p>Set by the server.</p>',
      glossary_id: 4242,
      version: 99,
      photos: [{ glossary_photo_id: 1, s3_link: 'elsewhere/x.jpg', definition_text: 'x' }],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.glossary_id).not.toBe(4242);
    expect(answer.body).toMatchObject({ term: 'Mass assignment', version: 1, photos: [] });
    const [row] = await db.dataSource.query(
      `SELECT id, version, updated_by FROM glossary_entries WHERE term = 'Mass assignment'`,
    );
    expect(row).toEqual({ id: answer.body.glossary_id, version: 1, updated_by: adminId });
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM glossary_photos`)).toEqual([{ n: 0 }]);
  });
});
