import fs from 'node:fs';
import path from 'node:path';
import { SEED_DIR } from '../../../paths';
import { importTrees, importZipCodes } from '../../import.service';
import { compareSearchPaths } from '../../../../test/helpers/search-equivalence';
import { useTestDatabase } from '../../../../test/helpers/test-database';

/**
 * The facet index against the SQL reference over the demo catalogue (always present): 300 seeded
 * random filter combinations, identical answers. The 1,000-combination run over the real export is
 * search-equivalence.real-export.test.ts.
 */
const db = useTestDatabase();

beforeAll(async () => {
  const demo = path.join(SEED_DIR, 'demo');
  await importTrees(db.dataSource, { csv: fs.readFileSync(path.join(demo, 'trees.csv')) }, { fileName: 'trees.csv' });
  await importZipCodes(db.dataSource, { csv: fs.readFileSync(path.join(demo, 'zips.csv')) }, { fileName: 'zips.csv' });
}, 60_000);

it('answers 300 random filter combinations over the demo catalogue as the SQL reference does', async () => {
  const report = await compareSearchPaths(db.dataSource, 300, 7);
  expect(report.mismatches).toEqual([]);
  expect(report.identical).toBe(300);
  expect(report.nonEmpty).toBeGreaterThan(30);
}, 120_000);
