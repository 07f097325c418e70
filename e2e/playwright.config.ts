import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './chromiumPath';

/*
 * Browser tests of the real product: the production build served by the real server on a fresh
 * data directory with the test payment provider (started in globalSetup), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './globalSetup.ts',
  // One browser at a time: the server and Chromium share two cores.
  workers: 1,
  fullyParallel: false,
  // A test that passes only at a second try waits for the wrong thing: it is fixed, not retried.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    viewport: { width: 1280, height: 900 },
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
