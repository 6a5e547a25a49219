/** Server tests: real PostgreSQL (see test/global-setup.ts), swc for speed. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      // The rules package from its TypeScript source, in tests and global set-up alike (its dist/
      // is what the built server runs); the same mapping as server/tsconfig.json's paths.
      baseUrl: __dirname,
      paths: { '@selectree/rules': ['../packages/rules/src/index.ts'] },
    },
    // keep dynamic import() native so ESM-only packages load in global setup
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

module.exports = {
  rootDir: '..',
  // packages/rules: the catalogue rules shared with the browser; its own tests run here too.
  roots: ['<rootDir>/server/src', '<rootDir>/server/test', '<rootDir>/migrations', '<rootDir>/packages/rules/src'],
  testMatch: ['**/*.test.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // @formatjs: the ICU parser (ESM only) the e-mail catalogues are parsed with (server/src/i18n/messages.ts).
  transformIgnorePatterns: [
    '/node_modules/(?!(graphql-upload|fs-capacitor|@apidevtools/json-schema-ref-parser|@formatjs)/)',
  ],
  setupFiles: ['reflect-metadata'],
  // Every /api answer of the suite is checked against the OpenAPI document (test/contract-setup.ts).
  setupFilesAfterEnv: ['<rootDir>/server/test/contract-setup.ts'],
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker that has grown past this after a file is replaced by a fresh one before the next file:
  // each file's module registry and its app instances leave heap behind, and a worker that had run
  // ~70 files ran out of memory on a real-export file (PG15 run of 5c807c8, "Jest worker ran out of
  // memory and crashed").
  workerIdleMemoryLimit: '1GB',
};
