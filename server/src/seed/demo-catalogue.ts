import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { FeaturedQuote, Tree, ZipCode } from '../entities';
import { logger } from '../logger';
import { SEED_DIR } from '../paths';
import { loadStarterGlossaryIfEmpty } from '../services/glossary.service';
import { importTrees, importZipCodes } from '../services/import.service';

const DEMO_DIR = path.join(SEED_DIR, 'demo');

/**
 * Loads the demo catalogue (server/seed/demo, written for this project) into an EMPTY catalogue, so
 * a new user sees a working site at once. Trees go through the real importer, marked as demo so
 * that importing a real export replaces them. Does nothing when any tree exists.
 */
export async function seedDemoCatalogueIfEmpty(db: DataSource): Promise<boolean> {
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
  });
  await loadStarterGlossaryIfEmpty(db);
  logger.info({ trees: trees.counts, ms: Date.now() - started }, 'loaded the demo catalogue into the empty database');
  return true;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DEMO_DIR, file), 'utf8')) as T;
}
