import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { png } from '../../server/test/pngImages';
import { createFinalizedShipment, createShipper, payWithVisa, saveVisa } from '../support/api';
import { baseUrl, dispatcherLink } from '../support/environment';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/ui';

test.use({ baseURL: baseUrl() });

const DISPATCHER_PASSWORD = 'Dispatch-2026';

/** A photo of the signed bill of lading: a small grey PNG will do. */
const BOL_PHOTO = png();

/** The driver taps a milestone, then its confirmation (which takes taps once it has settled). */
const confirmMilestone = async (phone: Page, label: string) => {
  await phone.getByRole('button', { name: label, exact: true }).click();
  await phone.getByRole('button', { name: `Confirm: ${label}` }).click();
};

/** The dashboard's tab that lists the shipment's card. */
const expectOnTab = async (page: Page, tab: RegExp, id: number) => {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByText(`#${id}`, { exact: false }).first()).toBeVisible();
};

test('a dispatcher covers a paid load, the driver moves it offline and online, and the shipper sees it move', async ({
  page,
  browser,
  request,
}) => {
  const shipper = await createShipper(request, 'moving');
  const shipment = await createFinalizedShipment(request, shipper.token);
  await saveVisa(request, shipper.token);
  await payWithVisa(request, shipper.token, shipment.id);

  // The dispatcher sets a password with the link ops:add-user printed, and is signed in.
  const office = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
  });
  const desk = await office.newPage();
  await desk.goto(dispatcherLink());
  await desk.getByLabel('New password', { exact: true }).fill(DISPATCHER_PASSWORD);
  await desk.getByLabel('New password, again').fill(DISPATCHER_PASSWORD);
  await desk.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(desk).toHaveURL(/\/ops$/);

  // A carrier, checked against the test registry.
  await desk.getByRole('link', { name: 'Carriers', exact: true }).click();
  await desk.getByRole('button', { name: 'Add carrier' }).click();
  const carrierForm = desk.getByRole('dialog');
  await carrierForm.getByLabel('Legal name').fill('Delta Plains Freight LLC');
  await carrierForm.getByLabel('USDOT number').fill('3000001');
  await carrierForm.getByLabel('Phone').fill('+19015550160');
  await carrierForm.getByLabel('Email').fill('dispatch@deltaplains.test');
  await carrierForm.getByLabel('Dry Van').check();
  await carrierForm.getByLabel('Cargo insurance expires on').fill('2030-12-31');
  await carrierForm.getByLabel('Cargo insurance expires on').press('Enter');
  await carrierForm.getByRole('button', { name: /Add carrier|Save/ }).click();
  await expect(carrierForm).toBeHidden();
  const carrierRow = desk.getByRole('row', { name: /Delta Plains Freight LLC/ });
  await expect(carrierRow.getByText('Verified')).toBeVisible();
  await checkScreen(desk, '30-ops-carriers');

  // Assigned from the board: the driver link comes back.
  await desk.getByRole('link', { name: 'Board', exact: true }).click();
  await desk.getByRole('button', { name: `Assign carrier to shipment #${shipment.id}` }).click();
  const assign = desk.getByRole('dialog', { name: `Assign carrier to shipment #${shipment.id}` });
  await assign.getByRole('combobox', { name: 'Carrier' }).click();
  await desk
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Delta Plains Freight LLC' })
    .click();
  await assign.getByLabel('Driver name').fill('Rosa Díaz');
  await assign.getByLabel('Driver mobile').fill('+19015550142');
  await assign.getByLabel('Truck number').fill('T-9');
  await assign.getByLabel('Trailer number').fill('R-31');
  await assign.getByRole('button', { name: 'Assign carrier' }).click();
  const driverLink = await assign.getByLabel('Driver link').inputValue();
  expect(driverLink).toMatch(/\/d\/[\w-]+$/);
  await checkScreen(desk, '31-ops-assigned');

  await signIn(page, shipper.email, shipper.password);
  await expectOnTab(page, /Upcoming/, shipment.id);

  // The driver's phone, at 390 px: a double tap on a milestone records nothing by itself.
  const cab = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 35.1495, longitude: -90.049 },
  });
  const phone = await cab.newPage();
  await phone.goto(driverLink);
  await expect(phone.getByText('Memphis', { exact: false }).first()).toBeVisible();
  await expect(phone.getByText('All updates sent')).toBeHidden();
  await phone.getByRole('button', { name: 'Share my location' }).click();
  await checkScreen(phone, '32-driver-load');
  await phone.getByRole('button', { name: 'Arrived at pickup', exact: true }).dblclick();
  const confirmArrival = phone.getByRole('button', { name: 'Confirm: Arrived at pickup' });
  await expect(confirmArrival).toBeVisible();
  await expect(phone.getByText('Arrived at pickup recorded.')).toBeHidden();
  await checkScreen(phone, '32-driver-confirm');
  await confirmArrival.click();
  await expect(phone.getByText('Arrived at pickup recorded.')).toBeVisible();
  await expect(phone.getByText('All updates sent')).toBeVisible();
  await checkScreen(phone, '32-driver-undo');
  await expectOnTab(page, /In Progress/, shipment.id);

  // Tapped too soon: the driver undoes it, and the shipper's page follows.
  await phone.getByRole('button', { name: 'Undo Arrived at pickup' }).click();
  await expect(phone.getByText('Arrived at pickup withdrawn.')).toBeVisible();
  await expect(
    phone.getByRole('region', { name: 'History' }).getByText('withdrawn', { exact: false }),
  ).toBeVisible();
  await expectOnTab(page, /Upcoming/, shipment.id);

  // Offline at the dock: arrival and departure wait on the phone.
  await cab.setOffline(true);
  await confirmMilestone(phone, 'Arrived at pickup');
  await confirmMilestone(phone, 'Loaded and departed');
  await expect(phone.getByText('2 updates waiting to send')).toBeVisible();
  await cab.setOffline(false);
  await expect(phone.getByText('All updates sent')).toBeVisible();

  await expectOnTab(page, /In Progress/, shipment.id);

  // At the drop-off: delivered with a signature drawn on the screen and a photo.
  await cab.setGeolocation({ latitude: 33.749, longitude: -84.388 });
  await confirmMilestone(phone, 'Arrived at dropoff');
  await expect(phone.getByText('Arrived at dropoff recorded.')).toBeVisible();
  await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
  await phone.getByLabel('Receiver’s printed name').fill('Lee Park');
  const pad = phone.locator('canvas');
  const box = await pad.boundingBox();
  if (!box) throw new Error('No signature pad.');
  await phone.mouse.move(box.x + 20, box.y + box.height / 2);
  await phone.mouse.down();
  await phone.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
  await phone.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await phone.mouse.up();
  await phone
    .getByLabel('Photo of the signed bill of lading (optional)')
    .setInputFiles({ name: 'bol.png', mimeType: 'image/png', buffer: BOL_PHOTO });
  await checkScreen(phone, '33-driver-delivery');
  await phone.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(phone.getByText('Delivered. Thank you!')).toBeVisible();
  await expect(phone.getByText('The proof of delivery is with Loadline.')).toBeVisible();
  await cab.close();

  await expectOnTab(page, /Past/, shipment.id);
  await page.goto(`/shipments/${shipment.id}`);
  await expect(page.getByText('Delta Plains Freight LLC')).toBeVisible();
  await expect(page.getByText('Rosa', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Delivered').first()).toBeVisible();
});
