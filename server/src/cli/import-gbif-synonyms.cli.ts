import { importGbifSynonyms } from '../services/import.service';
import { main } from './run-import-cli';

/**
 * node -r @swc-node/register src/cli/import-gbif-synonyms.cli.ts <gbif_synonyms.csv> [--dry-run] [--database-url=...]
 * (from server/; run after import:trees).
 */
main({
  name: 'import:gbif-synonyms',
  usage:
    'node -r @swc-node/register src/cli/import-gbif-synonyms.cli.ts <gbif_synonyms.csv> [--dry-run] [--issues=N] [--database-url=postgres://...]',
  run: importGbifSynonyms,
});
