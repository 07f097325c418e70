import type { Config } from 'jest';

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
const swc = ['@swc/jest', swcOptions];
/*
 * Redocly's linter is published as ES modules only: the test that runs it loads it with import(),
 * which swc leaves as it is here, for Jest to load it as a module (--experimental-vm-modules).
 */
const swcKeepingImports = [
  '@swc/jest',
  { ...swcOptions, module: { ...swcOptions.module, ignoreDynamic: true } },
];

// The domain core is imported by its alias everywhere.
const moduleNameMapper = { '^@domain/(.*)$': '<rootDir>/domain/$1' };

/*
 * Each server test file runs on one engine, named by its file: `x.test.ts` on embedded PGlite
 * (the project `server`, in npm test); `x.postgres.test.ts` on PostgreSQL alone (the project
 * `postgres`): requests raced through servers with connections of their own, locks between
 * processes, what only PostgreSQL does; `x.engines.test.ts` on both, each on its own, for what
 * differs between them (crashes, backups, servers started together).
 */
const serverTests = {
  testEnvironment: 'node',
  moduleNameMapper,
  testMatch: ['**/*.test.ts'],
  transform: {
    '/server/test/apiDocumentLint\\.test\\.ts$': swcKeepingImports,
    '^.+\\.(t|j|mj|cj)sx?$': swc,
  },
  // Published only as ES modules (some nested under other packages).
  transformIgnorePatterns: [
    '/node_modules/(?!(typebox|content-disposition|cookie|@fastify/static/node_modules/content-disposition|light-my-request/node_modules/cookie|rettime|until-async|@open-draft/deferred-promise)/)',
  ],
};

const config: Config = {
  projects: [
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      roots: ['<rootDir>/src', '<rootDir>/mocks'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/server/test/onPglite.ts', '<rootDir>/src/testing/polyfills.ts'],
      globalSetup: '<rootDir>/mocks/server/globalSetup.ts',
      globalTeardown: '<rootDir>/mocks/server/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
      transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
      // The app imports some antd components by file; jest takes the CommonJS copy of the same file.
      moduleNameMapper: { ...moduleNameMapper, '^antd/es/(.*)$': 'antd/lib/$1' },
      // msw and the lane map (d3-geo) depend on packages published only as ES modules.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@ant-design/colors|@ant-design/fast-color|d3-geo|d3-array|internmap|typebox|content-disposition|cookie|@fastify/static/node_modules/content-disposition|light-my-request/node_modules/cookie)/)',
      ],
    },
    {
      ...serverTests,
      displayName: 'server',
      roots: ['<rootDir>/domain', '<rootDir>/server', '<rootDir>/bench'],
      testPathIgnorePatterns: ['/node_modules/', '\\.postgres\\.test\\.ts$'],
      setupFiles: ['<rootDir>/server/test/onPglite.ts'],
    },
    // Only where there is a PostgreSQL to run on (scripts/with-postgres.sh gives one).
    ...(process.env.DATABASE_URL
      ? [
          {
            ...serverTests,
            displayName: 'postgres',
            roots: ['<rootDir>/server'],
            testMatch: ['**/*.postgres.test.ts', '**/*.engines.test.ts'],
          },
        ]
      : []),
  ],
  testTimeout: 30000,
  // Two cores: the default leaves one idle.
  maxWorkers: 2,
  /*
   * Each test file leaves some of its heap behind in its worker (servers, databases, pages): past
   * this a worker is replaced before its next file, rather than slowing down in its collector
   * until it runs out of memory.
   */
  workerIdleMemoryLimit: '500MB',
};

export default config;
