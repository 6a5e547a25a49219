import { importCommonNames } from '../services/import.service';
import { main } from './run-import-cli';

/** npm run import:common-names -- <common_names.csv> [--dry-run] [--issues=N] [--database-url=...] */
main({
  name: 'import:common-names',
  usage: 'npm run import:common-names -- <common_names.csv> [--dry-run] [--issues=N] [--database-url=postgres://...]',
  run: importCommonNames,
});
