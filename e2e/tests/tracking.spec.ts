import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFinalizedShipment, createShipper, payWithVisa, saveVisa } from '../support/api';
import { baseUrl } from '../support/environment';
import { coverLoad, deliver, reportMilestone, reportPosition } from '../support/movement';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/ui';

test.use({ baseURL: baseUrl() });

const MEMPHIS = { latitude: 35.1495, longitude: -90.049 };
const NEAR_BIRMINGHAM = { latitude: 33.5186, longitude: -86.8104 };
const ATLANTA = { latitude: 33.749, longitude: -84.388 };

/** The shipment's page as it is now: the tracking view asks again on every visit. */
const openShipment = (page: Page, id: number) => page.goto(`/shipments/${id}`);

test('the shipper follows a load from dispatch to delivery, shares its tracking and keeps the proof', async ({
  page,
  browser,
  request,
}) => {
  const shipper = await createShipper(request, 'tracking');
  const shipment = await createFinalizedShipment(request, shipper.token);
  await saveVisa(request, shipper.token);
  await payWithVisa(request, shipper.token, shipment.id);
  const driver = await coverLoad(request, shipment.id);

  // Dispatched: the carrier and crew, the milestones planned, no estimate before the road.
  await signIn(page, shipper.email, shipper.password);
  await openShipment(page, shipment.id);
  await expect(page.getByText('USDOT 3000001')).toBeVisible();
  await expect(page.getByText(/^Verified on /)).toBeVisible();
  await expect(page.getByText('Sam', { exact: true })).toBeVisible();
  await expect(page.getByText('Once the truck leaves the pickup')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Pickup in Memphis, TN; dropoff in Atlanta, GA/ }),
  ).toBeVisible();

  // On the road from Memphis: an estimate, on time, and how it was reached.
  await reportMilestone(request, driver, 'arrived_pickup', MEMPHIS);
  await reportMilestone(request, driver, 'departed_pickup', MEMPHIS);
  await openShipment(page, shipment.id);
  await expect(page.getByText('On time')).toBeVisible();
  const fromMemphis = page.getByText(/mi left at 50 mph/);
  await expect(fromMemphis).toBeVisible();
  const before = await fromMemphis.textContent();

  // Further down the road the estimate follows the truck.
  await reportPosition(request, driver, NEAR_BIRMINGHAM);
  await openShipment(page, shipment.id);
  await expect(page.getByText(/near Birmingham, AL/)).toBeVisible();
  const fromBirmingham = await page.getByText(/mi left at 50 mph/).textContent();
  expect(fromBirmingham).not.toEqual(before);
  await checkScreen(page, '40-shipment-tracking');

  // Shared with the shipper's customer, who needs no account.
  await page.getByRole('button', { name: 'Share tracking' }).click();
  const url = await page.getByLabel('Tracking link').inputValue();
  expect(url).toMatch(/\/t\/[\w-]+$/);
  const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const shared = await customer.newPage();
  await shared.goto(url);
  await expect(shared.getByText('In transit', { exact: true })).toBeVisible();
  await expect(shared.getByText(/Birmingham, AL/).first()).toBeVisible();
  await expect(shared.getByText('Sam')).toHaveCount(0);
  await checkScreen(shared, '41-shared-tracking');

  // Revoked: the customer's page says the link closed.
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('Not shared.')).toBeVisible();
  await shared.reload();
  await expect(shared.getByRole('heading', { name: 'Link closed' })).toBeVisible();
  await customer.close();

  // Delivered: the proof of delivery, as a PDF to keep.
  await reportMilestone(request, driver, 'arrived_dropoff', ATLANTA);
  await deliver(request, driver);
  await openShipment(page, shipment.id);
  await expect(page.getByText('Lee Park')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download proof of delivery' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`proof-of-delivery-${shipment.id}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Who gets which e-mail of it.
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await checkScreen(page, '42-notifications');
});
