import sharp from 'sharp';
import { createTree } from '../../test/factories/catalogue.factory';
import { createSignedInUser, resetDatabase } from '../../test/helpers/accounts-app';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';

/**
 * docs/security.md, "Browsers and other sites": multipart uploads need Apollo-Require-Preflight. A page on another site
 * can post a multipart form to /graphql with the visitor's cookies but cannot add a custom header,
 * so a multipart request without it is refused before any resolver runs, even from a signed-in
 * editor: the photo upload mutations of tree editing and of the glossary write nothing.
 */
const db = useTestDatabase();
const app = useTestApp(db);
let token: string;
let entryId: number;
let png: Buffer;

beforeAll(async () => {
  await resetDatabase(db);
  ({ token } = await createSignedInUser(db.dataSource, { email: 'csrf@example.org', roleId: 2, firstName: 'Cy' }));
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
  const created = await app.request('/api/tree/glossary', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ term: 'Canopy', definition: '<p>The crown of a tree.</p>' }),
  });
  entryId = (await created.json()).glossary_id;
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7d32' } })
    .png()
    .toBuffer();
});

function multipart(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  return app.request('/graphql', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
}

const photoRows = async () => {
  const [row]: { trees: number; glossary: number }[] = await db.dataSource.query(
    `SELECT (SELECT count(*)::int FROM photos) AS trees, (SELECT count(*)::int FROM glossary_photos) AS glossary`,
  );
  return row;
};

const UPLOADS: [name: string, query: string, variables: () => Record<string, unknown>, table: 'trees' | 'glossary'][] =
  [
    [
      'uploadTreePhoto',
      'mutation($file: Upload!, $treeId: Int!) { uploadTreePhoto(treeId: $treeId, file: $file) { version } }',
      () => ({ treeId: 1 }),
      'trees',
    ],
    [
      'uploadGlossaryPhoto',
      'mutation($file: Upload!, $id: Int!) { uploadGlossaryPhoto(entryId: $id, file: $file) { id } }',
      () => ({ id: entryId }),
      'glossary',
    ],
  ];

describe.each(UPLOADS)('%s', (_name, query, variables, table) => {
  it('without Apollo-Require-Preflight: refused (400) before any resolver, nothing written', async () => {
    const before = await photoRows();
    const response = await multipart(query, variables(), {});
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
    expect(await photoRows()).toEqual(before);
  });

  it('with it: the same request uploads the photo (the refusal above was the header, nothing else)', async () => {
    const before = await photoRows();
    const response = await multipart(query, variables(), { 'apollo-require-preflight': 'true' });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect((await photoRows())[table]).toBe(before[table] + 1);
  });
});
