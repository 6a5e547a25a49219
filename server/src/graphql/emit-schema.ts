import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { printContract } from './schema';

/**
 * `npm run schema:emit` writes schema.graphql; `-- --check` fails when the checked-in file has
 * drifted from the resolvers (run by npm test).
 */
const file = path.join(REPO_ROOT, 'schema.graphql');
const contract = printContract();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== contract) {
    console.error('schema.graphql is out of date with the resolvers: run `npm run schema:emit` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql matches the resolvers.');
} else {
  fs.writeFileSync(file, contract);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
