import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCsv } from '../import/csv';
import { SEED_DIR } from '../paths';
import { LocalPhotoStorage } from '../services/photos/local-storage';
import { useTestDatabase } from '../../test/helpers/test-database';
import { DEMO_PHOTOS_CSV, SHARED_PHOTOS_CSV, seedDemoCatalogueIfEmpty } from './demo-catalogue';

/**
 * The demo seed carries the real photos of its own trees (shared/data/photos/README.md): as many as
 * photos.csv has rows naming a demo tree, each with its author, licence and source page, and seeding
 * a second time changes nothing (no rows, no files).
 */
const db = useTestDatabase();
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-demo-photos-'));
const photos = new LocalPhotoStorage({ directory: photoDir, photoBaseUrl: '/photos', secret: async () => 'x' });

const haveShared = fs.existsSync(SHARED_PHOTOS_CSV);
if (!haveShared) console.warn(`demo photos copy check skipped: ${SHARED_PHOTOS_CSV} is absent`);
const withShared = haveShared ? describe : describe.skip;

afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));
beforeEach(async () => {
  await db.truncateAll();
  // The roles the accounts migration inserts: the demo list's owner (seed/demo-list.ts) is a user.
  await db.dataSource.query(`INSERT INTO roles (id, name) VALUES (1, 'User'), (2, 'Editor'), (3, 'Admin')`);
});

const filesOnDisk = () =>
  fs.readdirSync(photoDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const snapshot = () =>
  db.dataSource.query(
    `SELECT p.id, t.scientific_name, p.link, p.credit, p.licence, p.source_url, p.attribute_name, p.sequence
     FROM photos p JOIN trees t ON t.id = p.tree_id ORDER BY p.id`,
  );

/** The carried CSV's rows that show a demo tree (matched by scientific name, as the importer does). */
async function expectedDemoPhotos(): Promise<{ scientific_name: string; author: string; licence: string }[]> {
  const demo = await readCsv(fs.readFileSync(path.join(SEED_DIR, 'demo', 'trees.csv')));
  const names = new Set(demo.rows.map((r) => r.values.displayed_scientific_name.trim().toLowerCase()));
  const shared = await readCsv(fs.readFileSync(DEMO_PHOTOS_CSV));
  return shared.rows
    .map((r) => r.values)
    .filter((v) => names.has(v.scientific_name.trim().toLowerCase()))
    .map((v) => ({ scientific_name: v.scientific_name, author: v.author, licence: v.licence }));
}

withShared('the carried demo photos', () => {
  it('are the shared photos.csv rows of the five demo trees, and their files byte for byte', async () => {
    const carried = (await readCsv(fs.readFileSync(DEMO_PHOTOS_CSV))).rows.map((r) => r.values);
    const demo = new Set(carried.map((v) => v.scientific_name));
    const shared = (await readCsv(fs.readFileSync(SHARED_PHOTOS_CSV))).rows
      .map((r) => r.values)
      .filter((v) => demo.has(v.scientific_name));
    expect(carried).toEqual(shared);
    expect(carried).toHaveLength(10);
    const here = path.dirname(DEMO_PHOTOS_CSV);
    const there = path.dirname(SHARED_PHOTOS_CSV);
    for (const { file } of carried)
      expect(fs.readFileSync(path.join(here, file)).equals(fs.readFileSync(path.join(there, file)))).toBe(true);
  });
});

describe('seedDemoCatalogueIfEmpty with the carried photos', () => {
  it('loads the photos that show demo trees, with credit and licence; a second seed changes nothing', async () => {
    const expected = await expectedDemoPhotos();
    // shared/data/photos/README.md names five demo trees; every one of them must get its photos.
    expect(new Set(expected.map((e) => e.scientific_name)).size).toBe(5);

    expect(await seedDemoCatalogueIfEmpty(db.dataSource, photos)).toBe(true);
    const rows = await snapshot();
    expect(rows).toHaveLength(expected.length);
    const key = (e: { scientific_name: string; author: string; licence: string }) =>
      `${e.scientific_name}|${e.author}|${e.licence}`;
    expect(
      rows
        .map((r: { scientific_name: string; credit: string; licence: string }) =>
          key({ scientific_name: r.scientific_name, author: r.credit, licence: r.licence }),
        )
        .sort(),
    ).toEqual(expected.map(key).sort());
    for (const row of rows) {
      expect(row.source_url).toMatch(/^https:\/\/commons\.wikimedia\.org\//);
      expect(fs.existsSync(path.join(photoDir, row.link))).toBe(true);
    }
    const files = filesOnDisk();
    const trees = await db.dataSource.query(`SELECT count(*)::int AS n FROM trees`);

    expect(await seedDemoCatalogueIfEmpty(db.dataSource, photos)).toBe(false);
    expect(await snapshot()).toEqual(rows);
    expect(filesOnDisk()).toBe(files);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM trees`)).toEqual(trees);
  });
});

describe('seedDemoCatalogueIfEmpty without photo storage', () => {
  it('seeds the trees and no photos', async () => {
    expect(await seedDemoCatalogueIfEmpty(db.dataSource)).toBe(true);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM photos`)).toEqual([{ n: 0 }]);
  });
});
