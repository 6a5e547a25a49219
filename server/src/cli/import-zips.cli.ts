import { importZipCodes } from '../services/import.service';
import { main } from './run-import-cli';

/** npm run import:zips -- <usda_zones_by_zip.csv> [--dry-run] [--issues=N] [--database-url=...] */
main({
  name: 'import:zips',
  usage: 'npm run import:zips -- <usda_zones_by_zip.csv> [--dry-run] [--issues=N] [--database-url=postgres://...]',
  run: importZipCodes,
});
