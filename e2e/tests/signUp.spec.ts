import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/api';
import { baseUrl } from '../support/environment';
import { verificationLink } from '../support/outbox';
import { checkScreen } from '../support/screens';

test.use({ baseURL: baseUrl() });

test('a shipper signs up in three steps, verifies the e-mail from its link and signs in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone number').fill('0123');
  await page.getByLabel('Company name').fill('Nguyen Cold Chain');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await checkScreen(page, '04-sign-up-error');

  await page.getByLabel('Phone number').fill('+14155550123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sign-up-2$/);
  await expect(page.getByRole('heading', { name: 'Your shipping needs' })).toBeVisible();

  // The guard keeps an account without shipping needs on step 2.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-up-2$/);

  await page.getByLabel('Company location').fill('Calif');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'California, US' })
    .click();
  await page.getByRole('checkbox', { name: 'Full truckload (FTL)' }).check();
  await page.getByRole('checkbox', { name: 'Reefer' }).check();
  await checkScreen(page, '05-sign-up-needs');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sign-up-3$/);
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkScreen(page, '06-sign-up-verify');

  // The guard keeps an unverified account on step 3.
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/sign-up-3$/);

  // The link is opened where the shopper reads mail: a browser without the session.
  const mailReader = await browser.newContext({ baseURL: baseUrl() });
  const elsewhere = await mailReader.newPage();
  await elsewhere.goto(await verificationLink(email));
  await expect(elsewhere.getByText('Email Verified Successfully')).toBeVisible();
  await checkScreen(elsewhere, '07-email-verified');
  await elsewhere.getByRole('link', { name: 'Go to login' }).click();
  await elsewhere.getByLabel('Email').fill(email);
  await elsewhere.getByLabel('Password').fill(PASSWORD);
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere).toHaveURL(/\/dashboard$/);
  await expect(elsewhere.getByText('Nguyen Cold Chain')).toBeVisible();
  await mailReader.close();

  // Back in the first browser, step 3 notices the verification and moves on.
  await page.goto('/sign-up-3');
  await expect(page).toHaveURL(/\/dashboard$/);
});
