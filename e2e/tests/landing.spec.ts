import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/environment';
import { checkScreen } from '../support/screens';
import { createShipper } from '../support/api';
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

test('a visitor books the lane quoted: the largest city of the text is picked, and the lane waits through sign-in', async ({
  page,
  request,
}) => {
  const shipper = await createShipper(request, 'landing');
  // What a picker shows picked: the list antd keeps open a moment holds the same title.
  const picked = (city: string) => page.locator('#root').getByTitle(city);
  await page.goto('/');
  // "Atla" is also a town's whole name; Enter picks what the shipper means, Atlanta.
  await page.getByLabel('Ship From').fill('Atla');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toHaveText('Atlanta, GA, US');
  await page.getByLabel('Ship From').press('Enter');
  await expect(picked('Atlanta, GA, US')).toBeVisible();
  await pickCity(page, 'Ship To', 'Dallas', /^Dallas, TX/);

  await page.getByRole('link', { name: 'Book this lane' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(shipper.email);
  await page.getByLabel('Password').fill(shipper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/create-shipment\?pickup=\d+&dropoff=\d+&equipment=dryVan$/);
  await expect(picked('Atlanta, GA, US')).toBeVisible();
  await expect(picked('Dallas, TX, US')).toBeVisible();
  await expect(page.getByText(/^\d{1,3}(,\d{3})* miles$/)).toBeVisible();
  await checkScreen(page, '03b-create-shipment-lane-booked');
});
