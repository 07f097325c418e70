import { chromium } from '@playwright/test';
import playwrightConfig from '../../e2e/playwright.config';
import { undoOnExit } from './cleanup';

/**
 * Chromium as the browser tests launch it, closed by the bench itself on Ctrl-C and SIGTERM:
 * Playwright's own handlers would end the process before the bench stops its servers.
 */
export const launchBrowser = async () => {
  const browser = await chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  return { browser, close: undoOnExit(() => browser.close()) };
};
