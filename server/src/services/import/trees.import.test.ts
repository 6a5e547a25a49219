import fs from 'node:fs';
import path from 'node:path';
import { sunsetZones } from '../../../test/factories/zones.factory';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { ImportRejectedError } from '../../import/issues';
import { importCommonNames, importTrees, importZipCodes } from '../import.service';
import { seedDemoList } from '../../seed/demo-list';

const db = useTestDatabase();
beforeEach(() => db.truncateAll());

const FIXTURES = path.resolve(__dirname, '../../import/__fixtures__');
const fixture = (name: string) => ({ csv: fs.readFileSync(path.join(FIXTURES, name)) });

/** The shared real data beside the repository (absent in a clone elsewhere). */
const SHARED_DATA = path.resolve(__dirname, '../../../../../shared/data');
const TREES_CSV = path.join(SHARED_DATA, 'selectree/trees.csv');
const COMMON_NAMES_CSV = path.join(SHARED_DATA, 'selectree/common_names.csv');
const ZIPS_CSV = path.join(SHARED_DATA, 'usda_zones_by_zip.csv');
const haveSharedData = fs.existsSync(TREES_CSV);
if (!haveSharedData)
  console.warn(`Skipping the real-export import tests: ${TREES_CSV} is absent (a clone outside the workplace).`);
const realDataIt = haveSharedData ? it : it.skip;

async function snapshot() {
  const [trees, names, taxa] = await Promise.all([
    db.dataSource.query(`SELECT * FROM trees ORDER BY id`),
    db.dataSource.query(
      `SELECT tree_id, kind, name, position, source, search_key FROM tree_names ORDER BY tree_id, kind, position`,
    ),
    db.dataSource.query(`SELECT * FROM taxa ORDER BY tree_id, sequence`),
  ]);
  return { trees, names, taxa };
}

describe('importTrees with the real SelecTree export', () => {
  realDataIt('imports all 1,924 rows with their ids, and a second run changes nothing', async () => {
    const first = await importTrees(db.dataSource, { csv: fs.createReadStream(TREES_CSV) }, { fileName: 'trees.csv' });
    expect(first.counts).toMatchObject({ rows: 1924, inserted: 1924, updated: 0, unchanged: 0 });
    expect(first.runId).toEqual(expect.any(Number));

    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM trees`);
    expect(count).toBe(1924);

    // /tree-detail/3 is Abies concolor.
    const [tree3] = await db.dataSource.query(
      `SELECT scientific_name, family, common_name, height_low, height_high, sunset_zones, usda_zones, foliage_type, published
       FROM trees WHERE id = 3`,
    );
    expect(tree3).toEqual({
      scientific_name: 'Abies concolor',
      family: 'Pinaceae',
      common_name: 'White Fir',
      height_low: 40,
      height_high: 80,
      sunset_zones: sunsetZones([1, 9], [14, 24]),
      usda_zones: [3, 4, 5, 6, 7],
      foliage_type: null, // coded 0 in the export: unknown, never Evergreen
      published: true,
    });

    // Hybrids: × in the display name, a search key without it, parts in taxa.
    const [plane] = await db.dataSource.query(
      `SELECT t.scientific_name, t.scientific_search_key, x.genus, x.species, x.hybrid_x
       FROM trees t JOIN taxa x ON x.tree_id = t.id AND x.sequence = 1 WHERE t.scientific_name LIKE 'Platanus × hispanica%' ORDER BY t.id LIMIT 1`,
    );
    expect(plane).toEqual({
      scientific_name: 'Platanus × hispanica',
      scientific_search_key: 'platanus hispanica',
      genus: 'Platanus',
      species: 'hispanica',
      hybrid_x: true,
    });

    // Exact-token zone semantics: zone 5 never matches 15.
    const [{ zone5, zone15 }] = await db.dataSource.query(
      `SELECT count(*) FILTER (WHERE sunset_zones @> '{5}')::int AS zone5, count(*) FILTER (WHERE sunset_zones @> '{15}')::int AS zone15 FROM trees`,
    );
    expect(zone5).toBe(1093);
    expect(zone15).toBe(1418);

    // New trees made later start after the largest export id.
    const [{ next }] = await db.dataSource.query(`SELECT nextval('tree_ids')::int AS next`);
    expect(next).toBe(2049);

    // The report is stored, issue for issue.
    const [{ issues }] = await db.dataSource.query(
      `SELECT count(*)::int AS issues FROM import_issues WHERE run_id = $1`,
      [first.runId],
    );
    expect(issues).toBe(first.issues.length);
    const reasons = new Set(first.issues.map((i) => `${i.column}:${i.reason}`));
    expect([...reasons]).toEqual(
      expect.arrayContaining([
        'foliage_type:zero_code_unknown',
        'growth_rate_high:growth_rate_truncated',
        'sunset_zone:zone_outside_west',
        'root_damage_potential:zero_code_unknown',
        'family:placeholder_value',
        'memo:markup_guessed',
      ]),
    );
    expect(first.issues.filter((i) => i.reason === 'zero_code_unknown' && i.column === 'foliage_type')).toHaveLength(
      305,
    );
    expect(first.issues.filter((i) => i.reason === 'growth_rate_truncated')).toHaveLength(30);

    const before = await snapshot();
    const second = await importTrees(db.dataSource, { csv: fs.createReadStream(TREES_CSV) }, { fileName: 'trees.csv' });
    expect(second.counts).toMatchObject({
      rows: 1924,
      inserted: 0,
      updated: 0,
      unchanged: 1924,
      namesChanged: 0,
      taxaChanged: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  realDataIt('adds the extra common names and the ZIP zones, idempotently', async () => {
    await importTrees(db.dataSource, { csv: fs.createReadStream(TREES_CSV) });
    const names = await importCommonNames(
      db.dataSource,
      { csv: fs.createReadStream(COMMON_NAMES_CSV) },
      { fileName: 'common_names.csv' },
    );
    expect(names.counts.rows).toBe(9988);
    expect(names.counts.inserted).toBeGreaterThan(2000);
    expect(names.issues.filter((i) => i.reason === 'unknown_tree')).toHaveLength(92);
    const [balsam] = await db.dataSource.query(
      `SELECT name, source FROM tree_names WHERE tree_id = 3 AND search_key = 'balsam fir' AND kind = 'common_alternate'`,
    );
    expect(balsam).toEqual({ name: 'Balsam Fir', source: 'common_names_csv' });

    const again = await importCommonNames(db.dataSource, { csv: fs.createReadStream(COMMON_NAMES_CSV) });
    expect(again.counts).toMatchObject({ inserted: 0, deleted: 0 });

    // Re-importing the trees keeps the names the other file added.
    const trees = await importTrees(db.dataSource, { csv: fs.createReadStream(TREES_CSV) });
    expect(trees.counts.unchanged).toBe(1924);
    const [{ kept }] = await db.dataSource.query(
      `SELECT count(*)::int AS kept FROM tree_names WHERE source = 'common_names_csv'`,
    );
    expect(kept).toBe(names.counts.inserted);

    const zips = await importZipCodes(db.dataSource, { csv: fs.createReadStream(ZIPS_CSV) });
    expect(zips.counts).toMatchObject({ rows: 1659, inserted: 1659 });
    const [la] = await db.dataSource.query(
      `SELECT zip, state, city, usda_zone, latitude, longitude FROM zip_codes WHERE zip = '90001'`,
    );
    expect(la).toEqual({
      zip: '90001',
      state: 'CA',
      city: 'Los Angeles',
      usda_zone: '10b',
      latitude: '33.97000',
      longitude: '-118.24000',
    });
    expect((await importZipCodes(db.dataSource, { csv: fs.createReadStream(ZIPS_CSV) })).counts).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 1659,
    });
  });
});

describe('importTrees with small files', () => {
  it('imports a valid file: multi-line cells, names, taxa, repaired text', async () => {
    const report = await importTrees(db.dataSource, fixture('valid-trees.csv'), { fileName: 'valid-trees.csv' });
    expect(report.counts).toMatchObject({ rows: 3, inserted: 3, updated: 0, unchanged: 0 });

    const [plane] = await db.dataSource.query(`SELECT * FROM trees WHERE id = 101`);
    expect(plane).toMatchObject({
      scientific_name: 'Platanus × hispanica',
      common_name: 'London Plane Tree',
      memo: '<p>A large street tree.</p><p>Tolerates <em>urban</em> conditions.</p>',
      foliage_type: 'Deciduous',
      deer_palatable: null,
      landscape_applications: ['Street Tree', 'Shade Tree'],
      published: true,
      is_demo: false,
    });
    const names = await db.dataSource.query(
      `SELECT kind, name, position, source FROM tree_names WHERE tree_id = 101 ORDER BY kind, position`,
    );
    expect(names).toEqual([
      { kind: 'common_primary', name: 'London Plane Tree', position: 0, source: 'export' },
      { kind: 'common_alternate', name: 'London Planetree', position: 0, source: 'export' },
      { kind: 'common_alternate', name: 'Hybrid Plane', position: 1, source: 'export' },
      { kind: 'common_generic', name: 'Sycamore', position: 0, source: 'export' },
      { kind: 'synonym', name: 'Platanus acerifolia', position: 0, source: 'export' },
    ]);
    const taxa = await db.dataSource.query(
      `SELECT sequence, genus, species, hybrid_x, name_concat FROM taxa WHERE tree_id = 101 ORDER BY sequence`,
    );
    expect(taxa).toEqual([
      { sequence: 1, genus: 'Platanus', species: 'hispanica', hybrid_x: true, name_concat: 'Platanus × hispanica' },
      { sequence: 2, genus: 'Platanus', species: 'acerifolia', hybrid_x: false, name_concat: 'Platanus acerifolia' },
    ]);
  });

  it('rejects the whole file when one row has an unreadable number, naming the row; nothing changes', async () => {
    await importTrees(db.dataSource, fixture('valid-trees.csv'));
    const before = await snapshot();

    const attempt = importTrees(db.dataSource, fixture('bad-number-row.csv'), { fileName: 'bad-number-row.csv' });
    await expect(attempt).rejects.toBeInstanceOf(ImportRejectedError);
    await expect(attempt).rejects.toThrow(
      /row 4, tree_id 104, column height_high: is not a whole number \(value "tall"\)/,
    );
    await expect(attempt).rejects.toThrow(/nothing was changed/);

    expect(await snapshot()).toEqual(before);
    const [run] = await db.dataSource.query(
      `SELECT status, counts FROM import_runs WHERE file_name = 'bad-number-row.csv'`,
    );
    expect(run.status).toBe('failed');
    expect(run.counts.error).toMatch(/row 4/);
  });

  it('rejects duplicate tree ids, naming both rows', async () => {
    await expect(importTrees(db.dataSource, fixture('duplicate-id.csv'))).rejects.toThrow(
      /tree_id 101 appears twice in the file \(rows 2 and 4\)/,
    );
    expect(await db.dataSource.query(`SELECT id FROM trees`)).toEqual([]);
  });

  it('rejects a row without its required scientific name, and a row with extra cells', async () => {
    await expect(importTrees(db.dataSource, fixture('missing-name.csv'))).rejects.toThrow(
      /row 3, tree_id 105, column displayed_scientific_name: the scientific name is empty/,
    );
    await expect(importTrees(db.dataSource, fixture('ragged-row.csv'))).rejects.toThrow(
      /row 3: has 4 cells but the header has 3/,
    );
    await expect(
      importTrees(db.dataSource, { rows: [{ displayed_scientific_name: 'Ginkgo biloba' }] }),
    ).rejects.toThrow(/no tree_id column/);
    expect(await db.dataSource.query(`SELECT id FROM trees`)).toEqual([]);
  });

  it('reports every value it could not map, and stores the report', async () => {
    const report = await importTrees(db.dataSource, fixture('unmapped-values.csv'), {
      fileName: 'unmapped-values.csv',
    });
    expect(report.counts.inserted).toBe(1);
    const summary = report.issues.map((i) => [i.row, i.treeId, i.column, i.value, i.reason]);
    expect(summary).toEqual(
      expect.arrayContaining([
        [1, null, 'colour_of_the_day', null, 'unknown_column'],
        [2, 201, 'family', 'Family', 'placeholder_value'],
        [2, 201, 'foliage_type', '0', 'zero_code_unknown'],
        [2, 201, 'leaf_arrangement', '0', 'zero_code_unknown'],
        [2, 201, 'root_damage_potential', '0', 'zero_code_unknown'],
        [2, 201, 'water_use', 'XL', 'unmapped_value'],
        [2, 201, 'usda_zone', '15', 'invalid_zone'],
        [2, 201, 'sunset_zone', 'H3', 'invalid_zone'],
        [2, 201, 'sunset_zone', '25', 'zone_outside_west'],
        [2, 201, 'tree_shape', 'Blobby', 'unknown_term'],
        [2, 201, 'growth_rate_high', '127', 'growth_rate_truncated'],
      ]),
    );
    expect(summary).toHaveLength(11);
    const [tree] = await db.dataSource.query(`SELECT * FROM trees WHERE id = 201`);
    expect(tree).toMatchObject({
      foliage_type: null,
      family: null,
      water_use: null,
      sunset_zones: ['14', '15', '25'],
      usda_zones: [7, 8],
      tree_shapes: ['Rounded', 'Blobby'],
      salinity_tolerances: ['Inland Good', 'Inland Moderate'],
      growth_rate_high: 127,
    });
    const stored = await db.dataSource.query(
      `SELECT row_number, tree_id, column_name, value, reason FROM import_issues WHERE run_id = $1`,
      [report.runId],
    );
    expect(stored).toHaveLength(11);
  });

  it('updates only what changed, and only the columns the file carries', async () => {
    await importTrees(db.dataSource, fixture('valid-trees.csv'));
    await db.dataSource.query(`UPDATE trees SET updated_at = '2020-01-01' `);

    // An editor changed tree 102; the re-import puts the file's value back and touches nothing else.
    await db.dataSource.query(`UPDATE trees SET height_high = 99 WHERE id = 102`);
    const again = await importTrees(db.dataSource, fixture('valid-trees.csv'));
    expect(again.counts).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
    const rows = await db.dataSource.query(
      `SELECT id, height_high, updated_at > '2020-01-02' AS touched FROM trees ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 101, height_high: 80, touched: false },
      { id: 102, height_high: 60, touched: true },
      { id: 103, height_high: 70, touched: false },
    ]);

    // JSON rows (the admin upload) with only some columns: the others stay as they are.
    const partial = await importTrees(db.dataSource, {
      rows: [{ tree_id: 103, sunset_zone: '14,15', utility_friendly: 'Yes' }],
    });
    expect(partial.counts).toMatchObject({ rows: 1, updated: 1 });
    const [oak] = await db.dataSource.query(
      `SELECT sunset_zones, utility_friendly, height_high, common_name FROM trees WHERE id = 103`,
    );
    expect(oak).toEqual({
      sunset_zones: ['14', '15'],
      utility_friendly: true,
      height_high: 70,
      common_name: 'Coast Live Oak',
    });
    const [{ names }] = await db.dataSource.query(`SELECT count(*)::int AS names FROM tree_names WHERE tree_id = 103`);
    expect(names).toBe(3);

    // ...but a partial file cannot create a tree.
    await expect(importTrees(db.dataSource, { rows: [{ tree_id: 999, sunset_zone: '1' }] })).rejects.toThrow(
      /tree_id 999.*no tree has this id, and the file has no displayed_scientific_name column/,
    );
  });

  it('replaces the demo catalogue on a real import, and says so', async () => {
    const demo = await importTrees(
      db.dataSource,
      [{ tree_id: 900001, displayed_scientific_name: 'Demo tree' }], // bare rows, as the admin upload sends them
      { markAsDemo: true },
    );
    expect(demo.counts).toMatchObject({ inserted: 1, deleted: 0 });
    expect(await db.dataSource.query(`SELECT id, is_demo FROM trees`)).toEqual([{ id: 900001, is_demo: true }]);
    // The demo list, with that one tree (its owner needs the roles this file's truncation removed).
    await db.dataSource.query(`INSERT INTO roles (id, name) VALUES (1, 'User') ON CONFLICT DO NOTHING`);
    expect(await seedDemoList(db.dataSource.manager)).toBe(true);

    const real = await importTrees(db.dataSource, fixture('valid-trees.csv'));
    expect(real.counts).toMatchObject({ inserted: 3, deleted: 1 });
    expect(await db.dataSource.query(`SELECT id FROM lists`)).toEqual([]); // emptied, it went too
    expect(await db.dataSource.query(`SELECT id FROM trees ORDER BY id`)).toEqual([
      { id: 101 },
      { id: 102 },
      { id: 103 },
    ]);
    const [{ next }] = await db.dataSource.query(`SELECT nextval('tree_ids')::int AS next`);
    expect(next).toBe(104);
  });

  it('validates and rolls back on a dry run', async () => {
    const stream = fs.createReadStream(path.join(FIXTURES, 'valid-trees.csv')); // a bare stream
    const report = await importTrees(db.dataSource, stream, { dryRun: true });
    expect(report).toMatchObject({ status: 'dry_run', runId: null, counts: { inserted: 3 } });
    expect(await db.dataSource.query(`SELECT id FROM trees`)).toEqual([]);
    expect(await db.dataSource.query(`SELECT id FROM import_runs`)).toEqual([]);
  });

  it('sets redirects to trees of the file or the database, and reports the others', async () => {
    await importTrees(db.dataSource, fixture('valid-trees.csv'));
    const report = await importTrees(db.dataSource, {
      rows: [
        { tree_id: 101, redirect: 103 },
        { tree_id: 102, redirect: 4242 },
      ],
    });
    expect(report.issues.map((i) => [i.treeId, i.reason])).toEqual([[102, 'redirect_unknown_tree']]);
    expect(await db.dataSource.query(`SELECT id, redirect_tree_id FROM trees ORDER BY id`)).toEqual([
      { id: 101, redirect_tree_id: 103 },
      { id: 102, redirect_tree_id: null },
      { id: 103, redirect_tree_id: null },
    ]);
  });
});
