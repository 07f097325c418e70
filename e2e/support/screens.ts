import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/**
 * Looks at a screen as a user does: fails on any serious or critical accessibility violation axe
 * finds, and, with E2E_SCREENSHOTS=1, saves a screenshot for a person to review. Otherwise only a
 * failing test leaves one (in test-results/), which is all a routine run needs.
 */
export const checkScreen = async (page: Page, name: string) => {
  // Let antd's motion settle so the picture and the audit see the final state.
  await page.waitForTimeout(300);
  if (process.env.E2E_SCREENSHOTS === '1') {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, `accessibility of ${name}`).toEqual([]);
};
