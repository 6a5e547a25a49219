import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DATA_DIR } from '../../../paths';
import { importTrees } from '../../import.service';
import { compareSuggestionPaths } from '../../../../test/helpers/suggestion-equivalence';
import { useTestDatabase } from '../../../../test/helpers/test-database';

/**
 * Name suggestions from the in-process index (suggestions.ts, name-suggest.ts) against the SQL
 * reference (name-search.ts) on the REAL export (1,924 trees, ~9,100 names): 1,500 seeded typed
 * terms (beginnings of 1 character to whole names, later words, upper and mixed case, accents
 * stripped, "x" for ×, hyphens and quotes, typos; a quarter in the Pacific Islands edition) give
 * identical ordered lists, every field. Skipped (with a message) when ../shared is absent;
 * suggestion-equivalence.test.ts runs a smaller version over the demo catalogue.
 */
const TREES_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const present = fs.existsSync(TREES_CSV);
if (!present) console.log(`suggestion-equivalence.real-export.test.ts skipped: ${TREES_CSV} is absent`);

const describeReal = present ? describe : describe.skip;

describeReal('name suggestions: search index and SQL reference on the real export', () => {
  const db = useTestDatabase();

  beforeAll(async () => {
    await importTrees(db.dataSource, { csv: fs.readFileSync(TREES_CSV) }, { fileName: 'trees.csv' });
  }, 120_000);

  it('answer 1,500 typed terms identically', async () => {
    const report = await compareSuggestionPaths(db.dataSource, 1500, 20261125);
    console.log(
      `suggestion equivalence (real export): ${report.identical}/${report.keys} identical, ${report.nonEmpty} with ` +
        `suggestions, ${report.full} with 100, ${report.typoTier} reaching the typo tier; ${JSON.stringify(report.kinds)}`,
    );
    expect(report.mismatches).toEqual([]);
    expect(report.keys).toBe(1500);
    expect(report.identical).toBe(1500);
    expect(report.nonEmpty).toBeGreaterThan(1000);
    expect(report.full).toBeGreaterThan(15);
  }, 600_000);
});
