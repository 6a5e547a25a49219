// Flat config: typescript-eslint's recommended rules everywhere, React hooks rules in the client,
// and the architecture's boundaries (docs/architecture.md):
//   server: transports (rest/, graphql/, cli/) never import the database (db/) or TypeORM values;
//           services never import transports; entities and the pure import/ parsing import neither;
//   client: features never import each other or app/; lib/, components/, config/ import neither;
//           a service area (services/<area>/) is imported from outside only through its entry file
//           services/<area>.service.ts; services/shared/ imports no area;
//   rules:  packages/rules (the catalogue rules shared by both) imports only its own files: no
//           server or client code, no Node built-ins, no packages, no browser or Node globals;
//   both:   no import cycles (type-only imports do not count: they vanish at build); no source
//           file over 400 lines except the data tables named below; no function over 60 lines
//           except those named in scripts/function-length-ratchet.json, a list that only shrinks
//           (scripts/function-length.js).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const i18next = require('eslint-plugin-i18next');
const functionLength = require('./scripts/function-length');

/**
 * Every client component's words come from the message catalogues (docs/i18n.md, issue 28): a
 * literal user-visible string in the JSX of any client .tsx file (text, or a naming attribute
 * below) fails lint. Tests are left out (they assert the words). scripts/i18n-lint.test.js proves
 * the rule bites, also in a file no list names.
 */
const I18N_FILES = ['client/src/**/*.tsx'];
const I18N_EXCEPT = ['client/src/**/*.test.tsx'];
/** The attributes that carry words a visitor reads or hears (others are styles, ids, routes). */
const I18N_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'description'];

const SERVER = 'server/src';
const CLIENT = 'client/src';
const RULES = 'packages/rules/src';
const TRANSPORTS = [`${SERVER}/rest`, `${SERVER}/graphql`, `${SERVER}/cli`];

/** Every client feature folder, read at lint time, so a new feature is fenced in by itself. */
const features = fs
  .readdirSync(path.join(__dirname, CLIENT, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const serverZones = [
  ...TRANSPORTS.map((target) =>
    zone(
      target,
      `${SERVER}/db`,
      'Transports call services; only services reach the database (db/). A CLI may open and close it (db/database).',
      target.endsWith('/cli') ? ['./database.ts'] : undefined,
    ),
  ),
  ...[`${SERVER}/rest`, `${SERVER}/graphql`].flatMap((transport) => [
    zone(`${SERVER}/services`, transport, 'Services never import a transport (rest/, graphql/).'),
    zone(`${SERVER}/entities`, transport, 'Entities never import a transport.'),
    zone(`${SERVER}/import`, transport, 'import/ is pure CSV parsing: no transports.'),
  ]),
  zone(`${SERVER}/entities`, `${SERVER}/services`, 'Entities never import services.'),
  zone(`${SERVER}/import`, `${SERVER}/services`, 'import/ is pure CSV parsing: no services.'),
  zone(`${SERVER}/import`, `${SERVER}/db`, 'import/ is pure CSV parsing: no database.'),
  zone(`${SERVER}/rest`, `${SERVER}/graphql`, 'REST and GraphQL are siblings: share through services.'),
  zone(`${SERVER}/graphql`, `${SERVER}/rest`, 'REST and GraphQL are siblings: share through services.'),
];

/**
 * Service areas (server/src/services/<area>/), read at lint time: from outside an area, only its
 * entry file services/<area>.service.ts may be imported, never a file inside the folder. shared/
 * (input parsing, CSV cells) is the neutral home any area may use, and it imports no area.
 */
const SERVICES = `${SERVER}/services`;
const serverEntries = fs.readdirSync(path.join(__dirname, SERVER), { withFileTypes: true });
const serviceEntries = fs.readdirSync(path.join(__dirname, SERVICES), { withFileTypes: true });
const serviceAreas = serviceEntries
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((e) => e.name);
const outsideArea = (area) => [
  ...serverEntries.filter((entry) => entry.name !== 'services').map((entry) => `${SERVER}/${entry.name}`),
  ...serviceEntries
    .filter((entry) => entry.name !== area && entry.name !== `${area}.service.ts`)
    .map((entry) => `${SERVICES}/${entry.name}`),
];
const areaZones = serviceAreas.map((area) =>
  zone(
    outsideArea(area),
    `${SERVICES}/${area}`,
    `Import the ${area} area through its entry file, services/${area}.service.ts: the files inside services/${area}/ are its own. Export what you need from the entry, or move a helper several areas share to services/shared/.`,
  ),
);
const sharedZones = serviceAreas.map((area) =>
  zone(
    `${SERVICES}/shared`,
    [`${SERVICES}/${area}`, `${SERVICES}/${area}.service.ts`],
    'services/shared/ is neutral: it imports no service area.',
  ),
);

const clientZones = [
  ...features.map((feature) =>
    zone(
      `${CLIENT}/features/${feature}`,
      `${CLIENT}/features`,
      'Features never import each other: compose them in app/routes, or move the shared piece to components/ or lib/.',
      [`./${feature}`],
    ),
  ),
  zone(`${CLIENT}/features`, `${CLIENT}/app`, 'Features never import app/: app/ composes features.'),
  ...['lib', 'components', 'config'].flatMap((layer) => [
    zone(`${CLIENT}/${layer}`, `${CLIENT}/features`, `${layer}/ never imports a feature.`),
    zone(`${CLIENT}/${layer}`, `${CLIENT}/app`, `${layer}/ never imports app/.`),
  ]),
];

/** The rules package is pure: what it may not reach, and the one message that says so. */
const RULES_MESSAGE =
  'The catalogue rules (packages/rules) are pure TypeScript shared by the server and the browser: import only files of the rules package (no server or client code, no Node built-ins, no packages), and keep server and browser work where it runs.';
const rulesZones = [
  zone(RULES, 'server', RULES_MESSAGE),
  zone(RULES, 'client', RULES_MESSAGE),
  zone(RULES, 'bench', RULES_MESSAGE),
];
/** Globals of a browser or of Node that a pure rule never touches. */
const HOST_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'DOMParser',
  'HTMLElement',
  'Element',
  'Node',
  'File',
  'Blob',
  'FormData',
  'URLSearchParams',
  'alert',
  'process',
  'Buffer',
  'global',
  'globalThis',
  'require',
  'module',
  '__dirname',
  '__filename',
  'setImmediate',
].map((name) => ({ name, message: RULES_MESSAGE }));

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/src/generated/**',
      'client/src/lib/generated/**',
      'client/src/features/**/generated/**',
      'server/test/generated/**',
      '.data/**',
      'coverage/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'server/src/**/*.ts',
      'client/src/**/*.{ts,tsx}',
      `${RULES}/**/*.ts`,
      'migrations/**/*.ts',
      'bench/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['server/tsconfig.json', 'client/tsconfig.json', 'packages/rules/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverZones, ...areaZones, ...sharedZones, ...clientZones, ...rulesZones] },
      ],
    },
  },
  {
    // A file over 400 lines is split by concern (docs/architecture.md, "Where new code goes").
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', `${RULES}/**/*.ts`],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // A function over 60 lines (blank lines and comments not counted) is split by what it does;
    // the ones longer when the limit came in are listed with their length, and may only shrink.
    files: functionLength.FILES,
    ignores: functionLength.NOT_APPLICATION_CODE,
    plugins: { selectree: functionLength.plugin },
    rules: { 'selectree/function-length': 'error' },
  },
  {
    // Data tables, exempt from the size rule: the trees table's 70-odd typed columns.
    files: ['server/src/entities/tree.entity.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The catalogue rules: only the package's own files (relative imports that stay inside it).
    // import-x/no-restricted-paths above refuses a relative path into server/ or client/; this
    // refuses every bare specifier (node:fs, express, typeorm, react, @/lib/...) and host globals.
    files: [`${RULES}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        // Types are erased: the message formatter names the ICU parser's tree (i18n/format.ts).
        { patterns: [{ regex: '^(?!\\.\\.?/)', message: RULES_MESSAGE, allowTypeImports: true }] },
      ],
      'no-restricted-globals': ['error', ...HOST_GLOBALS],
    },
  },
  {
    // Tests sit beside the code they test and may reach the database to check what was written;
    // the cycle rule still holds for them.
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts', 'client/src/testing/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // TypeORM values (DataSource, repositories, query builders) stay in services and db/; a
    // transport may name TypeORM types.
    files: TRANSPORTS.map((dir) => `${dir}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typeorm',
              allowTypeImports: true,
              message: 'Transports call services; TypeORM values belong in services and db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 28: no literal user-visible string in the JSX of a client component (docs/i18n.md).
    files: I18N_FILES,
    ignores: I18N_EXCEPT,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: I18N_ATTRIBUTES },
          // The catalogue's keys: t('home.title'), t.rich('footer.about', …); the characteristics
          // form's field helpers, which take a field's name and message keys (field-kit.tsx).
          callees: {
            exclude: [
              't',
              't\\.rich',
              'require',
              'includes',
              'startsWith',
              'endsWith',
              'yesNo',
              'listField',
              'zipField',
              'zoneLock',
              'lockNote',
              'lockedBy',
              'kit\\.textProps',
              // the tree detail page's section builders: a section's key, and its translated label
              'report',
              'card',
              // a form field's props by its name (lib/form-fields.ts)
              'fieldProps',
              // the same, its error in the page's language (lib/translated-field-props.ts)
              'translatedFieldProps',
            ],
          },
          message:
            'A user-visible string in a converted file: put it in client/src/i18n/catalogues/<namespace>/en.json and es.json (docs/i18n.md)',
        },
      ],
    },
  },
);
