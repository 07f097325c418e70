import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** Types into a city picker and picks the option once the search (1 s after typing) answers. */
export const pickCity = async (page: Page, label: string, typed: string, option: RegExp) => {
  await page.getByLabel(label).fill(typed);
  // antd draws the visible options apart from the hidden list it keeps for screen readers.
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
};

/** The session token the app keeps in the browser (redux-persist's copy of the auth slice). */
export const storedToken = async (page: Page): Promise<string> => {
  const stored = await page.evaluate(() => window.localStorage.getItem('persist:auth'));
  const token = stored ? (JSON.parse(JSON.parse(stored).token as string) as string | null) : null;
  if (!token) throw new Error('No session is stored in the browser.');
  return token;
};

export const fillCard = async (page: Page, number: string) => {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 39');
  await page.getByLabel('CVC').fill('123');
};
