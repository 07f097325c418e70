import { expect, test } from '@playwright/test';
import { createShipper } from '../support/api';
import { baseUrl } from '../support/environment';
import { resetLink, resetMailCount } from '../support/outbox';
import { checkScreen } from '../support/screens';
import { signIn, storedToken } from '../support/ui';

test.use({ baseURL: baseUrl() });

test('a password reset through the e-mailed link ends the old session', async ({
  page,
  browser,
  request,
}) => {
  const shipper = await createShipper(request, 'reset');
  await signIn(page, shipper.email, shipper.password);

  const other = await browser.newContext({ baseURL: baseUrl() });
  const resetPage = await other.newPage();
  const before = await resetMailCount(shipper.email);
  await resetPage.goto('/login');
  await resetPage.getByRole('link', { name: 'Forgot your password' }).click();
  await expect(resetPage.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await resetPage.getByLabel('Email').fill(shipper.email);
  await resetPage.getByRole('button', { name: 'Send reset link' }).click();
  await expect(resetPage.getByText('Check Your Email')).toBeVisible();
  await checkScreen(resetPage, '18-reset-requested');

  await resetPage.goto(await resetLink(shipper.email, before));
  await resetPage.getByRole('textbox', { name: 'New password' }).fill('Brand-New-2026');
  await checkScreen(resetPage, '19-reset-form');
  await resetPage.getByRole('button', { name: 'Reset password' }).click();
  await expect(resetPage.getByText('Reset Success')).toBeVisible();
  await checkScreen(resetPage, '20-reset-success');
  await resetPage.getByRole('link', { name: 'Go to login' }).click();
  await resetPage.getByLabel('Email').fill(shipper.email);
  await resetPage.getByLabel('Password').fill('Brand-New-2026');
  await resetPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(resetPage).toHaveURL(/\/dashboard$/);
  await other.close();

  // The first browser's session was revoked by the reset: its next request sends it to sign-in.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out, and a token revoked on the server, both lead to sign-in', async ({
  page,
  request,
}) => {
  const shipper = await createShipper(request, 'signout');
  await signIn(page, shipper.email, shipper.password);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, shipper.email, shipper.password);
  await expect(page.getByText('No shipments yet')).toBeVisible();
  const token = await storedToken(page);
  const revoked = await request.post(`${baseUrl()}/api/auth/logout/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Create Shipment' })
    .click();
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/login$/);
  await checkScreen(page, '21-signed-out');
});
