import { createSession } from '../../auth/sessions';
import { TreeNameKind } from '@selectree/rules';
import { addName, createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Tree editing over real HTTP: the edit record, saves based on a version, the stale-save refusal,
 * names that follow at once, the history with revert and restore, add, duplicate and delete.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let editor: string;
let other: string;

beforeAll(async () => {
  await resetDatabase(db);
  const a = await createUser(db.dataSource, { email: 'ed@example.org', roleId: 2, firstName: 'Edna', lastName: 'Elm' });
  const b = await createUser(db.dataSource, {
    email: 'oz@example.org',
    roleId: 3,
    firstName: 'Oscar',
    lastName: 'Oak',
  });
  editor = await createSession(db.dataSource, a.id, new Date('2030-01-01T12:00:00Z'));
  other = await createSession(db.dataSource, b.id, new Date('2030-01-01T12:00:00Z'));
});

beforeEach(async () => {
  await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  await createTree(db.dataSource, {
    id: 7,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    heightLow: 40,
    heightHigh: 80,
    waterUse: 'L',
    treeShapes: ['Rounded'],
  });
  await addName(db.dataSource, 7, TreeNameKind.CommonAlternate, 'Roble', 0);
  await createTree(db.dataSource, { id: 8, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
});

const edit = (id = 7, token = editor) => app.json('GET', `/api/tree/edit/${id}`, undefined, token);
const save = (body: Record<string, unknown>, token = editor, id = 7) =>
  app.json('PUT', `/api/tree/update/${id}`, body, token);
const history = (id = 7) => app.json('GET', `/api/tree/history/${id}`, undefined, editor);
const suggest = async (text: string) =>
  (await app.json('GET', `/api/tree/link-search-by-name?searchString=${encodeURIComponent(text)}`, undefined, editor))
    .body;

describe('the edit record', () => {
  it('holds every field in its wire form, with the version a save names', async () => {
    const { status, body, headers } = await edit();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/no-store/);
    expect(body).toMatchObject({
      tree_id: 7,
      version: 1,
      scientific_name: 'Quercus lobata',
      display: '1',
      common_name: 'Valley Oak',
      other_common_name: ['Roble'],
      height_low: 40,
      height_high: 80,
      water_use: 'L',
      tree_shape: ['Rounded'],
      has_redirect: 0,
      redirect: null,
      appraisal: null,
    });
    expect(body.taxons).toEqual([expect.objectContaining({ sequence: 1, name_concat: 'Quercus lobata' })]);
  });

  it('is for editors and admins only', async () => {
    expect((await app.json('GET', '/api/tree/edit/7')).status).toBe(401);
  });
});

describe('saving', () => {
  it('writes the fields sent, bumps the version and records each change with who and when', async () => {
    const { status, body } = await save({
      version: 1,
      height_high: 90,
      memo: '<p>Big <em>oak</em></p>',
      tree_shape: ['Rounded', 'Vase'],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: 2,
      height_high: 90,
      memo: '<p>Big <em>oak</em></p>',
      tree_shape: ['Rounded', 'Vase'],
    });
    // The answer (the locked row with what the write answered, issue 24) is the record as committed.
    expect(body).toEqual((await edit()).body);
    const detail = (await app.json('GET', '/api/tree/detail/7')).body;
    expect(detail.treeCharacteristics.height.height_high).toBe(90);
    expect(detail.treeCharacteristics.treeShape).toEqual(['Rounded', 'Vase']);
    const rows = (await history()).body;
    expect(rows.map((r: { field: string }) => r.field).sort()).toEqual(['height_high', 'memo', 'tree_shape']);
    expect(rows[0]).toMatchObject({ user_name: 'Edna Elm', version: 2, action: 'update', revertible: true });
    expect(rows.find((r: { field: string }) => r.field === 'height_high')).toMatchObject({
      old_value: 80,
      new_value: 90,
    });
  });

  it('an unchanged whole record changes nothing (no new version, no history)', async () => {
    const record = (await edit()).body;
    const { body } = await save(record);
    expect(body).toMatchObject({ version: 1 });
    expect((await history()).body).toEqual([]);
  });

  it('refuses a stale save naming who changed the tree; nothing of it is written', async () => {
    await save({ version: 1, height_low: 45 }, other);
    const { status, body } = await save({ version: 1, height_high: 99 });
    expect(status).toBe(409);
    expect(body.message).toContain('Oscar Oak changed this tree');
    expect(body).toMatchObject({ currentVersion: 2, changedBy: 'Oscar Oak' });
    expect((await edit()).body).toMatchObject({ height_low: 45, height_high: 80, version: 2 });
  });

  it('takes the version from If-Match too (a stale one refused); a legacy body without one is applied (issue 21.1)', async () => {
    const response = await app.request('/api/tree/update/7', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}`, 'if-match': '"1"' },
      body: JSON.stringify({ height_high: 85 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"2"');
    const stale = await app.request('/api/tree/update/7', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}`, 'if-match': '"1"' },
      body: JSON.stringify({ height_high: 86 }),
    });
    expect(stale.status).toBe(409);
    const legacy = await save({ height_high: 87 });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ version: 3, height_high: 87 });
  });

  it('two editors saving at once: one lands, the other is refused (no lost update)', async () => {
    const results = await Promise.all([
      save({ version: 1, height_high: 91 }),
      save({ version: 1, height_high: 92 }, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.height_high;
    expect((await edit()).body).toMatchObject({ version: 2, height_high: winner });
  });

  it('names follow at once: a new other common name is found by suggestions', async () => {
    await save({ version: 1, other_common_name: ['Roble', 'California White Oak'], common_name: 'Great Valley Oak' });
    expect(JSON.stringify(await suggest('california white'))).toContain('Quercus lobata');
    expect(JSON.stringify(await suggest('great valley'))).toContain('Quercus lobata');
  });

  it('appraisal Yes needs both appraisal fields', async () => {
    const { status, body } = await save({ version: 1, appraisal: 'Yes', app_lcant: '24" box' });
    expect(status).toBe(400);
    expect(body.message).toBe('Please fill out all appraisal fields');
    const ok = await save({ version: 1, appraisal: 'Yes', app_lcant: '24" box', app_grrating: '2' });
    expect(ok.status).toBe(200);
    const detail = (await app.json('GET', '/api/tree/detail/7')).body;
    expect(detail.considerations.appraisal_text).toBe(
      'Largest commonly available nursery tree: 24" box. Regional species group 2. Trunk cross-sectional area of a 24" box tree: 2.24 sq in.',
    );
  });

  it('a redirect needs an existing other tree; has_redirect 0 clears it', async () => {
    expect((await save({ version: 1, has_redirect: 1 })).body.message).toBe('Enter the Redirect Tree ID');
    expect((await save({ version: 1, has_redirect: 1, redirect: 7 })).body.message).toBe(
      'A tree cannot redirect to itself',
    );
    expect((await save({ version: 1, has_redirect: 1, redirect: 999 })).body.message).toBe('Tree 999 does not exist');
    expect((await save({ version: 1, has_redirect: 1, redirect: 8 })).body).toMatchObject({
      has_redirect: 1,
      redirect: 8,
    });
    const detail = (await app.json('GET', '/api/tree/detail/7')).body;
    expect(detail.redirectTree).toEqual({ redirectTreeId: 8, redirectTreeName: 'Quercus agrifolia' });
    expect((await save({ version: 2, has_redirect: 0 })).body).toMatchObject({ has_redirect: 0, redirect: null });
  });
});

describe('taxa', () => {
  it('adds, names, renames the accepted name and deletes only when more than one exists', async () => {
    const only = (await edit()).body.taxons[0];
    expect((await app.json('DELETE', `/api/tree/taxon/delete/${only.taxon_id}`, undefined, editor)).status).toBe(400);
    const added = await app.json('POST', '/api/tree/taxon/add/7', undefined, editor);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ sequence: 2, name_concat: '' });
    const named = await app.json(
      'PUT',
      `/api/tree/taxon/update/${added.body.taxon_id}`,
      { genus: 'Quercus', species: 'hindsii' },
      editor,
    );
    expect(named.body).toMatchObject({ name_concat: 'Quercus hindsii', version: 3 });
    expect(JSON.stringify(await suggest('quercus hinds'))).toContain('Quercus lobata');
    expect((await app.json('GET', '/api/tree/detail/7')).body.synonyms).toEqual([{ name_concat: 'Quercus hindsii' }]);

    const renamed = await app.json(
      'PUT',
      `/api/tree/taxon/update/${only.taxon_id}`,
      { species: 'lobatissima' },
      editor,
    );
    expect(renamed.body.name_concat).toBe('Quercus lobatissima');
    expect((await app.json('GET', '/api/tree/detail/7')).body.scientificName).toBe('Quercus lobatissima');
    expect(JSON.stringify(await suggest('lobatissima'))).toContain('Quercus lobatissima');

    const removed = await app.json('DELETE', `/api/tree/taxon/delete/${added.body.taxon_id}`, undefined, editor);
    expect(removed.status).toBe(200);
    expect((await app.json('GET', '/api/tree/detail/7')).body.synonyms).toEqual([]);
    expect(JSON.stringify(await suggest('quercus hinds'))).not.toContain('lobat');
  });
});

describe('history', () => {
  it('reverts one change (recorded as a revert) and refuses when the value moved on', async () => {
    await save({ version: 1, height_high: 90, water_use: 'M' });
    await save({ version: 2, height_high: 95 });
    const rows = (await history()).body as { id: number; field: string; version: number }[];
    const water = rows.find((r) => r.field === 'water_use')!;
    const firstHeight = rows.find((r) => r.field === 'height_high' && r.version === 2)!;
    const reverted = await app.json('POST', `/api/tree/history/revert/${water.id}`, undefined, editor);
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ water_use: 'L', height_high: 95, version: 4 });
    expect((await history()).body[0]).toMatchObject({
      action: 'revert',
      field: 'water_use',
      reverts_edit_id: water.id,
    });
    const stale = await app.json('POST', `/api/tree/history/revert/${firstHeight.id}`, undefined, editor);
    expect(stale.status).toBe(409);
  });

  it('restores the tree as of a moment', async () => {
    await db.dataSource.query(`SELECT 1`);
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await save({ version: 1, height_high: 90, common_name: 'Renamed Oak' });
    await save({ version: 2, water_use: 'H' });
    const restored = await app.json('POST', '/api/tree/history/restore/7', { at: before }, editor);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ height_high: 80, common_name: 'Valley Oak', water_use: 'L', version: 4 });
  });
});

describe('add, duplicate, delete', () => {
  it('adds a Draft, duplicates a tree as a Draft with its names and taxa, deletes it with its history kept', async () => {
    const added = await app.json('POST', '/api/tree/add', undefined, editor);
    expect(added.status).toBe(201);
    expect(typeof added.body).toBe('number');
    expect((await edit(added.body)).body).toMatchObject({ display: '0', version: 1 });
    expect((await app.json('GET', `/api/tree/detail/${added.body}`)).status).toBe(404);

    const record = (await edit()).body;
    const copy = await app.json('PUT', '/api/tree/duplicate', { ...record, height_low: 42 }, editor);
    expect(copy.status).toBe(201);
    const copied = (await edit(copy.body.tree_id)).body;
    expect(copied).toMatchObject({
      display: '0',
      common_name: 'Valley Oak',
      other_common_name: ['Roble'],
      height_low: 42,
    });
    expect(copied.taxons.map((t: { name_concat: string }) => t.name_concat)).toEqual(['Quercus lobata']);

    const gone = await app.json('DELETE', `/api/tree/delete/${copy.body.tree_id}`, undefined, editor);
    expect(gone.status).toBe(200);
    expect((await edit(copy.body.tree_id)).status).toBe(404);
    const kept = (await history(copy.body.tree_id)).body;
    expect(kept[0]).toMatchObject({ action: 'delete', field: '*' });
    expect(kept.at(-1)).toMatchObject({ action: 'duplicate', new_value: { duplicateOf: 7 } });
  });
});

describe('rich text is sanitised on save: what survives', () => {
  const SURVIVORS: [input: string, stored: string | null][] = [
    [
      '<p>Plain <em>em</em> <strong>strong</strong> <i>i</i> <b>b</b><br>line</p>',
      '<p>Plain <em>em</em> <strong>strong</strong> <i>i</i> <b>b</b><br />line</p>',
    ],
    ['<ul><li>one</li></ul><ol><li>two</li></ol>', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['<a href="https://calflora.org">Calflora</a>', '<a href="https://calflora.org">Calflora</a>'],
    ['<a href="http://calflora.org">upgraded</a>', '<a href="https://calflora.org">upgraded</a>'],
    ['<a href="mailto:urban@calpoly.edu">mail</a>', '<a href="mailto:urban@calpoly.edu">mail</a>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)">click</p>', '<p>click</p>'],
    ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<style>p{}</style><p style="color:red">styled</p>', '<p>styled</p>'],
    ['<svg><script>alert(1)</script></svg>', null],
    ['<a href="data:text/html,<script>alert(1)</script>">d</a>', '<a>d</a>'],
    ['<h1>Heading</h1>', 'Heading'],
  ];

  it.each(SURVIVORS)('%s is stored as %s', async (...row) => {
    const [input, stored] = row as [string, string | null];
    const version = (await edit()).body.version;
    const { status, body } = await save({ version, memo: input });
    expect(status).toBe(200);
    expect(body.memo).toBe(stored);
  });
});

describe('GraphQL', () => {
  const SAVE = `mutation($id: Int!, $version: Int!, $values: JSONObject!) {
    saveTree(id: $id, version: $version, values: $values) { version changed values }
  }`;

  it('saves, and refuses a stale save with CONFLICT carrying who and the current version', async () => {
    const saved = await app.graphql(SAVE, { id: 7, version: 1, values: { height_high: 88 } }, editor);
    expect(saved.body.data.saveTree).toMatchObject({ version: 2, changed: ['height_high'] });
    expect(saved.body.data.saveTree.values.height_high).toBe(88);
    const stale = await app.graphql(SAVE, { id: 7, version: 1, values: { height_high: 70 } }, other);
    expect(stale.body.errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      currentVersion: 2,
      changedBy: 'Edna Elm',
    });
    const bad = await app.graphql(SAVE, { id: 7, version: 2, values: { height_high: 999 } }, editor);
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'height_high', message: 'height_high must be a whole number from 1 to 400' }],
    });
  });

  it('lists the history and reverts through it', async () => {
    await app.graphql(SAVE, { id: 7, version: 1, values: { water_use: 'H' } }, editor);
    const { body } = await app.graphql(
      '{ treeHistory(treeId: 7) { id field oldValue newValue revertible } }',
      {},
      editor,
    );
    expect(body.data.treeHistory).toEqual([
      expect.objectContaining({ field: 'water_use', oldValue: 'L', newValue: 'H', revertible: true }),
    ]);
    const reverted = await app.graphql(
      'mutation($e: Int!) { revertTreeEdit(editId: $e) { version values } }',
      { e: body.data.treeHistory[0].id },
      editor,
    );
    expect(reverted.body.data.revertTreeEdit.values.water_use).toBe('L');
  });
});

describe('publish status', () => {
  it('a tree set to Draft leaves detail, suggestions and search for visitors; Published brings it back', async () => {
    const visible = async () => ({
      detail: (await app.json('GET', '/api/tree/detail/7')).status,
      suggested: JSON.stringify(
        (await app.json('GET', '/api/tree/search-by-name?searchString=valley%20oak')).body,
      ).includes('Quercus lobata'),
      editorSees: (await app.json('GET', '/api/tree/detail/7', undefined, editor)).status,
    });
    expect(await visible()).toEqual({ detail: 200, suggested: true, editorSees: 200 });
    expect((await save({ version: 1, display: '0' })).status).toBe(200);
    expect(await visible()).toEqual({ detail: 404, suggested: false, editorSees: 200 });
    expect((await save({ version: 2, display: 'Published' })).body.display).toBe('1');
    expect(await visible()).toEqual({ detail: 200, suggested: true, editorSees: 200 });
  });
});
