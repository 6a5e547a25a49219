// Proves the function length limit bites and that its list of exceptions only shrinks
// (scripts/function-length.js): the project's own eslint.config.js refuses a long function that is
// not listed, a listed one that grew, shrank without being recorded, or is gone; and the whole list
// matches the whole tree. Run by `npm test` (node --test).
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { ESLint } = require('eslint');
const { LIMIT, readRatchet, measureTree, compare } = require('./function-length');

const root = path.join(__dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'selectree/function-length';

/** A function of exactly `lines` lines, none blank or a comment. */
function fn(name, lines) {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  total += ${i};`);
  return [`export function ${name}(total: number) {`, ...body.slice(0, -1), '  return total;', '}'].join('\n');
}

async function lengthMessages(file, code) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

/** A listed function with a plain name, and its file: the probes below stand in for it. */
function aListedFunction() {
  for (const [file, functions] of Object.entries(readRatchet())) {
    for (const [name, recorded] of Object.entries(functions)) {
      if (/^\w+$/.test(name)) return { file, name, recorded, others: Object.keys(functions).filter((n) => n !== name) };
    }
  }
  throw new Error('the ratchet lists no named function');
}

test(`lint refuses a function over ${LIMIT} lines that is not listed`, async () => {
  const messages = await lengthMessages('server/src/services/probe.ts', fn('probeTooLong', LIMIT + 1));
  assert.equal(messages.length, 1, JSON.stringify(messages));
  assert.match(messages[0], new RegExp(`probeTooLong has ${LIMIT + 1} lines \\(limit ${LIMIT}\\)`));
  const client = await lengthMessages('client/src/features/search/probe.tsx', fn('ProbeForm', LIMIT + 20));
  assert.match(client[0], /ProbeForm has 80 lines/);
});

test(`lint allows a function of ${LIMIT} lines, and long functions in tests`, async () => {
  assert.deepEqual(await lengthMessages('server/src/services/probe.ts', fn('probeAtLimit', LIMIT)), []);
  assert.deepEqual(await lengthMessages('server/src/services/probe.test.ts', fn('probeTest', LIMIT + 40)), []);
});

test('blank lines and comments do not count', async () => {
  const padded = fn('probePadded', LIMIT).replace('{\n', '{\n\n  // a comment\n  /* and another */\n\n');
  assert.deepEqual(await lengthMessages('server/src/services/probe.ts', padded), []);
});

test('lint refuses a listed function that grew past its recorded length', async () => {
  const { file, name, recorded } = aListedFunction();
  const messages = await lengthMessages(file, fn(name, recorded + 1));
  assert.ok(
    messages.some((message) => message.includes(`more than the ${recorded} recorded`)),
    JSON.stringify(messages),
  );
});

test('lint allows a listed function at its recorded length', async () => {
  const { file, name, recorded } = aListedFunction();
  const messages = await lengthMessages(file, fn(name, recorded));
  assert.ok(!messages.some((message) => message.startsWith(`${name} `)), JSON.stringify(messages));
});

test('lint asks for a shorter listed function to be recorded, and for a gone or short one to be removed', async () => {
  const { file, name, recorded } = aListedFunction();
  const shorter = await lengthMessages(file, fn(name, recorded - 1));
  assert.ok(
    shorter.some((message) => message.includes(`fewer than the ${recorded} recorded`)),
    JSON.stringify(shorter),
  );
  const short = await lengthMessages(file, fn(name, LIMIT));
  assert.ok(
    short.some((message) => message.startsWith(`${name} is listed`)),
    JSON.stringify(short),
  );
  const gone = await lengthMessages(file, 'export const nothing = 1;');
  assert.ok(
    gone.some((message) => message.startsWith(`${name} is listed`)),
    JSON.stringify(gone),
  );
});

test('the list of exceptions matches the code exactly', async () => {
  const problems = compare(readRatchet(), await measureTree());
  assert.deepEqual(problems, { unlisted: [], grew: [], shrank: [], stale: [] });
});
