import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFinalizedShipment, createShipper, payWithVisa, saveVisa } from '../support/api';
import { baseUrl } from '../support/environment';
import { coverLoad, reportMilestone, reportPosition } from '../support/movement';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/ui';

const PHONE = { width: 390, height: 844 };
test.use({ baseURL: baseUrl(), viewport: PHONE, isMobile: true, hasTouch: true });

const MEMPHIS = { latitude: 35.1495, longitude: -90.049 };
const NEAR_BIRMINGHAM = { latitude: 33.5186, longitude: -86.8104 };

/** Nothing reaches past the phone's width: the page never scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
};

test('a shipper opens the dashboard, a moving shipment, billing and an invoice on a phone', async ({
  page,
  request,
}) => {
  const shipper = await createShipper(request, 'phone');
  const shipment = await createFinalizedShipment(request, shipper.token);
  await saveVisa(request, shipper.token);
  await payWithVisa(request, shipper.token, shipment.id);
  const driver = await coverLoad(request, shipment.id);
  await reportMilestone(request, driver, 'arrived_pickup', MEMPHIS);
  await reportMilestone(request, driver, 'departed_pickup', MEMPHIS);
  await reportPosition(request, driver, NEAR_BIRMINGHAM);

  await signIn(page, shipper.email, shipper.password);
  await expect(page).toHaveTitle('Dashboard · Loadline');
  // The pages sit under one menu button, not in a header wider than the phone.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Shipment #${shipment.id}` }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkScreen(page, '60-phone-dashboard');

  await page.goto(`/shipments/${shipment.id}`);
  await expect(page).toHaveTitle(`Shipment #${shipment.id} · Loadline`);
  await expect(page.getByText(/near Birmingham, AL/)).toBeVisible();
  await expect(page.getByText('Latest milestone')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Pickup in Memphis, TN; dropoff in Atlanta, GA/ }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkScreen(page, '61-phone-shipment');

  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page).toHaveTitle('Billing · Loadline');
  await expect(page.getByRole('heading', { name: 'Recent Invoices' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkScreen(page, '62-phone-billing');

  await page
    .getByRole('button', { name: /^View invoice / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page).toHaveTitle(/^Invoice .* · Loadline$/);
  await expectNoSidewaysScroll(page);
  await checkScreen(page, '63-phone-invoice');
});
