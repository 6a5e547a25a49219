import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { setLogLevel } from '../logger';
import { formatPhotoImport, importPhotos } from '../services/photos.service';
import { createPhotoStorage } from '../services/photos.service';
import { parseArgs } from './run-import-cli';

const USAGE = 'npm run import:photos -- <photos.csv> [--database-url=postgres://...]';

/**
 * npm run import:photos -- ../shared/data/photos/photos.csv: the openly licensed photos into the
 * catalogue, stored where the app stores photos (PHOTO_STORAGE: local disk or S3). Exits 0 when every
 * row was imported or already there, 1 when some rows were unmatched or refused (listed), 2 on failure.
 */
async function run(argv: string[]): Promise<number> {
  let database: Database | undefined;
  try {
    const { file, flags } = parseArgs(argv);
    if (!file || flags.has('help')) {
      console.error(`usage: ${USAGE}`);
      return flags.has('help') ? 0 : 2;
    }
    const csvPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    if (!fs.existsSync(csvPath)) {
      console.error(`import:photos: file not found: ${csvPath}`);
      return 2;
    }
    const env = { ...process.env };
    if (typeof flags.get('database-url') === 'string') env.DATABASE_URL = flags.get('database-url') as string;
    env.LOG_LEVEL ??= 'warn';
    const config = loadConfig(env);
    setLogLevel(config.logLevel);
    database = await openDatabase(config);
    const photos = createPhotoStorage(config, database.dataSource);
    const result = await importPhotos({ db: database.dataSource, photos }, csvPath);
    console.log(formatPhotoImport(result));
    return result.unmatched.length || result.refused.length ? 1 : 0;
  } catch (error) {
    console.error(`import:photos failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
