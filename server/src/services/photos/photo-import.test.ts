import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readCsv } from '../../import/csv';
import { SHARED_DATA_DIR } from '../../paths';
import { createTree } from '../../../test/factories/catalogue.factory';
import { cameraJpeg } from '../../../test/helpers/photo-uploads';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { LocalPhotoStorage } from './local-storage';
import { formatPhotoImport, importPhotos } from './photo-import';

/**
 * The photo importer on local storage: the editors' pipeline (upright, metadata gone, responsive
 * widths), author/licence/subject kept, trees matched by id and name, unmatched rows reported, and a
 * second run changing nothing, on the real 86 photos of shared/data/photos when present.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-photo-import-'));
const csvDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-photo-csv-'));
const db = useTestDatabase();
const photos = new LocalPhotoStorage({ directory: photoDir, photoBaseUrl: '/photos', secret: async () => 'x' });
const REAL_CSV = path.join(SHARED_DATA_DIR, 'photos', 'photos.csv');
const HEADER = 'file,tree_id,scientific_name,shows,author,licence,licence_url,source_url';

afterAll(() => {
  fs.rmSync(photoDir, { recursive: true, force: true });
  fs.rmSync(csvDir, { recursive: true, force: true });
});
beforeEach(async () => {
  fs.rmSync(photoDir, { recursive: true, force: true });
  fs.mkdirSync(photoDir);
  await db.dataSource.query(`TRUNCATE trees RESTART IDENTITY CASCADE`);
});

const filesOnDisk = () =>
  fs.readdirSync(photoDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const snapshot = () =>
  db.dataSource.query(
    `SELECT id, tree_id, link, credit, licence, source_url, attribute_name, sequence, widths FROM photos ORDER BY id`,
  );

describe('importPhotos (generated files)', () => {
  it('matches by id and name, reports unmatched and refused rows, and changes nothing the second time', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus lobata' });
    // The demo catalogue's ids differ from the export's: the name finds it.
    await createTree(db.dataSource, { id: 900009, scientificName: 'Sequoiadendron giganteum' });
    fs.writeFileSync(path.join(csvDir, 'camera.jpg'), await cameraJpeg());
    fs.writeFileSync(path.join(csvDir, 'fake.jpg'), 'not an image');
    const csv = path.join(csvDir, 'photos.csv');
    fs.writeFileSync(
      csv,
      [
        HEADER,
        'camera.jpg,7,Quercus lobata,form,A. Author,CC BY 4.0,https://cc/by,https://commons.example/1',
        'camera.jpg,52,Sequoiadendron giganteum,leaf,B. Author,CC0 1.0,https://cc/0,https://commons.example/2',
        'camera.jpg,8,Pinus nowhere,form,C,CC0 1.0,https://cc/0,https://commons.example/3',
        'fake.jpg,7,Quercus lobata,bark,D,CC0 1.0,https://cc/0,https://commons.example/4',
        'camera.jpg,7,Quercus lobata,roots,E,CC0 1.0,https://cc/0,https://commons.example/5',
      ].join('\n'),
    );
    const first = await importPhotos({ db: db.dataSource, photos }, csv);
    expect(first).toMatchObject({ rows: 5, added: 2, updated: 0, unchanged: 0 });
    expect(first.unmatched).toEqual([
      { row: 4, file: 'camera.jpg', reason: 'no tree named Pinus nowhere (tree_id 8) in this catalogue' },
    ]);
    expect(first.refused.map((r) => [r.row, r.reason])).toEqual([
      [5, 'The file is not a JPEG, PNG or WebP image'],
      [6, 'shows must be one of form, bark, leaf, flower, fruit, other'],
    ]);
    expect(formatPhotoImport(first)).toContain('unmatched row 4 (camera.jpg): no tree named Pinus nowhere');
    const rows = await snapshot();
    expect(rows.map((r: Record<string, unknown>) => [r.tree_id, r.credit, r.licence, r.attribute_name])).toEqual([
      [7, 'A. Author', 'CC BY 4.0', 'form'],
      [900009, 'B. Author', 'CC0 1.0', 'leaf'],
    ]);
    // The editors' pipeline: upright (2000x1500 with orientation 6 is portrait), EXIF gone, WebP widths.
    const stored = await sharp(fs.readFileSync(path.join(photoDir, rows[0].link))).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([1024, 1365, undefined]);
    expect(rows[0].widths).toEqual([320, 640, 1024, 1500]);
    const files = filesOnDisk();

    const second = await importPhotos({ db: db.dataSource, photos }, csv);
    expect(second).toMatchObject({ rows: 5, added: 0, updated: 0, unchanged: 2 });
    expect(await snapshot()).toEqual(rows);
    expect(filesOnDisk()).toBe(files);
  });

  it('updates a changed author or licence in place, keeping the files', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus lobata' });
    fs.writeFileSync(path.join(csvDir, 'camera.jpg'), await cameraJpeg(800, 600));
    const csv = path.join(csvDir, 'one.csv');
    const line = (author: string) => `camera.jpg,7,Quercus lobata,form,${author},CC BY 4.0,u,https://commons.example/1`;
    fs.writeFileSync(csv, `${HEADER}\n${line('First')}`);
    await importPhotos({ db: db.dataSource, photos }, csv);
    const [before] = await snapshot();
    fs.writeFileSync(csv, `${HEADER}\n${line('Second')}`);
    expect(await importPhotos({ db: db.dataSource, photos }, csv)).toMatchObject({ added: 0, updated: 1 });
    expect(await snapshot()).toEqual([{ ...before, credit: 'Second' }]);
  });
});

const real = fs.existsSync(REAL_CSV) ? describe : describe.skip;
if (!fs.existsSync(REAL_CSV)) console.warn(`photo-import real-data test skipped: ${REAL_CSV} is absent`);

real('importPhotos (the 86 real photos of shared/data/photos)', () => {
  it('loads all 86 with author, licence and subject; running it twice changes nothing', async () => {
    const table = await readCsv(fs.readFileSync(REAL_CSV));
    const trees = new Map(table.rows.map((r) => [Number(r.values.tree_id), r.values.scientific_name]));
    for (const [id, scientificName] of trees) await createTree(db.dataSource, { id, scientificName });
    const first = await importPhotos({ db: db.dataSource, photos }, REAL_CSV);
    expect(first).toEqual({ rows: 86, added: 86, updated: 0, unchanged: 0, unmatched: [], refused: [] });
    expect(trees.size).toBe(32);
    const rows = await snapshot();
    const byUrl = new Map(rows.map((r: Record<string, unknown>) => [r.source_url, r]));
    for (const { values } of table.rows) {
      expect(byUrl.get(values.source_url)).toMatchObject({
        tree_id: Number(values.tree_id),
        credit: values.author,
        licence: values.licence,
        attribute_name: values.shows,
      });
    }
    const files = filesOnDisk();
    const second = await importPhotos({ db: db.dataSource, photos }, REAL_CSV);
    expect(second).toEqual({ rows: 86, added: 0, updated: 0, unchanged: 86, unmatched: [], refused: [] });
    expect(await snapshot()).toEqual(rows);
    expect(filesOnDisk()).toBe(files);
  }, 300_000);
});
