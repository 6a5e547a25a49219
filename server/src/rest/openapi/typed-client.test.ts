import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import type { paths } from '../../../test/generated/openapi-types';
import { createSession } from '../../auth/sessions';
import { REPO_ROOT } from '../../paths';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, createList } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { waitForCatalogueVersion } from '../../../test/helpers/catalogue-version';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 26's acceptance: a client generated from the document (`openapi-typescript` types, called
 * through `openapi-fetch`) calls five paths of the running app (search, detail, suggestions, list
 * detail, download) over real HTTP. `npx tsc -p server` type-checks this file against the
 * generated types, so a path, parameter or field the document does not have fails the type check;
 * the answers are checked here and against the document (test/contract-setup.ts).
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);
let editorToken: string;
let listId: number;

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  await createTree(db.dataSource, {
    id: 1,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    heightHigh: 80,
  });
  await createTree(db.dataSource, {
    id: 2,
    scientificName: 'Quercus agrifolia',
    commonName: 'Coast Live Oak',
    heightHigh: 70,
  });
  await createTree(db.dataSource, { id: 3, scientificName: 'Acer rubrum', commonName: 'Red Maple', heightHigh: 20 });
  const owner = await createUser(db.dataSource, { email: 'owner@example.org' });
  const editor = await createUser(db.dataSource, { email: 'editor@example.org', roleId: 2 });
  editorToken = await createSession(db.dataSource, editor.id, app.clock.now());
  const list = await createList(db.dataSource, owner.id, { name: 'Oaks for parks' });
  await addListTrees(db.dataSource, list.id, [2, 1]);
  listId = list.id;
  await waitForCatalogueVersion(db.dataSource, [app]);
});

const client = () => createClient<paths>({ baseUrl: app.baseUrl });

describe('a client generated from the document', () => {
  it('is current: the committed types are what openapi-typescript makes of the document now', async () => {
    // In a process of its own: openapi-typescript's dependencies are ES modules, which jest's
    // CommonJS runtime cannot load. The same check as npm test's `npm run openapi:types -- --check`.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', 'src/rest/openapi/emit-client-types.ts', '--check'],
      { cwd: path.join(REPO_ROOT, 'server') },
    );
    expect(stdout).toContain('matches the route schemas');
  });

  it('searches by characteristics', async () => {
    const { data, response } = await client().GET('/api/tree/search-results', {
      params: { query: { filterData: JSON.stringify({ minTreeHeight: 50 }), resultsPerPage: '30' } },
    });
    expect(response.status).toBe(200);
    // Typed reads: a field the document does not name would be `unknown` and fail the type check.
    const total: number = data!.totalResults;
    const ids: number[] = data!.pageResults.map((card) => card.tree_id);
    expect(total).toBe(2);
    expect(ids.sort()).toEqual([1, 2]);
  });

  it('reads a tree’s detail', async () => {
    const { data, response } = await client().GET('/api/tree/detail/{id}', { params: { path: { id: '1' } } });
    expect(response.status).toBe(200);
    const id: number = data!.treeId;
    const name: string = data!.scientificName;
    expect({ id, name }).toEqual({ id: 1, name: 'Quercus lobata' });
    const missing = await client().GET('/api/tree/detail/{id}', { params: { path: { id: '999' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error!.message).toEqual(expect.any(String));
  });

  it('suggests names as a visitor types', async () => {
    const { data, response } = await client().GET('/api/tree/search-by-name', {
      params: { query: { searchString: 'valley' } },
    });
    expect(response.status).toBe(200);
    const ids: number[] = data!.map((suggestion) => suggestion.tree_id);
    expect(ids).toContain(1);
  });

  it('reads a public list with its trees', async () => {
    const { data, response } = await client().GET('/api/list/{listId}', {
      params: { path: { listId: String(listId) } },
    });
    expect(response.status).toBe(200);
    const name: string = data!.name;
    const trees: number[] = data!.trees.map((tree) => tree.tree_id);
    expect({ name, trees }).toEqual({ name: 'Oaks for parks', trees: [2, 1] });
  });

  it('downloads the catalogue as CSV (an editor, with the bearer scheme)', async () => {
    const { data, response } = await client().GET('/api/tree/download-file', {
      params: { query: { columns: 'scientific_name', genus_filter: 'Quercus' } },
      headers: { authorization: `Bearer ${editorToken}` },
      parseAs: 'text',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (data as string).trim().split(/\r?\n/);
    expect(lines.slice(1).sort()).toEqual(['1,Quercus lobata', '2,Quercus agrifolia']);
  });
});
