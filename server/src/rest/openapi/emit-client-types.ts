import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types';

/**
 * `npm run openapi:types` writes the document's generated client types; `-- --check` fails when the
 * committed file has drifted from the route schemas (run by npm test).
 */
async function main(): Promise<void> {
  const file = path.join(REPO_ROOT, CLIENT_TYPES_FILE);
  const types = await clientTypes();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== types) {
      console.error(
        `${CLIENT_TYPES_FILE} is out of date with the route schemas: run \`npm run openapi:types\` and commit it.`,
      );
      process.exit(1);
    }
    console.log(`${CLIENT_TYPES_FILE} matches the route schemas.`);
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, types);
  console.log(`wrote ${CLIENT_TYPES_FILE}`);
}

void main();
