// The per-function length limit and its ratchet (docs/architecture.md, "Function length").
//
// Application code under server/src and client/src keeps every function (component, hook, handler,
// service function) within LIMIT lines, blank lines and comments not counted (eslint's own
// max-lines-per-function measure). The functions that were already longer when the limit came in are
// listed by name, with their length then, in scripts/function-length-ratchet.json. The list only
// shrinks: the lint rule `selectree/function-length` (eslint.config.js) refuses
//   - a function over LIMIT that is not listed,
//   - a listed function longer than its recorded length,
//   - a listed function that is now shorter than recorded (record the new length), under the limit or
//     gone (remove it),
// and scripts/function-length.test.js checks the whole list against the whole tree (an entry whose
// file is gone, too).
//
// `node scripts/function-length.js --shrink` rewrites the list from the code: lower lengths recorded,
// entries under the limit or gone removed. It never adds an entry or raises a length: that is a change
// a reviewer sees in the list itself.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const RATCHET_FILE = path.join(__dirname, 'function-length-ratchet.json');
const LIMIT = 60;
const MEASURE = { max: LIMIT, skipBlankLines: true, skipComments: true, IIFEs: true };
const FILES = ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'packages/rules/src/**/*.ts'];
const NOT_APPLICATION_CODE = [
  '**/*.test.{ts,tsx}',
  'server/test/**',
  'client/src/testing/**',
  'client/src/generated/**',
  'client/src/features/**/generated/**',
];

/** { "<file from the repository root>": { "<function>": length } } */
function readRatchet() {
  return JSON.parse(fs.readFileSync(RATCHET_FILE, 'utf8')).functions;
}

/**
 * The name a function is listed under: its own name ("CharacteristicsForm", "write"), or for an
 * anonymous one its kind and where it is passed ("Arrow function passed to order.map"); a second
 * function of the same name in the file gets " #2", and so on.
 */
function functionName(descriptor, sourceCode) {
  const named = /'(.+)'$/.exec(descriptor.data.name);
  if (named) return named[1];
  const node = descriptor.node;
  const parent = node.parent;
  if (parent && parent.type === 'CallExpression' && parent.callee !== node) {
    return `${descriptor.data.name} passed to ${sourceCode.getText(parent.callee)}`;
  }
  return descriptor.data.name;
}

function relative(filename) {
  return path.relative(ROOT, filename).split(path.sep).join('/');
}

const coreRule = require('eslint/use-at-your-own-risk').builtinRules.get('max-lines-per-function');

/**
 * eslint's max-lines-per-function at LIMIT, with the ratchet's exceptions. Option `{ ratchet: false }`
 * reports every function over the limit with its length (what the test and --shrink read).
 */
const functionLengthRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Functions stay within the line limit; the named exceptions only shrink.' },
    schema: [{ type: 'object', properties: { ratchet: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      over: '{{name}} has {{length}} lines (limit {{limit}}): split it by what it does (docs/architecture.md, "Function length").',
      grew: '{{name}} has {{length}} lines, more than the {{recorded}} recorded in scripts/function-length-ratchet.json: the list only shrinks; split it.',
      shrank:
        '{{name}} has {{length}} lines, fewer than the {{recorded}} recorded in scripts/function-length-ratchet.json: record {{length}} (node scripts/function-length.js --shrink).',
      stale:
        '{{name}} is listed in scripts/function-length-ratchet.json but {{why}}: remove its entry (node scripts/function-length.js --shrink).',
    },
  },
  create(context) {
    const useRatchet = (context.options[0] || {}).ratchet !== false;
    const file = relative(context.filename);
    const listed = useRatchet ? readRatchet()[file] || {} : {};
    const counts = new Map();
    const seen = new Map();
    const inner = coreRule.create(
      Object.create(context, {
        options: { value: [MEASURE] },
        report: {
          value(descriptor) {
            const base = functionName(descriptor, context.sourceCode);
            const count = (counts.get(base) || 0) + 1;
            counts.set(base, count);
            const name = count === 1 ? base : `${base} #${count}`;
            const length = descriptor.data.lineCount;
            seen.set(name, length);
            const recorded = listed[name];
            const data = { name, length, limit: LIMIT, recorded };
            if (recorded === undefined) context.report({ node: descriptor.node, messageId: 'over', data });
            else if (length > recorded) context.report({ node: descriptor.node, messageId: 'grew', data });
            else if (length < recorded) context.report({ node: descriptor.node, messageId: 'shrank', data });
          },
        },
      }),
    );
    return {
      ...inner,
      'Program:exit'(node) {
        if (inner['Program:exit']) inner['Program:exit'](node);
        for (const name of Object.keys(listed)) {
          if (!seen.has(name)) {
            context.report({
              node,
              loc: { line: 1, column: 0 },
              messageId: 'stale',
              data: { name, why: `is no longer over ${LIMIT} lines or no longer exists` },
            });
          }
        }
      },
    };
  },
};

const plugin = { rules: { 'function-length': functionLengthRule } };

/** Every function over the limit under FILES, as { file: { name: length } }, measured by the rule. */
async function measureTree() {
  const { ESLint } = require('eslint');
  const tseslint = require('typescript-eslint');
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: NOT_APPLICATION_CODE },
      {
        files: FILES,
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        plugins: { selectree: plugin },
        rules: { 'selectree/function-length': ['error', { ratchet: false }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['server/src', 'client/src', 'packages/rules/src']);
  const found = {};
  for (const result of results) {
    for (const message of result.messages) {
      if (message.ruleId !== 'selectree/function-length') continue;
      const [, name, length] = /^(.+) has (\d+) lines \(limit/.exec(message.message);
      (found[relative(result.filePath)] ??= {})[name] = Number(length);
    }
  }
  return found;
}

/** What is wrong between the list and the code: { unlisted, grew, shrank, stale } as readable lines. */
function compare(ratchet, found) {
  const problems = { unlisted: [], grew: [], shrank: [], stale: [] };
  for (const [file, functions] of Object.entries(found)) {
    for (const [name, length] of Object.entries(functions)) {
      const recorded = ratchet[file]?.[name];
      if (recorded === undefined) problems.unlisted.push(`${file}: ${name} (${length} lines)`);
      else if (length > recorded) problems.grew.push(`${file}: ${name} (${length} lines, recorded ${recorded})`);
      else if (length < recorded) problems.shrank.push(`${file}: ${name} (${length} lines, recorded ${recorded})`);
    }
  }
  for (const [file, functions] of Object.entries(ratchet)) {
    for (const [name, recorded] of Object.entries(functions)) {
      if (found[file]?.[name] === undefined) problems.stale.push(`${file}: ${name} (recorded ${recorded})`);
    }
  }
  return problems;
}

async function shrink() {
  const ratchet = readRatchet();
  const found = await measureTree();
  const next = {};
  for (const [file, functions] of Object.entries(ratchet)) {
    for (const [name, recorded] of Object.entries(functions)) {
      const length = found[file]?.[name];
      if (length !== undefined) (next[file] ??= {})[name] = Math.min(length, recorded);
    }
  }
  fs.writeFileSync(RATCHET_FILE, `${JSON.stringify({ limit: LIMIT, functions: next }, null, 2)}\n`);
  const { unlisted, grew } = compare(next, found);
  for (const line of [...unlisted, ...grew]) console.log(`still over the limit, not recorded: ${line}`);
  process.exitCode = unlisted.length + grew.length > 0 ? 1 : 0;
}

if (require.main === module) {
  if (process.argv.includes('--shrink')) shrink();
  else console.log('usage: node scripts/function-length.js --shrink');
}

module.exports = { LIMIT, FILES, NOT_APPLICATION_CODE, plugin, readRatchet, measureTree, compare };
