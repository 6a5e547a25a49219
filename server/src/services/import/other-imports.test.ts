import fs from 'node:fs';
import path from 'node:path';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { importCommonNames, importGbifSynonyms, importTrees, importZipCodes } from '../import.service';

const db = useTestDatabase();
beforeEach(() => db.truncateAll());

const FIXTURES = path.resolve(__dirname, '../../import/__fixtures__');
const fixture = (name: string) => ({ csv: fs.readFileSync(path.join(FIXTURES, name)) });

describe('importCommonNames and importZipCodes with small inputs', () => {
  it('adds names after the export ones, skips known names and unknown trees, and removes names the file dropped', async () => {
    await importTrees(db.dataSource, fixture('valid-trees.csv'));
    const rows = [
      { scientific_name: 'Platanus x hispanica', tree_id: 101, common_name: 'LONDON PLANETREE', status: 'Existing' },
      { scientific_name: 'Platanus x hispanica', tree_id: 101, common_name: 'PLANE', status: 'New' },
      { scientific_name: 'Acacia koa', tree_id: 102, common_name: '', status: 'New' },
      { scientific_name: 'Unknown', tree_id: 4242, common_name: 'NOBODY', status: 'New' },
    ];
    const report = await importCommonNames(db.dataSource, { rows });
    expect(report.counts).toMatchObject({ rows: 4, inserted: 1, unchanged: 1, skipped: 2 });
    expect(report.issues.map((i) => [i.row, i.reason])).toEqual([
      [4, 'empty_value'],
      [5, 'unknown_tree'],
    ]);
    expect(
      await db.dataSource.query(
        `SELECT name, position, source FROM tree_names WHERE tree_id = 101 AND kind = 'common_alternate' ORDER BY position`,
      ),
    ).toEqual([
      { name: 'London Planetree', position: 0, source: 'export' },
      { name: 'Hybrid Plane', position: 1, source: 'export' },
      { name: 'Plane', position: 2, source: 'common_names_csv' },
    ]);
    expect((await importCommonNames(db.dataSource, { rows })).counts).toMatchObject({ inserted: 0, deleted: 0 });

    const dropped = await importCommonNames(db.dataSource, { rows: rows.filter((r) => r.common_name !== 'PLANE') });
    expect(dropped.counts).toMatchObject({ inserted: 0, deleted: 1 });
  });

  it('upserts ZIP codes and rejects an invalid zone', async () => {
    const rows = [
      { zipcode: '96720', state: 'HI', city: 'HILO', usda_zone: '12a', latitude: '19.7', longitude: '-155.08' },
      {
        zipcode: '93401',
        state: 'CA',
        city: 'SAN LUIS OBISPO',
        usda_zone: '10a',
        latitude: '35.26',
        longitude: '-120.66',
      },
    ];
    expect((await importZipCodes(db.dataSource, { rows })).counts).toMatchObject({ inserted: 2, updated: 0 });
    rows[1].usda_zone = '9b';
    expect((await importZipCodes(db.dataSource, { rows })).counts).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 1,
    });
    await expect(
      importZipCodes(db.dataSource, { rows: [{ zipcode: '93401', state: 'CA', usda_zone: '27c' }] }),
    ).rejects.toThrow(/row 2.*usda_zone/);
    expect(await db.dataSource.query(`SELECT zip, city, usda_zone FROM zip_codes ORDER BY zip`)).toEqual([
      { zip: '93401', city: 'San Luis Obispo', usda_zone: '9b' },
      { zip: '96720', city: 'Hilo', usda_zone: '12a' },
    ]);
  });

  it('rejects files without their required columns, and ZIP codes given twice, before writing', async () => {
    await expect(importCommonNames(db.dataSource, { rows: [{ tree_id: '1' }] })).rejects.toThrow(
      /the file has no common_name column/,
    );
    await expect(importGbifSynonyms(db.dataSource, { rows: [{ verbatim_name: 'Acacia' }] })).rejects.toThrow(
      /the file has no acceptedcanonicalname column/,
    );
    const zone = { state: 'CA', city: 'SAN LUIS OBISPO', usda_zone: '10a', latitude: '35.26', longitude: '-120.66' };
    await expect(
      importZipCodes(db.dataSource, {
        rows: [
          { zip: '93401', ...zone },
          { zip: '93401', ...zone },
        ],
      }),
    ).rejects.toThrow(/ZIP code appears twice in the file \(rows 2 and 3\)/);
    expect(await db.dataSource.query(`SELECT count(*)::int AS count FROM import_runs`)).toEqual([{ count: 0 }]);
  });
});

describe('importGbifSynonyms', () => {
  it("adds GBIF's accepted names as synonyms, except names of other trees; idempotent", async () => {
    await importTrees(db.dataSource, fixture('valid-trees.csv'));
    const rows = [
      { verbatim_name: 'Platanus x hispanica', acceptedCanonicalName: 'Platanus × acerifolia' },
      { verbatim_name: 'Quercus agrifolia', acceptedCanonicalName: 'Acacia koa' },
      { verbatim_name: 'Ginkgo biloba', acceptedCanonicalName: 'Ginkgo biloba' },
    ];
    const report = await importGbifSynonyms(db.dataSource, { rows });
    expect(report.counts).toMatchObject({ inserted: 0, unchanged: 1, skipped: 2 });
    expect(report.issues.map((i) => [i.row, i.reason])).toEqual([
      [3, 'name_of_another_tree'],
      [4, 'unknown_name'],
    ]);

    const koa = await importGbifSynonyms(db.dataSource, {
      rows: [{ verbatim_name: 'Acacia koa', acceptedCanonicalName: 'Acacia heterophylla' }],
    });
    expect(koa.counts).toMatchObject({ inserted: 1 });
    expect(
      await db.dataSource.query(
        `SELECT name, position, source FROM tree_names WHERE tree_id = 102 AND kind = 'synonym'`,
      ),
    ).toEqual([{ name: 'Acacia heterophylla', position: 0, source: 'gbif' }]);
    expect(
      (
        await importGbifSynonyms(db.dataSource, {
          rows: [{ verbatim_name: 'Acacia koa', acceptedCanonicalName: 'Acacia heterophylla' }],
        })
      ).counts,
    ).toMatchObject({ inserted: 0, deleted: 0, unchanged: 1 });
  });
});
