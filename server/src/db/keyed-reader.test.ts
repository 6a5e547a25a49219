import fs from 'node:fs';
import path from 'node:path';
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { TreeNameKind } from '@selectree/rules';
import { Photo, Taxon, Tree, TreeName } from '../entities';
import { SHARED_DATA_DIR } from '../paths';
import { importTrees } from '../services/import.service';
import { addName, addPhoto, addSynonym, createTree } from '../../test/factories/catalogue.factory';
import { useTestDatabase } from '../../test/helpers/test-database';
import { keyedReader } from './keyed-reader';
import { countQueries } from './query-counter';

/**
 * The loaders' compiled reads (keyed-reader.ts) give exactly what TypeORM's `find` gives: the same
 * class instances with the same values (nulls, arrays, enums, dates, booleans) in the same order.
 */
const db = useTestDatabase();

type Order = [string, 'ASC' | 'DESC'][];
const READS: [string, EntityTarget<ObjectLiteral>, string, Order][] = [
  ['trees', Tree, 'id', []],
  [
    'names',
    TreeName,
    'treeId',
    [
      ['kind', 'ASC'],
      ['position', 'ASC'],
      ['id', 'ASC'],
    ],
  ],
  ['taxa', Taxon, 'treeId', [['sequence', 'ASC']]],
  [
    'photos',
    Photo,
    'treeId',
    [
      ['sequence', 'ASC'],
      ['id', 'ASC'],
    ],
  ],
];

async function expectSameAsFind(source: DataSource, ids: number[]): Promise<number> {
  let rows = 0;
  for (const [, target, key, order] of READS) {
    const expected = await source
      .getRepository(target)
      .find({ where: { [key]: In(ids) }, order: Object.fromEntries(order) });
    const counted = await countQueries(() => keyedReader(source, target, key, order)(ids));
    expect(counted.queries).toBe(1);
    const actual = counted.result;
    // Trees have no ORDER BY in either read: compare them by id.
    const sort = (list: ObjectLiteral[]) => (order.length ? list : [...list].sort((a, b) => a.id - b.id));
    expect(sort(actual)).toEqual(sort(expected));
    expect(actual.every((row) => row instanceof (target as new () => object))).toBe(true);
    rows += actual.length;
  }
  return rows;
}

describe('keyedReader', () => {
  beforeEach(async () => {
    await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  });

  it('reads what find reads: nulls, arrays, enums, dates, several trees, a missing id', async () => {
    await createTree(db.dataSource, {
      id: 1,
      scientificName: 'Quercus lobata',
      heightLow: 40,
      heightHigh: 80,
      flowerColors: ['Yellow', 'Green'],
      usdaZones: [7, 8, 9],
      californiaNative: true,
      fragrance: null,
      published: false,
    });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', family: null, memo: null });
    await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Valley Oak', 1);
    await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Roble', 0);
    await addSynonym(db.dataSource, 1, 'Quercus hindsii');
    await addPhoto(db.dataSource, 1, { sequence: 2, width: 1600, height: 1200, widths: [320, 640] });
    await addPhoto(db.dataSource, 1, { sequence: 1, credit: null });
    const rows = await expectSameAsFind(db.dataSource, [2, 1, 99]);
    // 2 trees, 5 names (2 primaries, 2 alternates, a synonym), 3 taxa, 2 photos.
    expect(rows).toBe(12);
    const [tree] = await keyedReader(db.dataSource, Tree, 'id')([1]);
    expect(tree.flowerColors).toEqual(['Yellow', 'Green']);
    expect(tree.fragrance).toBeNull();
    expect(tree.createdAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown key or order column when built', () => {
    expect(() => keyedReader(db.dataSource, Photo, 'treeIdentifier')).toThrow(/no column treeIdentifier/);
    expect(() => keyedReader(db.dataSource, Photo, 'treeId', [['seq', 'ASC']])).toThrow(/no column seq/);
  });
});

const TREES_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const describeReal = fs.existsSync(TREES_CSV) ? describe : describe.skip;

describeReal('keyedReader on the real export', () => {
  it('reads every tree, name, taxon and photo of the 1,924-tree export as find does', async () => {
    await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
    await importTrees(db.dataSource, { csv: fs.readFileSync(TREES_CSV) }, { fileName: 'trees.csv' });
    const ids: number[] = (await db.dataSource.query(`SELECT id FROM trees ORDER BY id`)).map(
      (row: { id: number }) => row.id,
    );
    expect(ids.length).toBeGreaterThan(1900);
    expect(await expectSameAsFind(db.dataSource, ids)).toBeGreaterThan(10_000);
  }, 120_000);
});
