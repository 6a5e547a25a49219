// Proves the catalogue rule bites (issue 28, docs/i18n.md): in any client component (eslint.config.js's
// I18N_FILES), a literal user-visible string in JSX (text or a naming attribute) is refused, also in
// a new file; words from the catalogue, styles and routes pass; tests (which assert words) are left alone.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { ESLint } = require('eslint');

const root = path.join(__dirname, '..');
const eslint = new ESLint({ cwd: root });
const CONVERTED = 'client/src/components/layouts/site-footer.tsx';
// A component nobody has written yet: the rule covers it from its first line.
const NEW_FILE = 'client/src/features/new-feature/components/new-screen.tsx';
const TEST_FILE = 'client/src/components/layouts/site-footer.test.tsx';
const RULE = 'i18next/no-literal-string';

async function rulesBroken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const component = (jsx) => `
import { useT } from '@/i18n/i18n';

export function Probe() {
  const t = useT();
  return ${jsx};
}
`;

test('a literal sentence in the JSX of a converted file is refused', async () => {
  assert.ok(
    (await rulesBroken(CONVERTED, component('<p>Tree information is provided for guidance</p>'))).includes(RULE),
  );
});

test('a literal accessible name in a converted file is refused', async () => {
  assert.ok(
    (await rulesBroken(CONVERTED, component('<nav aria-label="Footer">{t(\'footer.api\')}</nav>'))).includes(RULE),
  );
});

test('words from the catalogue, and styles, ids and routes, pass', async () => {
  const jsx = `<nav aria-label={t('footer.nav')} className="x" id="footer">
      <a href="/api/docs" target="_blank" rel="noopener noreferrer">{t('footer.api')}</a>
      <p>{t.rich('footer.about', { program: 'UFEI' })}</p>
    </nav>`;
  assert.deepEqual(
    (await rulesBroken(CONVERTED, component(jsx))).filter((rule) => rule === RULE),
    [],
  );
});

test('a new component is checked from its first line', async () => {
  assert.ok((await rulesBroken(NEW_FILE, component('<p>Appraisal groups</p>'))).includes(RULE));
});

test('a test file is not checked (it asserts the words a screen shows)', async () => {
  assert.deepEqual(
    (await rulesBroken(TEST_FILE, component('<p>Appraisal groups</p>'))).filter((rule) => rule === RULE),
    [],
  );
});
