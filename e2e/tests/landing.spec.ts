import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/environment';
import { checkScreen } from '../support/screens';
import { pickCity } from '../support/ui';

test.use({ baseURL: baseUrl() });

test('a visitor prices a lane on the landing page, then Get Started leads to sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Get Quote')).toBeVisible();
  await checkScreen(page, '01-landing');

  await pickCity(page, 'Ship From', 'Chicago', /^Chicago, IL/);
  await pickCity(page, 'Ship To', 'Dallas', /^Dallas, TX/);
  await expect(page.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)).toBeVisible();
  await expect(page.getByText('Get Quote')).toHaveCount(0);
  await checkScreen(page, '02-landing-quote');

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await checkScreen(page, '03-login');
});
