import { parse } from 'csv-parse/sync';
import type { RequestContext } from '../../context';
import { createTree } from '../../../test/factories/catalogue.factory';
import { useDownloadCallers } from '../../../test/helpers/download-app';
import { useTestApp } from '../../../test/helpers/test-app';
import { catalogueDigest, contextOf, emptyCatalogueWithValleyOak } from '../../../test/helpers/upload-fixture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { addTree, saveTree } from '../editing.service';
import { COLUMN_GROUPS, openTreeExport } from '../export.service';
import { uploadTreeData } from '../upload.service';

/**
 * The download → upload round trip and what the upload shows before it writes (issue 21 items 3,
 * 4 and 5): every change listed field by field with its erasures marked and counted (one code path
 * for the check and the write); a draft not named yet uploads back unchanged; the edit record's
 * limits apply; the file's text is written as it is (never re-cased).
 */
const db = useTestDatabase();
const app = useTestApp(db);
const callers = useDownloadCallers(db, app);
let admin: RequestContext;
let editor: RequestContext;

beforeAll(async () => {
  admin = await contextOf(db.dataSource, 3, 'round-trip-admin@example.org');
  editor = await contextOf(db.dataSource, 2, 'round-trip-editor@example.org');
});

beforeEach(async () => {
  await emptyCatalogueWithValleyOak(db.dataSource, {
    nativeRange: 'California',
    growthRateLow: 45,
    growthRateHigh: 127,
  });
  await createTree(db.dataSource, { id: 8, scientificName: 'Abies concolor', commonName: 'White Fir' });
});

const tree = async (id: number) => (await db.dataSource.query(`SELECT * FROM trees WHERE id = $1`, [id]))[0];

/** Every column of every tree, as the download page gives it. */
async function download(): Promise<string[][]> {
  const file = await openTreeExport(admin, { groups: COLUMN_GROUPS.map((g) => g.key) });
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as string));
  return parse(Buffer.concat(chunks).toString('utf8'), { bom: true }) as string[][];
}

const cell = (rows: string[][], id: number, header: string) =>
  rows.find((row) => row[0] === String(id))![rows[0].indexOf(header)];

describe('issue 21.3: the changes, field by field, before anything is written', () => {
  const FILE = [
    ['Tree ID', 'Family', 'Height High', 'Native Range'],
    ['7', '', '90', 'California'],
    ['8', 'Pinaceae', '', ''],
  ];

  it('issue 21.3: the dry run lists every field change (before → after), marks each erasure and counts both; nothing is written', async () => {
    const before = await catalogueDigest(db.dataSource);
    const check = await uploadTreeData(admin, FILE, { dryRun: true });
    expect(check).toMatchObject({ status: 'dry_run', changes: 3, erasures: 1, unchanged: 0 });
    expect(check.changed).toEqual([
      {
        row: 2,
        treeId: 7,
        created: false,
        fields: [
          { field: 'family', before: 'Fagaceae', after: null, erases: true },
          { field: 'height_high', before: '80', after: '90', erases: false },
        ],
      },
      {
        row: 3,
        treeId: 8,
        created: false,
        fields: [{ field: 'family', before: 'Testaceae', after: 'Pinaceae', erases: false }],
      },
    ]);
    expect(await catalogueDigest(db.dataSource)).toEqual(before);

    // The write reports exactly what the check listed (one code path), and the erasure is stored.
    const written = await uploadTreeData(admin, FILE);
    expect(written).toMatchObject({ status: 'written', changes: 3, erasures: 1 });
    expect(written.changed).toEqual(check.changed);
    expect((await tree(7)).family).toBeNull();
  });

  it('issue 21.3: REST and GraphQL answer the erasures too (erases, changes, erasures)', async () => {
    const rest = await callers.call('admin', 'POST', '/api/tree/start-upload-file?dryRun=1', FILE);
    expect(rest.status).toBe(200);
    const body = JSON.parse(rest.text);
    expect(body).toMatchObject({ status: 'dry_run', changes: 3, erasures: 1 });
    expect(body.changed[0].fields[0]).toEqual({ field: 'family', before: 'Fagaceae', after: null, erases: true });
    const graphql = await callers.graphql(
      'admin',
      'mutation($rows: [[String!]!]!) { uploadTreeData(rows: $rows, dryRun: true) { changes erasures changed { fields { field erases } } } }',
      { rows: FILE },
    );
    expect(graphql.data.uploadTreeData).toEqual({
      changes: 3,
      erasures: 1,
      changed: [
        {
          fields: [
            { field: 'family', erases: true },
            { field: 'height_high', erases: false },
          ],
        },
        { fields: [{ field: 'family', erases: false }] },
      ],
    });
    expect((await tree(7)).family).toBe('Fagaceae');
  });
});

describe('issue 21.4: a draft not named yet', () => {
  it('issue 21.4: a tree made with ADD TREE (no taxon named) downloads and uploads back unchanged, with the rest of the catalogue', async () => {
    const { treeId } = await addTree(editor);
    const rows = await download();
    expect(cell(rows, treeId, 'Scientific Name')).toBe('');
    const taxaBefore = await db.dataSource.query(`SELECT * FROM taxa WHERE tree_id = $1`, [treeId]);
    const before = await catalogueDigest(db.dataSource);

    const report = await uploadTreeData(admin, rows, { fileName: 'download.csv' });
    expect(report.refused).toEqual([]);
    expect(report).toMatchObject({ status: 'written', changed: [], unchanged: 3 });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
    expect(await db.dataSource.query(`SELECT * FROM taxa WHERE tree_id = $1`, [treeId])).toEqual(taxaBefore);
  });

  it('issue 21.4: the draft’s other cells are written; its name stays empty and its blank taxon stays', async () => {
    const { treeId } = await addTree(editor);
    const rows = await download();
    const edited = rows.map((row) => (row[0] === String(treeId) ? [...row] : row));
    edited.find((row) => row[0] === String(treeId))![rows[0].indexOf('Family')] = 'Pinaceae';
    const report = await uploadTreeData(admin, edited);
    expect(report.refused).toEqual([]);
    expect(report.changed).toEqual([
      {
        row: rows.findIndex((row) => row[0] === String(treeId)) + 1,
        treeId,
        created: false,
        fields: [{ field: 'family', before: null, after: 'Pinaceae', erases: false }],
      },
    ]);
    expect(await tree(treeId)).toMatchObject({ family: 'Pinaceae', scientific_name: '', published: false });
    expect(await db.dataSource.query(`SELECT sequence, name_concat FROM taxa WHERE tree_id = $1`, [treeId])).toEqual([
      { sequence: 1, name_concat: '' },
    ]);
  });
});

describe('issue 21.5: one rule for the edit form and the upload; the file’s text as written', () => {
  it('issue 21.5: growth minimum 40 is refused with the edit record’s message (check and write); 36 is written; a stored legacy 45 and a maximum of 127 pass unchanged', async () => {
    const before = await catalogueDigest(db.dataSource);
    const file = (low: string) => [
      ['Tree ID', 'Growth Rate Low', 'Growth Rate High'],
      ['8', low, '127'],
    ];
    for (const dryRun of [true, false]) {
      const refused = await uploadTreeData(admin, file('40'), { dryRun });
      expect(refused.status).toBe('refused');
      expect(refused.refused).toEqual([
        {
          row: 2,
          treeId: 8,
          column: 'growth_rate_low',
          columnIndex: 1,
          value: '40',
          reason: 'growth_rate_low must be a whole number from 1 to 36',
        },
      ]);
    }
    // The edit form says the same about the same value.
    await expect(saveTree(editor, 8, { growth_rate_low: 40 }, (await tree(8)).version)).rejects.toThrow(
      'growth_rate_low must be a whole number from 1 to 36',
    );
    expect(await catalogueDigest(db.dataSource)).toEqual(before);

    const written = await uploadTreeData(admin, file('36'));
    expect(written.status).toBe('written');
    expect(await tree(8)).toMatchObject({ growth_rate_low: 36, growth_rate_high: 127 });
    // Tree 7 holds the export's legacy 45 (above the form's 36): the download uploads back unchanged.
    const again = await uploadTreeData(admin, await download());
    expect(again).toMatchObject({ status: 'written', changed: [], unchanged: 2 });
    expect((await tree(7)).growth_rate_low).toBe(45);
  });

  it('issue 21.5: a common name typed "White Fir AUDIT" is written as typed, and a round trip keeps it', async () => {
    const report = await uploadTreeData(admin, [
      ['Tree ID', 'Common Name', 'Other Common Names', 'Other Displayed Common Name'],
      ['8', 'White Fir AUDIT', 'CONCOLOR fir, silver FIR', 'the WHITE fir'],
    ]);
    expect(report.refused).toEqual([]);
    expect(await tree(8)).toMatchObject({
      common_name: 'White Fir AUDIT',
      other_displayed_common_name: 'the WHITE fir',
    });
    const names = await db.dataSource.query(
      `SELECT kind, name FROM tree_names WHERE tree_id = 8 ORDER BY kind, position`,
    );
    expect(names.map((n: { name: string }) => n.name)).toEqual(['White Fir AUDIT', 'CONCOLOR fir', 'silver FIR']);
    const rows = await download();
    expect(cell(rows, 8, 'Common Name')).toBe('White Fir AUDIT');
    expect(await uploadTreeData(admin, rows)).toMatchObject({ changed: [], unchanged: 2 });
    expect((await tree(8)).common_name).toBe('White Fir AUDIT');
  });

  it('issue 21.5: the edit form’s "White Fir AUDIT" survives download → upload (no re-casing of names, terms or text)', async () => {
    await saveTree(
      editor,
      8,
      {
        common_name: 'White Fir AUDIT',
        other_common_name: ['SILVER fir'],
        bark_color: 'gray or brown',
        pest_susceptibility: ['bark beetles', 'fir ENGRAVER'],
      },
      (await tree(8)).version,
    );
    const rows = await download();
    expect(cell(rows, 8, 'Common Name')).toBe('White Fir AUDIT');
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(admin, rows);
    expect(report).toMatchObject({ status: 'written', changed: [], unchanged: 2 });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
    expect(await tree(8)).toMatchObject({
      common_name: 'White Fir AUDIT',
      bark_color: 'gray or brown',
      pest_susceptibility: ['bark beetles', 'fir ENGRAVER'],
    });
  });
});
