// Proves the catalogue rule bites (issue 28, docs/i18n.md): in a file of eslint.config.js's
// I18N_CONVERTED list, a literal user-visible string in JSX (text or a naming attribute) is refused;
// words from the catalogue, styles and routes pass; a file not yet converted is left alone.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { ESLint } = require('eslint');

const root = path.join(__dirname, '..');
const eslint = new ESLint({ cwd: root });
const CONVERTED = 'client/src/components/layouts/site-footer.tsx';
// A path no list names (every real screen is converted in time): the rule stays off outside I18N_CONVERTED.
const NOT_CONVERTED = 'client/src/app/routes/not-yet-converted.tsx';
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

test('a file not yet converted is not checked', async () => {
  assert.deepEqual(
    (await rulesBroken(NOT_CONVERTED, component('<p>Appraisal groups</p>'))).filter((rule) => rule === RULE),
    [],
  );
});
