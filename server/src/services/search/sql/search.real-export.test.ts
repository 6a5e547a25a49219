import fs from 'node:fs';
import path from 'node:path';
import { Region } from '../../../catalogue/regions';
import { buildRequestContext } from '../../../context';
import { loadConfig } from '../../../config';
import { SHARED_DATA_DIR } from '../../../paths';
import { importTrees, importZipCodes } from '../../import.service';
import { linkSearchByName, parseSearchFilter, parseSearchPage, searchTrees, suggestNames } from '../../search.service';
import { useTestDatabase } from '../../../../test/helpers/test-database';

/**
 * Search on the REAL SelecTree export (1,924 trees) and ZIP table, imported through the importer.
 * The counts are measured on that export and pinned; each is cross-checked against a plain SQL
 * count written independently of the search code. Skipped (with a message) when ../shared is absent.
 */
const TREES_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const ZIPS_CSV = path.join(SHARED_DATA_DIR, 'usda_zones_by_zip.csv');
const present = fs.existsSync(TREES_CSV) && fs.existsSync(ZIPS_CSV);
if (!present) console.log(`search.real-export.test.ts skipped: ${TREES_CSV} or ${ZIPS_CSV} is absent`);

const describeReal = present ? describe : describe.skip;

describeReal('search on the real export', () => {
  const db = useTestDatabase();
  const context = () => buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) });

  beforeAll(async () => {
    await importTrees(db.dataSource, { csv: fs.readFileSync(TREES_CSV) }, { fileName: 'trees.csv' });
    await importZipCodes(db.dataSource, { csv: fs.readFileSync(ZIPS_CSV) }, { fileName: 'usda_zones_by_zip.csv' });
  }, 120_000);

  const sqlCount = async (where: string) =>
    Number((await db.dataSource.query(`SELECT count(*) AS n FROM trees WHERE published AND ${where}`))[0].n);

  it('suggests Quercus agrifolia first for "coast live"', async () => {
    const suggestions = await suggestNames(context(), 'coast live', Region.CALIFORNIA);
    expect(suggestions[0]).toMatchObject({
      scientificName: 'Quercus agrifolia',
      name: 'Coast Live Oak',
      tier: 'prefix',
    });
  });

  it('finds the Jacaranda through a typo, and a tree by its hyphenated name', async () => {
    const typo = await suggestNames(context(), 'jacarnda', Region.CALIFORNIA);
    expect(typo.map((s) => s.scientificName)).toContain('Jacaranda mimosifolia');
    expect(typo.every((s) => s.tier === 'similar')).toBe(true);
    const words = await suggestNames(context(), 'quercus agrifola', Region.CALIFORNIA);
    expect(words[0]).toMatchObject({ scientificName: 'Quercus agrifolia', tier: 'similar' });
    const named = await linkSearchByName(context(), 'quercus-agrifolia');
    expect(named.map((s) => s.scientificName)).toEqual(['Quercus agrifolia']);
  });

  it('is ×-insensitive on the export’s hybrids', async () => {
    const suggestions = await suggestNames(context(), 'platanus x hispanica', Region.CALIFORNIA);
    expect(suggestions[0]).toMatchObject({ scientificName: 'Platanus × hispanica', tier: 'exact' });
  });

  // [filter, region, pinned count, independent SQL]
  const CASES: [string, Record<string, unknown>, Region, number, string][] = [
    ['everything (California)', {}, Region.CALIFORNIA, 1753, 'true'],
    ['everything (Pacific Islands)', {}, Region.PACIFIC_ISLANDS, 241, 'true'],
    ['California natives', { ca_native: [true] }, Region.CALIFORNIA, 183, 'california_native'],
    ['USDA zone 5', { usda_zones: [5] }, Region.CALIFORNIA, 588, `5 = ANY (usda_zones)`],
    ['Sunset zone 1', { sunset_climate_zone: ['1'] }, Region.CALIFORNIA, 370, `'1' = ANY (sunset_zones)`],
    ['ZIP 95616 (zone 9b)', { zip_code: '95616' }, Region.CALIFORNIA, 940, `9 = ANY (usda_zones)`],
    [
      'up to 25 ft',
      { minTreeHeight: 0, maxTreeHeight: 25 },
      Region.CALIFORNIA,
      970,
      'COALESCE(height_low, height_high) <= 25',
    ],
    [
      'red-flowered California natives',
      { ca_native: [true], flower_color: ['Red'] },
      Region.CALIFORNIA,
      6,
      `california_native AND 'Red' = ANY (flower_colors)`,
    ],
    [
      'evergreen, low water, Sunset 14',
      { foliage_type: 'Evergreen', water_use_rating: ['L', 'VL'], sunset_climate_zone: ['14'] },
      Region.CALIFORNIA,
      170,
      `foliage_type = 'Evergreen' AND water_use IN ('L', 'VL') AND '14' = ANY (sunset_zones)`,
    ],
    [
      'tall trees (75 ft and up)',
      { minTreeHeight: 75, maxTreeHeight: 100 },
      Region.CALIFORNIA,
      260,
      'COALESCE(height_high, height_low) >= 75',
    ],
  ];

  it.each(CASES)('counts %s', async (_what, filter, region, pinned, where) => {
    const result = await searchTrees(context(), parseSearchFilter(filter), parseSearchPage({}), region);
    const expected = await sqlCount(region === Region.PACIFIC_ISLANDS ? `pacific_island AND (${where})` : where);
    expect(result.totalResults).toBe(expected);
    expect(result.totalResults).toBe(pinned);
  });

  it('tests Sunset zones as tokens: zone 1 is not zones 10-19', async () => {
    const result = await searchTrees(context(), parseSearchFilter({ sunset_climate_zone: ['1'] }), parseSearchPage({}));
    const asText = await sqlCount(`array_to_string(sunset_zones, ',') LIKE '%1%'`);
    expect(asText).toBeGreaterThan(result.totalResults);
  });

  it('counts the genus search for "Quercus"', async () => {
    const result = await searchTrees(context(), parseSearchFilter({ searchTerm: 'Quercus' }), parseSearchPage({}));
    expect(result.totalResults).toBe(74);
    expect(result.pageResults[0].tree.scientificName).toMatch(/^Quercus /);
  });
});
