import fs from 'node:fs';
import path from 'node:path';
import { SEED_DIR } from '../../../paths';
import { importTrees } from '../../import.service';
import { compareSuggestionPaths } from '../../../../test/helpers/suggestion-equivalence';
import { useTestDatabase } from '../../../../test/helpers/test-database';

/**
 * Name suggestions from the in-process index against the SQL reference over the demo catalogue
 * (always present): 400 seeded typed terms (beginnings, later words, whole names, case, accents,
 * punctuation, typos, both editions), identical ordered lists. The 1,500-term run over the real
 * export is suggestion-equivalence.real-export.test.ts.
 */
const db = useTestDatabase();

beforeAll(async () => {
  const demo = path.join(SEED_DIR, 'demo', 'trees.csv');
  await importTrees(db.dataSource, { csv: fs.readFileSync(demo) }, { fileName: 'trees.csv' });
}, 60_000);

it('answers 400 typed terms over the demo catalogue as the SQL reference does', async () => {
  const report = await compareSuggestionPaths(db.dataSource, 400, 15);
  expect(report.mismatches).toEqual([]);
  expect(report.keys).toBe(400);
  expect(report.identical).toBe(400);
  expect(report.nonEmpty).toBeGreaterThan(300);
  expect(Object.keys(report.kinds)).toHaveLength(10);
}, 120_000);
