// Proves the architecture's lint rules bite: a deliberately wrong import in each zone, and an import
// cycle, are refused by the project's own eslint.config.js; allowed imports pass. Run by `npm test`
// (node --test); docs/architecture.md lists the rules.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require('eslint');

const root = path.join(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const refused = [
  [
    'a REST route reaching the database',
    'server/src/rest/probe.ts',
    "import * as dataSource from '../db/data-source';",
  ],
  [
    'a resolver reaching the database',
    'server/src/graphql/probe.ts',
    "import * as dataSource from '../db/data-source';",
  ],
  ['a CLI reaching past database.ts', 'server/src/cli/probe.ts', "import * as dataSource from '../db/data-source';"],
  ['a service importing a REST route', 'server/src/services/probe.ts', "import * as router from '../rest/router';"],
  ['a service importing GraphQL', 'server/src/services/probe.ts', "import * as schema from '../graphql/schema';"],
  [
    'an entity importing a service',
    'server/src/entities/probe.ts',
    "import * as trees from '../services/trees.service';",
  ],
  ['pure CSV parsing importing the database', 'server/src/import/probe.ts', "import * as db from '../db/database';"],
  ['REST importing GraphQL', 'server/src/rest/probe.ts', "import * as schema from '../graphql/schema';"],
  [
    'a service area importing another area’s inner file',
    'server/src/services/lists/probe.ts',
    "import * as filter from '../search/filter/search-filter';",
  ],
  [
    'a transport importing an area’s inner file',
    'server/src/rest/probe.ts',
    "import * as sessions from '../services/accounts/sessions.service';",
  ],
  [
    'services/shared importing an area',
    'server/src/services/shared/probe.ts',
    "import * as lists from '../lists.service';",
  ],
  [
    'a feature importing another feature',
    'client/src/features/compare/probe.ts',
    "import * as filter from '@/features/search/search-filter';",
  ],
  ['a feature importing app/', 'client/src/features/search/probe.ts', "import * as router from '@/app/router';"],
  ['lib/ importing a feature', 'client/src/lib/probe.ts', "import * as filter from '@/features/search/search-filter';"],
  ['components/ importing app/', 'client/src/components/ui/probe.ts', "import * as router from '@/app/router';"],
  [
    'config/ importing a feature',
    'client/src/config/probe.ts',
    "import * as filter from '@/features/search/search-filter';",
  ],
];

for (const [what, file, code] of refused) {
  test(`lint refuses ${what}`, async () => {
    const rules = await rulesBroken(file, `${code}\nexport const probe = 1;\n`);
    assert.ok(
      rules.includes('import-x/no-restricted-paths'),
      `expected a boundary error, got ${JSON.stringify(rules)}`,
    );
  });
}

// The catalogue rules package (packages/rules) is pure: it imports only its own files and touches no
// host globals, so the server and the browser can both run it.
const rulesRefused = [
  ['a Node built-in', "import * as fs from 'node:fs';\nexport const probe = [fs];", 'no-restricted-imports'],
  ['express', "import express from 'express';\nexport const probe = [express];", 'no-restricted-imports'],
  ['TypeORM', "import { DataSource } from 'typeorm';\nexport const probe = [DataSource];", 'no-restricted-imports'],
  ['React', "import { useState } from 'react';\nexport const probe = [useState];", 'no-restricted-imports'],
  [
    'server code',
    "import * as errors from '../../../server/src/errors';\nexport const probe = [errors];",
    'import-x/no-restricted-paths',
  ],
  [
    'client code',
    "import * as labels from '../../../client/src/lib/catalogue-labels';\nexport const probe = [labels];",
    'import-x/no-restricted-paths',
  ],
  [
    'a client alias',
    "import * as paths from '@/config/paths';\nexport const probe = [paths];",
    'no-restricted-imports',
  ],
  ['a DOM global', 'export const probe = () => document.title;', 'no-restricted-globals'],
  ['a Node global', 'export const probe = () => process.env.HOME;', 'no-restricted-globals'],
];

for (const [what, code, rule] of rulesRefused) {
  test(`lint refuses the rules package importing ${what}`, async () => {
    const rules = await rulesBroken('packages/rules/src/probe.ts', `${code}\n`);
    assert.ok(
      rules.some((ruleId) => ruleId.endsWith(rule)),
      `expected ${rule}, got ${JSON.stringify(rules)}`,
    );
  });
}

test('lint lets the rules package import its own files, and the server and client import it', async () => {
  assert.deepEqual(
    await rulesBroken(
      'packages/rules/src/probe.ts',
      "import { toSearchKey } from './names/search-key';\nexport const probe = [toSearchKey];\n",
    ),
    [],
  );
  for (const file of ['server/src/services/probe.ts', 'client/src/lib/probe.ts']) {
    const code = "import { toSearchKey } from '@selectree/rules';\nexport const probe = [toSearchKey];\n";
    assert.deepEqual(await rulesBroken(file, code), [], file);
  }
});

test('lint refuses TypeORM values in a transport but allows its types', async () => {
  const value = await rulesBroken(
    'server/src/rest/probe.ts',
    "import { DataSource } from 'typeorm';\nexport const d = DataSource;\n",
  );
  assert.ok(value.includes('@typescript-eslint/no-restricted-imports'), JSON.stringify(value));
  const type = await rulesBroken(
    'server/src/rest/probe.ts',
    "import type { DataSource } from 'typeorm';\nexport type D = DataSource;\n",
  );
  assert.deepEqual(type, []);
});

const allowed = [
  [
    'a service reaching the database',
    'server/src/services/probe.ts',
    "import * as dataSource from '../db/data-source';",
  ],
  ['a route calling a service', 'server/src/rest/probe.ts', "import * as trees from '../services/trees.service';"],
  [
    'a service area importing another area’s entry',
    'server/src/services/lists/probe.ts',
    "import * as search from '../search.service';",
  ],
  [
    'an area’s entry importing its own inner files',
    'server/src/services/search.service.ts',
    "import * as filter from './search/filter/search-filter';",
  ],
  [
    'a service area importing services/shared',
    'server/src/services/lists/probe.ts',
    "import * as input from '../shared/input';",
  ],
  ['a CLI opening the database', 'server/src/cli/probe.ts', "import * as db from '../db/database';"],
  [
    'a feature importing lib/',
    'client/src/features/search/probe.ts',
    "import * as labels from '@/lib/catalogue-labels';",
  ],
  [
    'a screen composing features',
    'client/src/app/routes/probe.ts',
    "import * as filter from '@/features/search/search-filter';",
  ],
];

for (const [what, file, code] of allowed) {
  test(`lint allows ${what}`, async () => {
    const rules = await rulesBroken(file, `${code}\nexport const probe = [${code.match(/import \* as (\w+)/)[1]}];\n`);
    assert.deepEqual(rules, []);
  });
}

test('lint refuses an import cycle', async (t) => {
  const dir = fs.mkdtempSync(path.join(root, 'client/src/lib/cycle-probe-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
  fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
  const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
  for (const result of results) {
    assert.ok(
      result.messages.some((message) => message.ruleId === 'import-x/no-cycle'),
      `${path.basename(result.filePath)}: ${JSON.stringify(result.messages.map((m) => m.ruleId))}`,
    );
  }
});

test('lint refuses a source file over 400 lines, but not the named data tables', async () => {
  const long = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
  assert.ok((await rulesBroken('server/src/services/probe.ts', long)).includes('max-lines'));
  assert.ok((await rulesBroken('client/src/lib/probe.ts', long)).includes('max-lines'));
  assert.ok(!(await rulesBroken('server/src/entities/tree.entity.ts', long)).includes('max-lines'));
});
