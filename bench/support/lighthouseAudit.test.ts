import { launch } from 'chrome-launcher';
import { auditPage } from './lighthouseAudit';

jest.mock('../../e2e/chromiumPath', () => ({ CHROMIUM_PATH: '/nowhere/chromium' }));
// The real launcher is an ES module, which these tests do not load; a start is never reached here.
jest.mock('chrome-launcher', () => ({ launch: jest.fn(), killAll: jest.fn() }));

describe("The bench's Lighthouse run", () => {
  it('fails with what to install when Chromium is missing, without starting it', async () => {
    await expect(auditPage(new URL('http://127.0.0.1:1/'), null, 'desktop')).rejects.toThrow(
      'Chromium is missing at /nowhere/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
    expect(launch).not.toHaveBeenCalled();
  });
});
