import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { SHARED_DATA_DIR } from '../../src/paths';
import { importTrees, importZipCodes } from '../../src/services/import.service';

/** The real export for the site tests: present or not, and its import (trees and ZIP table). */
export const TREES_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
export const ZIPS_CSV = path.join(SHARED_DATA_DIR, 'usda_zones_by_zip.csv');
export const realExportPresent = fs.existsSync(TREES_CSV) && fs.existsSync(ZIPS_CSV);

export function skipMessage(file: string): void {
  if (!realExportPresent) console.log(`${file} skipped: ${TREES_CSV} or ${ZIPS_CSV} is absent`);
}

export async function importRealExport(db: DataSource): Promise<void> {
  await importTrees(db, { csv: fs.readFileSync(TREES_CSV) }, { fileName: 'trees.csv' });
  await importZipCodes(db, { csv: fs.readFileSync(ZIPS_CSV) }, { fileName: 'usda_zones_by_zip.csv' });
}
