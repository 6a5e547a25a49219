import { Region } from '../../../catalogue/regions';
import { TreeNameKind } from '@selectree/rules';
import { countQueries } from '../../../db/query-counter';
import { addName, createTree } from '../../../../test/factories/catalogue.factory';
import { searchService } from '../../../../test/helpers/search-service';
import { useTestDatabase } from '../../../../test/helpers/test-database';
import {
  NameMatchTier,
  searchIndexOf,
  suggestNames,
  suggestNamesAs,
  suggestNamesIndexed,
  suggestNamesReference,
} from '../../search.service';

/**
 * Suggestions answered from the in-process search index (suggestions.ts): no statement besides the
 * version read when the index is the committed version, the SQL reference (one more) when it is
 * not, so a write is seen by the next suggestion; and a tier's 300-name cap takes equal names by
 * row id on both paths.
 */
const db = useTestDatabase();
const { ctx, suggest } = searchService(db);

beforeEach(() => db.truncateAll());

const names = (suggestions: { name: string }[]) => suggestions.map((s) => s.name);

describe('name suggestions from the search index', () => {
  it('answer with the version read alone when the index is current, and see a write at once', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await searchIndexOf(db.dataSource).current(ctx());

    const first = await countQueries(() => suggest('qu'));
    expect(first.queries).toBe(1);
    expect(first.result.ranked).toEqual([
      [2, NameMatchTier.Prefix],
      [1, NameMatchTier.Prefix],
    ]);
    // A typo: the strict tiers found fewer than 10 trees, so similar names are looked for: in the
    // index too (pg_trgm's measures in process).
    const typo = await countQueries(() => suggest('quercus agrifola'));
    expect(typo).toMatchObject({ queries: 1, result: { ranked: [[2, NameMatchTier.Similar]] } });
    // Beyond ASCII, PostgreSQL's locale decides what a letter is: it is asked.
    const beyondAscii = await countQueries(() => suggest('quercus agrifolià straße'));
    expect(beyondAscii).toMatchObject({ queries: 2, result: { ranked: [] } });

    // A write: the index is a version behind, so the next key is answered by the SQL reference.
    await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Roble');
    const afterWrite = await countQueries(() => suggest('ro'));
    expect(afterWrite).toMatchObject({ queries: 2, result: { ranked: [[1, NameMatchTier.Prefix]] } });
    expect(afterWrite.result.suggestions[0]).toMatchObject({ name: 'Roble', kind: 'common_alternate' });

    await searchIndexOf(db.dataSource).current(ctx());
    const rebuilt = await countQueries(() => suggest('R'));
    expect(rebuilt.queries).toBe(1);
    expect(rebuilt.result.suggestions).toEqual(afterWrite.result.suggestions);
  });

  it('cap a tier at the first 300 names in key order, equal names by row id, on both paths', async () => {
    // 320 trees share the generic name "Plum", inserted from tree 320 down, so the names of trees
    // 320..21 come first among the equal "plum" keys (lower row ids): the cap reads those 300, and
    // the final order (common name) then starts at tree 21, whatever plan PostgreSQL chose.
    for (let i = 320; i >= 1; i -= 1) {
      const common = `Plum ${String(i).padStart(3, '0')}`;
      await createTree(db.dataSource, { id: i, scientificName: `Prunus sp${i}`, commonName: common });
      await addName(db.dataSource, i, TreeNameKind.CommonGeneric, 'Plum');
    }
    const expected = Array.from({ length: 100 }, (_, i) => i + 21);
    const reference = await suggestNamesReference(ctx(), 'plum', Region.CALIFORNIA);
    expect(reference.map((s) => s.treeId)).toEqual(expected);
    expect(names(reference)).toEqual(Array(100).fill('Plum'));
    expect(reference.every((s) => s.tier === NameMatchTier.Exact)).toBe(true);
    expect(await suggestNamesIndexed(ctx(), 'plum', Region.CALIFORNIA)).toEqual(reference);
    // "PLU": the same names under the prefix tier; "plum 0": the common names alone.
    for (const term of ['PLU', 'plum 0']) {
      expect(await suggestNamesIndexed(ctx(), term, Region.CALIFORNIA)).toEqual(
        await suggestNamesReference(ctx(), term, Region.CALIFORNIA),
      );
    }
    expect((await suggestNamesReference(ctx(), 'plum 0', Region.CALIFORNIA))[0]).toMatchObject({ treeId: 1 });
  }, 60_000);

  it('render a key once per catalogue version: asked again, the same answer for the version read alone', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await searchIndexOf(db.dataSource).current(ctx());
    const rendered: string[][] = [];
    const asNames = {
      name: 'names',
      render: (suggestions: readonly { name: string }[]) => {
        rendered.push(names([...suggestions]));
        return { names: names([...suggestions]) };
      },
    };
    const first = await countQueries(() => suggestNamesAs(ctx(), 'Quer', Region.CALIFORNIA, asNames));
    expect(first).toMatchObject({ queries: 1, result: { names: ['Quercus lobata'] } });
    const again = await countQueries(() => suggestNamesAs(ctx(), 'QUER', Region.CALIFORNIA, asNames));
    expect(again.queries).toBe(1);
    // The kept answer itself, rendered once; the plain suggestions are the same names.
    expect(again.result).toBe(first.result);
    expect(rendered).toEqual([['Quercus lobata']]);
    expect(names(await suggestNames(ctx(), 'quer', Region.CALIFORNIA))).toEqual(['Quercus lobata']);
    // Another region, or an empty key (rendered, never kept): rendered apart.
    expect(await suggestNamesAs(ctx(), 'quer', Region.PACIFIC_ISLANDS, asNames)).toEqual({ names: [] });
    expect(await suggestNamesAs(ctx(), '  ', Region.CALIFORNIA, asNames)).toEqual({ names: [] });
    expect(rendered).toHaveLength(3);

    // A write makes a new version: the next ask renders what it committed.
    await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Quail Oak');
    expect(await suggestNamesAs(ctx(), 'quer', Region.CALIFORNIA, asNames)).not.toBe(first.result);
    expect((await suggestNamesAs(ctx(), 'qua', Region.CALIFORNIA, asNames)).names).toEqual(['Quail Oak']);
    expect(rendered).toHaveLength(5);
  });
});
