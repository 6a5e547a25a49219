import { importTrees } from '../services/import.service';
import { main } from './run-import-cli';

/** npm run import:trees -- <trees.csv> [--dry-run] [--keep-demo] [--issues=N] [--database-url=...] */
main({
  name: 'import:trees',
  usage: 'npm run import:trees -- <trees.csv> [--dry-run] [--keep-demo] [--issues=N] [--database-url=postgres://...]',
  run: importTrees,
});
