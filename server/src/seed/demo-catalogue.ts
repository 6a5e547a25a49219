import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { FeaturedQuote, Tree, ZipCode } from '../entities';
import { logger } from '../logger';
import { SEED_DIR, SHARED_DATA_DIR } from '../paths';
import { loadStarterGlossaryIfEmpty } from '../services/glossary.service';
import { importTrees, importZipCodes } from '../services/import.service';
import { importPhotos } from '../services/photos.service';
import type { PhotoStorage } from '../services/photos.service';
import { seedDemoList } from './demo-list';

const DEMO_DIR = path.join(SEED_DIR, 'demo');
/**
 * The openly licensed photos of the demo's own trees, carried in server/seed/demo/photos/ (as
 * shared/data/photos/README.md allows for these five trees): the ten files and their rows of the
 * shared photos.csv (author, licence, source page), so a fresh clone shows real photos.
 * demo-catalogue.test.ts holds the copy byte-equal to shared/data where that folder is present.
 */
export const DEMO_PHOTOS_CSV = path.join(DEMO_DIR, 'photos', 'photos.csv');
/** Where the carried photos come from. */
export const SHARED_PHOTOS_CSV = path.join(SHARED_DATA_DIR, 'photos', 'photos.csv');

/**
 * Loads the demo catalogue (server/seed/demo, written for this project) into an EMPTY catalogue, so
 * a new user sees a working site at once, with one public list of its oaks (seed/demo-list.ts). Trees go through the real importer, marked as demo so
 * that importing a real export replaces them. Does nothing when any tree exists.
 */
export async function seedDemoCatalogueIfEmpty(db: DataSource, photos?: PhotoStorage): Promise<boolean> {
  if ((await db.getRepository(Tree).count()) > 0) return false;
  const started = Date.now();
  const trees = await importTrees(
    db,
    { csv: fs.readFileSync(path.join(DEMO_DIR, 'trees.csv')) },
    { fileName: 'server/seed/demo/trees.csv', markAsDemo: true },
  );
  if ((await db.getRepository(ZipCode).count()) === 0) {
    await importZipCodes(
      db,
      { csv: fs.readFileSync(path.join(DEMO_DIR, 'zips.csv')) },
      { fileName: 'server/seed/demo/zips.csv' },
    );
  }
  await db.transaction(async (manager) => {
    if ((await manager.count(FeaturedQuote)) === 0) {
      const quotes = readJson<{ quote: string; author: string }[]>('quotes.json');
      await manager.insert(
        FeaturedQuote,
        quotes.map((q) => ({ quote: q.quote, author: q.author, active: true })),
      );
    }
    // A public list of demo trees, for the list-detail example of /api/docs (seed/demo-list.ts).
    await seedDemoList(manager);
  });
  await loadStarterGlossaryIfEmpty(db);
  if (photos) await loadDemoPhotos(db, photos);
  logger.info({ trees: trees.counts, ms: Date.now() - started }, 'loaded the demo catalogue into the empty database');
  return true;
}

/**
 * The real photos of the demo's own trees (Acer macrophyllum, Acer rubrum, Platanus occidentalis,
 * Sequoia sempervirens, Sequoiadendron giganteum), through the photo importer: rows are matched by
 * scientific name. The images, with their author, licence and source page, are carried in
 * server/seed/demo/photos/.
 */
export async function loadDemoPhotos(db: DataSource, photos: PhotoStorage): Promise<number> {
  const result = await importPhotos({ db, photos }, DEMO_PHOTOS_CSV);
  const loaded = result.added + result.updated + result.unchanged;
  logger.info(
    { loaded, refused: result.refused, otherTrees: result.unmatched.length },
    'loaded the photos of the demo trees',
  );
  return loaded;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DEMO_DIR, file), 'utf8')) as T;
}
