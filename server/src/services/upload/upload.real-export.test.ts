import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadConfig } from '../../config';
import { buildRequestContext, type RequestContext } from '../../context';
import { SHARED_DATA_DIR } from '../../paths';
import { importCommonNames, importGbifSynonyms, importTrees } from '../import.service';
import { COLUMN_GROUPS, EXPORT_COLUMNS, openTreeExport } from '../export.service';
import { getTreeDetail } from '../trees.service';
import { contextOf } from '../../../test/helpers/upload-fixture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { addTree, saveTree } from '../editing.service';
import { catalogueDigest } from '../../../test/helpers/upload-fixture';
import { uploadTreeData } from '../upload.service';

/**
 * The round trip on the REAL export (../shared/data/selectree/trees.csv, imported with the CLI's
 * importer): download every column of every tree through the download service, upload the same
 * rows through the upload service: 0 rows changed and the detail answers identical. Then edit
 * three cells as a spreadsheet would: exactly those three changes, and three history rows by the
 * admin. Skipped, with a message, when ../shared is absent.
 */
const TREES_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const present = fs.existsSync(TREES_CSV);
if (!present) console.log(`upload.real-export.test.ts skipped: ${TREES_CSV} is absent`);
const describeReal = present ? describe : describe.skip;

/** Where two JSON values differ (paths), so a failure says what changed without printing both. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}/${key}`),
    );
  }
  return [`${at}: ${JSON.stringify(a)?.slice(0, 120)} -> ${JSON.stringify(b)?.slice(0, 120)}`];
}

describeReal('uploading the downloaded real catalogue', () => {
  const db = useTestDatabase();
  let admin: RequestContext;
  let rows: string[][];

  const download = async (): Promise<string[][]> => {
    const file = await openTreeExport(admin, { groups: COLUMN_GROUPS.map((g) => g.key) });
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as string));
    return parse(Buffer.concat(chunks).toString('utf8'), { bom: true }) as string[][];
  };
  /** The detail answers, read through a fresh context (its loaders cache nothing from before). */
  const details = async (ids: number[]) => {
    const fresh = {
      ...buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) }),
      viewer: admin.viewer,
    };
    return Promise.all(ids.map((id) => getTreeDetail(fresh, id).catch((e: Error) => e.message)));
  };

  const namesAndTaxa = async () =>
    JSON.stringify(
      await db.dataSource.query(`
        SELECT (SELECT json_agg(n ORDER BY n.tree_id, n.kind, n.position, n.name) FROM (SELECT tree_id, kind, name, position FROM tree_names) n) AS names,
               (SELECT json_agg(x ORDER BY x.tree_id, x.sequence) FROM (SELECT tree_id, sequence, name_concat FROM taxa) x) AS taxa`),
    );

  beforeAll(async () => {
    // The catalogue as the app runs it: the export, then the extra common names and GBIF synonyms
    // (names of other sources; some extra common names hold a comma).
    await importTrees(db.dataSource, { csv: fs.readFileSync(TREES_CSV) }, { fileName: 'trees.csv' });
    const extra = (name: string) => fs.readFileSync(path.join(SHARED_DATA_DIR, 'selectree', name));
    await importCommonNames(db.dataSource, { csv: extra('common_names.csv') }, { fileName: 'common_names.csv' });
    await importGbifSynonyms(db.dataSource, { csv: extra('gbif_synonyms.csv') }, { fileName: 'gbif_synonyms.csv' });
    admin = await contextOf(db.dataSource, 3, 'admin@example.org');
    rows = await download();
  }, 120_000);

  it('the same file uploaded again changes nothing: 0 rows, the detail answers identical, no history', async () => {
    expect(rows).toHaveLength(1925);
    expect(rows[0]).toHaveLength(1 + EXPORT_COLUMNS.reduce((n, c) => n + c.cells.length, 0));
    const ids = rows.slice(1).map((row) => Number(row[0]));
    const before = await details(ids.filter((_, i) => i % 40 === 0));
    const [{ version: catalogueBefore }] = await db.dataSource.query(`SELECT version::text FROM catalogue_version`);
    const storedBefore = await namesAndTaxa();
    const report = await uploadTreeData(admin, rows, { fileName: 'download.csv' });
    expect(report.refused).toEqual([]);
    expect(report.changed).toEqual([]);
    expect(report).toMatchObject({ status: 'written', rows: 1924, unchanged: 1924 });
    const after = await details(ids.filter((_, i) => i % 40 === 0));
    expect(differences(before, after)).toEqual([]);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM tree_edits`)).toEqual([{ n: 0 }]);
    // Names and taxa as they were too (the detail answers above are a sample).
    expect(await namesAndTaxa()).toBe(storedBefore);
    expect(await db.dataSource.query(`SELECT version::text FROM catalogue_version`)).toEqual([
      { version: catalogueBefore },
    ]);
  }, 120_000);

  it('three cells edited in a spreadsheet: exactly those three changes, three history rows by the admin', async () => {
    const header = rows[0];
    const family = header.indexOf('Family');
    const heightHigh = header.indexOf('Height High');
    const nativeRange = header.indexOf('Native Range');
    const edited = rows.map((row) => [...row]);
    const [a, b, c] = [10, 500, 1900];
    const ids = [a, b, c].map((i) => Number(edited[i][0]));
    edited[a][family] = 'Uploadaceae';
    const newHeight = String(Number(edited[b][heightHigh] || '20') + 1);
    edited[b][heightHigh] = newHeight;
    edited[c][nativeRange] = 'Somewhere new';
    const report = await uploadTreeData(admin, edited, { fileName: 'edited.csv' });
    expect(report.refused).toEqual([]);
    expect(report.unchanged).toBe(1921);
    expect(report.changed.map((change) => [change.treeId, change.fields.map((f) => [f.field, f.after])])).toEqual([
      [ids[0], [['family', 'Uploadaceae']]],
      [ids[1], [['height_high', newHeight]]],
      [ids[2], [['native_range', 'Somewhere new']]],
    ]);
    const history = await db.dataSource.query(
      `SELECT tree_id, field, new_value, user_id, action FROM tree_edits ORDER BY tree_id`,
    );
    expect(history).toEqual([
      { tree_id: ids[0], field: 'family', new_value: 'Uploadaceae', user_id: admin.viewer!.id, action: 'update' },
      {
        tree_id: ids[1],
        field: 'height_high',
        new_value: Number(newHeight),
        user_id: admin.viewer!.id,
        action: 'update',
      },
      {
        tree_id: ids[2],
        field: 'native_range',
        new_value: 'Somewhere new',
        user_id: admin.viewer!.id,
        action: 'update',
      },
    ]);
    // The catalogue downloaded again differs from the first download in exactly those three cells.
    const again = await download();
    const differences = again.flatMap((row, r) =>
      row.flatMap((cell, col) => (cell === rows[r][col] ? [] : [`${row[0]} ${rows[0][col]}: ${cell}`])),
    );
    expect(differences).toEqual([
      `${ids[0]} Family: Uploadaceae`,
      `${ids[1]} Height High: ${newHeight}`,
      `${ids[2]} Native Range: Somewhere new`,
    ]);
  }, 120_000);

  it('issue 21.4 and 21.5: with a draft not named yet (ADD TREE) and a common name typed "White Fir AUDIT", the whole download uploads back unchanged', async () => {
    const editor = await contextOf(db.dataSource, 2, 'editor@example.org');
    const { treeId: draft } = await addTree(editor);
    const [fir] = await db.dataSource.query(`SELECT id, version FROM trees WHERE scientific_name = 'Abies concolor'`);
    await saveTree(editor, fir.id, { common_name: 'White Fir AUDIT' }, fir.version);
    const file = await download();
    const at = (id: number, header: string) => file.find((row) => row[0] === String(id))![file[0].indexOf(header)];
    expect(at(draft, 'Scientific Name')).toBe('');
    expect(at(fir.id, 'Common Name')).toBe('White Fir AUDIT');
    const before = await catalogueDigest(db.dataSource);
    const report = await uploadTreeData(admin, file, { fileName: 'download.csv' });
    expect(report.refused).toEqual([]);
    expect(report.changed).toEqual([]);
    expect(report).toMatchObject({ status: 'written', rows: file.length - 1, unchanged: file.length - 1 });
    expect(await catalogueDigest(db.dataSource)).toEqual(before);
  }, 120_000);
});
