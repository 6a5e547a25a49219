import { createTree } from '../../../test/factories/catalogue.factory';
import { ACTORS, useDownloadCallers, type Actor } from '../../../test/helpers/download-app';
import { catalogueDigest, runCount } from '../../../test/helpers/upload-fixture';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Who may upload (spec: detail-editing-accounts §6, "Upload": role 3 only), written out by hand:
 * every path and operation of the upload, REST and GraphQL, as anonymous (401 / UNAUTHENTICATED),
 * a user and an editor (403 / FORBIDDEN) and an admin (200). A refused call writes nothing: the
 * catalogue, its history, its version and the upload runs are as they were.
 */
const db = useTestDatabase();
const app = useTestApp(db);
const callers = useDownloadCallers(db, app);

const EXPECTED_STATUS: Record<Actor, number> = { anonymous: 401, user: 403, editor: 403, admin: 200 };
const EXPECTED_CODE: Record<Actor, string | null> = {
  anonymous: 'UNAUTHENTICATED',
  user: 'FORBIDDEN',
  editor: 'FORBIDDEN',
  admin: null,
};
const MESSAGE: Record<Actor, string | null> = {
  anonymous: 'You need to log in to do that',
  user: 'You do not have permission to do that',
  editor: 'You do not have permission to do that',
  admin: null,
};

beforeEach(async () => {
  await db.dataSource.query(`TRUNCATE trees, tree_edits, import_runs RESTART IDENTITY CASCADE`);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
});

const ROWS = [
  ['tree_id', 'family'],
  ['1', 'Changed'],
];
const family = async () => (await db.dataSource.query(`SELECT family FROM trees WHERE id = 1`))[0].family;

// Four cells per row (a test function with more parameters than the row gets a `done` callback).
const REST: [string, string, unknown, boolean][] = [
  ['page opening (POST /upload-file)', '/api/upload-file', {}, false],
  ['upload (POST /tree/start-upload-file)', '/api/tree/start-upload-file', ROWS, true],
  ['dry run (POST /tree/start-upload-file?dryRun=1)', '/api/tree/start-upload-file?dryRun=1', ROWS, false],
  ['a bad body, refused before it is read', '/api/tree/start-upload-file', { not: 'rows' }, false],
];

describe.each(ACTORS)('REST as %s', (actor) => {
  it.each(REST)('%s', async (_name, path, body, writes) => {
    const before = await catalogueDigest(db.dataSource);
    const answer = await callers.call(actor, 'POST', path, body);
    if (actor !== 'admin') {
      expect(answer.status).toBe(EXPECTED_STATUS[actor]);
      expect(JSON.parse(answer.text)).toEqual({ message: MESSAGE[actor] });
      expect(await catalogueDigest(db.dataSource)).toEqual(before);
      expect(await runCount(db.dataSource)).toBe(0);
      return;
    }
    const json = JSON.parse(answer.text);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    if (path === '/api/upload-file') {
      expect(answer.status).toBe(200);
      expect(json.treeFields).toEqual(
        expect.arrayContaining([{ name: 'Scientific Name', field: 'displayed_scientific_name' }]),
      );
      expect(json.climateZoneFields).toEqual(
        expect.arrayContaining([{ name: 'Inland Empire', field: 'inland_empire' }]),
      );
    } else if (writes) {
      expect(answer.status).toBe(200);
      expect(json).toMatchObject({
        status: 'written',
        changed: [{ tree_id: 1, fields: [{ field: 'family', after: 'Changed' }] }],
      });
      expect(await family()).toBe('Changed');
    } else if (Array.isArray(body)) {
      expect(answer.status).toBe(200);
      expect(json).toMatchObject({ status: 'dry_run', changed: [{ tree_id: 1 }] });
      expect(await catalogueDigest(db.dataSource)).toEqual(before);
    } else {
      expect(answer.status).toBe(400);
      expect(json.message).toBe('The upload must be an array of rows: the column names first, then the data rows');
    }
  });
});

const GRAPHQL: [string, string, Record<string, unknown>, boolean][] = [
  [
    'uploadChoices',
    '{ uploadChoices { treeFields { name field } climateZoneFields { name } maxRows mixedMessage } }',
    {},
    false,
  ],
  [
    'uploadTreeData',
    'mutation($rows: [[String!]!]!) { uploadTreeData(rows: $rows) { status unchanged changed { treeId fields { field after } } } }',
    { rows: ROWS },
    true,
  ],
  [
    'uploadTreeData (dry run)',
    'mutation($rows: [[String!]!]!) { uploadTreeData(rows: $rows, dryRun: true) { status runId } }',
    { rows: ROWS },
    false,
  ],
];

describe.each(ACTORS)('GraphQL as %s', (actor) => {
  it.each(GRAPHQL)('%s', async (name, query, variables, writes) => {
    const before = await catalogueDigest(db.dataSource);
    const answer = await callers.graphql(actor, query, variables);
    const code = EXPECTED_CODE[actor];
    if (code) {
      expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([[code, MESSAGE[actor]]]);
      expect(answer.data ?? null).toBeNull();
      expect(await catalogueDigest(db.dataSource)).toEqual(before);
      expect(await runCount(db.dataSource)).toBe(0);
      return;
    }
    expect(answer.errors).toBeUndefined();
    if (name === 'uploadChoices') {
      expect(answer.data.uploadChoices).toMatchObject({
        maxRows: 10000,
        mixedMessage: 'Please upload tree characteristics and climate zone information separately!',
      });
    } else if (writes) {
      expect(answer.data.uploadTreeData).toEqual({
        status: 'Written',
        unchanged: 0,
        changed: [{ treeId: 1, fields: [{ field: 'family', after: 'Changed' }] }],
      });
      expect(await family()).toBe('Changed');
    } else {
      expect(answer.data.uploadTreeData).toEqual({ status: 'DryRun', runId: null });
      expect(await catalogueDigest(db.dataSource)).toEqual(before);
    }
  });
});
