import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/**
 * Looks at a screen as a user does: saves a screenshot for a person to review, and fails on any
 * serious or critical accessibility violation axe finds.
 */
export const checkScreen = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Let antd's motion settle so the picture and the audit see the final state.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
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
