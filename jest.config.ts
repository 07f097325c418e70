import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  projects: [
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      roots: ['<rootDir>/src', '<rootDir>/mocks'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
      transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
      // msw depends on packages published only as ES modules.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
      ],
    },
  ],
  testTimeout: 20000,
};

export default config;
