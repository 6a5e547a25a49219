import type { RequestContext } from '../../context';
import { toSearchKey, TreeNameKind } from '@selectree/rules';
import { addName, createTree } from '../../../test/factories/catalogue.factory';
import { resetDatabase } from '../../../test/helpers/accounts-app';
import {
  catalogueDigest,
  contextOf,
  emptyCatalogueWithValleyOak,
  runCount,
} from '../../../test/helpers/upload-fixture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { parse } from 'csv-parse/sync';
import { saveTree } from '../editing.service';
import { COLUMN_GROUPS, openTreeExport } from '../export.service';
import { uploadTreeData, UPLOAD_MESSAGES } from '../upload.service';
import { holdLock, waitForWaiting } from '../../../test/helpers/upload-fixture';

/**
 * The upload service (spec: detail-editing-accounts §5 "Upload"): headers normalised and
 * recognised, rows sorted by tree_id, every row through the importer, all or nothing, the report,
 * the run kept with its admin, history rows by that admin, versions bumped.
 */
const db = useTestDatabase();
let admin: RequestContext;
let editor: RequestContext;

beforeAll(async () => {
  await resetDatabase(db);
  admin = await contextOf(db.dataSource, 3, 'admin@example.org');
  editor = await contextOf(db.dataSource, 2, 'editor@example.org');
});

beforeEach(async () => {
  await emptyCatalogueWithValleyOak(db.dataSource);
  await createTree(db.dataSource, {
    id: 8,
    scientificName: 'Quercus agrifolia',
    commonName: 'Coast Live Oak',
    family: 'Fagaceae',
  });
  await createTree(db.dataSource, {
    id: 9,
    scientificName: 'Acer rubrum',
    commonName: 'Red Maple',
    family: 'Sapindaceae',
    climateAdaptedRegions: ['inland-empire'],
  });
});

const tree = async (id: number) => (await db.dataSource.query(`SELECT * FROM trees WHERE id = $1`, [id]))[0];
const edits = () =>
  db.dataSource.query(
    `SELECT tree_id, user_name, version, action, target, field, old_value, new_value FROM tree_edits ORDER BY tree_id, field`,
  );

describe('a tree file', () => {
  it('writes only what differs, with the report, the history by the admin, the versions and the run', async () => {
    const { version: catalogueBefore } = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(
      admin,
      [
        ['<b>Tree ID</b>', 'Family', 'Height High', 'native_range'],
        ['9', 'Sapindaceae', '', ''],
        ['7', 'Fagaceae', '90', 'California'],
        ['8', 'Fagaceae', '', ''],
      ],
      { fileName: 'oaks.csv' },
    );
    expect(report).toMatchObject({
      status: 'written',
      kind: 'trees',
      rows: 3,
      unchanged: 2,
      refused: [],
      changed: [
        {
          row: 3,
          treeId: 7,
          created: false,
          fields: [
            { field: 'native_range', before: null, after: 'California', erases: false },
            { field: 'height_high', before: '80', after: '90', erases: false },
          ],
        },
      ],
      message: '1 tree changed, 2 unchanged.',
    });
    expect(await tree(7)).toMatchObject({
      height_high: 90,
      native_range: 'California',
      version: 2,
      updated_by: admin.viewer!.id,
    });
    expect((await tree(8)).version).toBe(1);
    // The catalogue's version moved on (public ETags change).
    expect(Number((await catalogueDigest(db.dataSource)).version)).toBeGreaterThan(Number(catalogueBefore));
    expect(await edits()).toEqual([
      expect.objectContaining({
        tree_id: 7,
        user_name: 'Ada Admin3',
        version: 2,
        action: 'update',
        target: 'tree',
        field: 'height_high',
        old_value: 80,
        new_value: 90,
      }),
      expect.objectContaining({ tree_id: 7, field: 'native_range', old_value: null, new_value: 'California' }),
    ]);
    const [run] = await db.dataSource.query(`SELECT kind, status, file_name, user_id, report, counts FROM import_runs`);
    expect(run).toMatchObject({ kind: 'trees', status: 'succeeded', file_name: 'oaks.csv', user_id: admin.viewer!.id });
    expect(run.report).toMatchObject({ status: 'written', unchanged: 2, changed: [{ treeId: 7 }] });
    expect(run.counts).toMatchObject({ upload: 'trees', rows: 3, changed: 1, unchanged: 2 });
    expect(report.runId).toBe(run.id ?? report.runId);
  });

  it('changes nothing, not even the catalogue version, when the file says what is stored', async () => {
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(admin, [
      ['tree_id', 'family', 'height_low'],
      ['7', 'Fagaceae', '40'],
    ]);
    expect(report).toMatchObject({ status: 'written', changed: [], unchanged: 1 });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
  });

  it('creates a tree for a new id with a scientific name, its history a create row', async () => {
    const report = await uploadTreeData(admin, [
      ['Tree ID', 'Scientific Name', 'Common Name'],
      ['20', 'Ulmus americana', 'American Elm'],
    ]);
    expect(report.changed).toEqual([{ row: 2, treeId: 20, created: true, fields: [] }]);
    expect(await tree(20)).toMatchObject({ scientific_name: 'Ulmus americana', common_name: 'American Elm' });
    expect(await edits()).toEqual([expect.objectContaining({ tree_id: 20, action: 'create', field: '*' })]);
  });

  it('replaces a demo catalogue, as the import does, and says so', async () => {
    await createTree(db.dataSource, { id: 500, scientificName: 'Demo demoensis', isDemo: true });
    const report = await uploadTreeData(admin, [
      ['Tree ID', 'Scientific Name'],
      ['21', 'Ulmus parvifolia'],
    ]);
    expect(report.notes[0]).toMatchObject({ row: null, reason: expect.stringMatching(/^1 demo trees were removed/) });
    expect(await db.dataSource.query(`SELECT id FROM trees WHERE is_demo`)).toEqual([]);
  });

  it('refuses a bad row in the middle: nothing written, the row, column and reason named, the refusal kept', async () => {
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(admin, [
      ['tree_id', 'family', 'height_low'],
      ['7', 'Changed', '41'],
      ['8', 'Changed', 'tall'],
      ['9', 'Changed', '5'],
    ]);
    expect(report).toMatchObject({
      status: 'refused',
      changed: [],
      refused: [
        { row: 3, treeId: 8, column: 'height_low', columnIndex: 2, value: 'tall', reason: 'is not a whole number' },
      ],
      message: 'Row 3, tree 8, column height_low: is not a whole number (value "tall"). Nothing was changed.',
    });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
    const [run] = await db.dataSource.query(`SELECT status, user_id, report FROM import_runs`);
    expect(run).toMatchObject({ status: 'failed', user_id: admin.viewer!.id, report: { status: 'refused' } });
  });

  it('numbers rows as sent and works through them sorted by tree_id', async () => {
    const report = await uploadTreeData(admin, [
      ['tree_id', 'native_range'],
      ['9', 'Eastern North America'],
      ['7', 'California'],
      ['8', 'California'],
    ]);
    expect(report.changed.map((c) => [c.treeId, c.row])).toEqual([
      [7, 3],
      [8, 4],
      [9, 2],
    ]);
  });

  it('reads back a formula the download neutralised, and keeps a bare formula as text', async () => {
    await uploadTreeData(admin, [
      ['tree_id', 'native_range', 'family'],
      ['7', '\'=HYPERLINK("http://x")', "'-Fagaceae"],
      ['8', '@SUM(A1)', 'Fagaceae'],
    ]);
    expect((await tree(7)).native_range).toBe('=HYPERLINK("http://x")');
    expect((await tree(7)).family).toBe('-Fagaceae');
    expect((await tree(8)).native_range).toBe('@SUM(A1)');
  });

  it('sanitises rich text: scripts and event handlers never reach the catalogue', async () => {
    await uploadTreeData(admin, [
      ['tree_id', 'memo'],
      ['7', '<p onclick="alert(1)">Oak<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>'],
    ]);
    const memo = (await tree(7)).memo as string;
    expect(memo).toContain('Oak');
    expect(memo).not.toMatch(/script|onclick|javascript:/i);
  });

  it('a dry run reports what would change and writes nothing, no run kept', async () => {
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(
      admin,
      [
        ['tree_id', 'family'],
        ['7', 'Other'],
      ],
      { dryRun: true },
    );
    expect(report).toMatchObject({
      status: 'dry_run',
      runId: null,
      changed: [{ treeId: 7, fields: [{ field: 'family', before: 'Fagaceae', after: 'Other', erases: false }] }],
    });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
    expect(await runCount(db.dataSource)).toBe(0);
  });

  it('names every change of names: the common name and its alternatives', async () => {
    await addName(db.dataSource, 7, TreeNameKind.CommonAlternate, 'Roble', 0);
    const report = await uploadTreeData(admin, [
      ['tree_id', 'Common Name', 'Other Common Names'],
      ['7', 'Valley Oak', 'Roble,Weeping Oak'],
    ]);
    expect(report.changed).toEqual([
      expect.objectContaining({
        treeId: 7,
        fields: [{ field: 'other_common_name', before: 'Roble', after: 'Roble, Weeping Oak', erases: false }],
      }),
    ]);
  });
});

describe('names of other sources', () => {
  const name = (treeId: number, kind: string, value: string, source: string, position = 0) =>
    db.dataSource.query(
      `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key) VALUES ($1, $2, $3, $4, $5, $6)`,
      [treeId, kind, value, position, source, toSearchKey(value)],
    );
  const taxa = async (id: number) =>
    (
      await db.dataSource.query(`SELECT sequence, name_concat FROM taxa WHERE tree_id = $1 ORDER BY sequence`, [id])
    ).map((t: { sequence: number; name_concat: string }) => `${t.sequence} ${t.name_concat}`);

  it('a list as the download writes it (all sources, a name with a comma quoted) changes nothing', async () => {
    await name(7, 'common_alternate', 'Ash-leaved Oak, Roble', 'common_names_csv', 0);
    await name(7, 'common_alternate', 'Weeping Oak', 'export', 1);
    await name(7, 'synonym', 'Quercus hindsii', 'gbif', 0);
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(admin, [
      ['Tree ID', 'Scientific Name', 'Synonyms', 'Other Common Names'],
      ['7', 'Quercus lobata', 'Quercus hindsii', '"Ash-leaved Oak, Roble",Weeping Oak'],
    ]);
    expect(report).toMatchObject({ status: 'written', changed: [], unchanged: 1 });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
    expect(await taxa(7)).toEqual(['1 Quercus lobata']);
  });

  it('a list that differs is the file’s, as the CLI import does it (synonyms become taxa)', async () => {
    await name(7, 'synonym', 'Quercus hindsii', 'gbif', 0);
    const report = await uploadTreeData(admin, [
      ['Tree ID', 'Scientific Name', 'Synonyms'],
      ['7', 'Quercus lobata', 'Quercus hindsii,Quercus sonomensis'],
    ]);
    expect(report.changed).toEqual([
      expect.objectContaining({
        fields: [
          { field: 'synonyms', before: 'Quercus hindsii', after: 'Quercus hindsii, Quercus sonomensis', erases: false },
        ],
      }),
    ]);
    expect(await taxa(7)).toEqual(['1 Quercus lobata', '2 Quercus hindsii', '3 Quercus sonomensis']);
  });
});

describe('the download of what an editor saved, uploaded again', () => {
  it('changes nothing: rich text, a name with a comma, formula-looking text', async () => {
    const { version } = await tree(7);
    await saveTree(
      editor,
      7,
      {
        memo: '<p>Hello <strong>bold</strong> &amp; <em>it</em><br>“quoted” — dash</p><ul><li>a, b</li><li>=c</li></ul><p><a href="https://example.org/x?a=1&b=2">link</a></p>',
        other_common_name: ['Weeping, Oak', 'Plain "Oak"'],
        native_range: '-South, =North',
        family: '@Family',
      },
      version,
    );
    const file = await openTreeExport(admin, { groups: COLUMN_GROUPS.map((g) => g.key) });
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as string));
    const rows = parse(Buffer.concat(chunks).toString('utf8'), { bom: true }) as string[][];
    expect(rows[1][rows[0].indexOf('Other Common Names')]).toBe('"Weeping, Oak","Plain ""Oak"""');
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(admin, rows);
    expect(report).toMatchObject({ status: 'written', changed: [], unchanged: 3 });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
  });
});

describe('a climate zone file', () => {
  it('adds and removes regions (1 / 0), leaves them for an empty cell', async () => {
    const report = await uploadTreeData(admin, [
      ['tree_id', 'Inland Empire', 'southern_desert', 'interior_west'],
      ['9', '0', '1', ''],
      ['7', '', '1', 'yes'],
    ]);
    expect(report).toMatchObject({ status: 'written', kind: 'climate_zones', unchanged: 0 });
    expect((await tree(9)).climate_adapted_regions).toEqual(['southern-desert']);
    expect((await tree(7)).climate_adapted_regions).toEqual(['interior-west', 'southern-desert']);
    expect(report.changed.map((c) => c.fields)).toEqual([
      [{ field: 'climate_adapted_regions', before: null, after: 'interior-west, southern-desert', erases: false }],
      [{ field: 'climate_adapted_regions', before: 'inland-empire', after: 'southern-desert', erases: false }],
    ]);
  });

  it('is refused when mixed with tree fields, with the spec’s words', async () => {
    const report = await uploadTreeData(admin, [
      ['tree_id', 'family', 'inland_empire'],
      ['7', 'Fagaceae', '1'],
    ]);
    expect(report).toMatchObject({ status: 'refused', refused: [{ row: 1, reason: UPLOAD_MESSAGES.mixed }] });
    expect(UPLOAD_MESSAGES.mixed).toBe('Please upload tree characteristics and climate zone information separately!');
  });

  it('refuses an unknown tree and a flag that is not one, naming them', async () => {
    const report = await uploadTreeData(admin, [
      ['tree_id', 'inland_empire'],
      ['7', 'maybe'],
    ]);
    expect(report.refused).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'inland_empire',
        columnIndex: 1,
        reason: 'must be 1 (adapted), 0 (not adapted) or empty',
      }),
    ]);
    const unknown = await uploadTreeData(admin, [
      ['tree_id', 'inland_empire'],
      ['404', '1'],
    ]);
    expect(unknown.refused).toEqual([expect.objectContaining({ row: 2, treeId: 404, reason: 'no tree has this id' })]);
  });
});

describe('concurrency', () => {
  it('an editor save based on the version before an upload changed the tree is refused as stale, not lost', async () => {
    const { version } = await tree(7);
    await uploadTreeData(admin, [
      ['tree_id', 'family'],
      ['7', 'Uploaded'],
    ]);
    await expect(saveTree(editor, 7, { family: 'Edited' }, version)).rejects.toThrow(
      /Not saved: Ada Admin3 changed this tree/,
    );
    expect((await tree(7)).family).toBe('Uploaded');
  });

  it('an editor save arriving while an upload holds the tree waits, then is refused as stale: neither write lost', async () => {
    const { version } = await tree(7);
    // Hold the upload after it has written (its run cannot be stored while import_runs is locked).
    const blocker = await holdLock(db.url, 'LOCK TABLE import_runs IN EXCLUSIVE MODE');
    const upload = uploadTreeData(admin, [
      ['tree_id', 'family'],
      ['7', 'Uploaded'],
    ]);
    await waitForWaiting(db.dataSource, 'INSERT INTO import_runs');
    const save = saveTree(editor, 7, { native_range: 'Edited' }, version).then(
      () => 'saved',
      (error: Error) => error.message,
    );
    await waitForWaiting(db.dataSource, 'FOR UPDATE');
    await blocker.release();
    const [report, saved] = await Promise.all([upload, save]);
    expect(report.status).toBe('written');
    expect(saved).toMatch(/^Not saved: Ada Admin3 changed this tree/);
    expect(await tree(7)).toMatchObject({ family: 'Uploaded', native_range: null, version: version + 1 });
  });
});
