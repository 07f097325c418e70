import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFinalizedShipment, createShipper, payWithVisa, saveVisa } from '../support/api';
import { savedBy, savedPdfText } from '../support/downloads';
import { baseUrl } from '../support/environment';
import { coverLoad, deliver, reportMilestone } from '../support/movement';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/ui';

test.use({ baseURL: baseUrl(), acceptDownloads: true });

const MEMPHIS = { latitude: 35.1495, longitude: -90.049 };
const ATLANTA = { latitude: 33.749, longitude: -84.388 };

const DOCKS = {
  pickup: {
    name: 'Riverside Cold Storage',
    address: '410 Riverside Dr',
    zip: '38103',
    contact: 'Sam Ortiz',
  },
  dropoff: {
    name: 'Peachtree Crossdock',
    address: '1200 Peachtree St',
    zip: '30309',
    contact: 'Lee Park',
  },
};

/** Types a facility into the stop's dialog, which saves it to the company's book too. */
const typeFacility = async (page: Page, end: 'pickup' | 'dropoff') => {
  const dock = DOCKS[end];
  await page.getByRole('button', { name: `Add ${end} facility info` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Facility name').fill(dock.name);
  await dialog.getByLabel('Address').fill(dock.address);
  await dialog.getByLabel('Zip code').fill(dock.zip);
  await dialog.getByLabel('Contact name').fill(dock.contact);
  await dialog.getByLabel('Phone number').fill('+19015550111');
  await dialog.getByLabel('Email').fill(`${end}@docks.example.com`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(dock.name)).toBeVisible();
};

test('a shipper keeps facilities in the book, prints the papers and books a past load again', async ({
  page,
  request,
}) => {
  const shipper = await createShipper(request, 'papers');
  const first = await createFinalizedShipment(request, shipper.token);
  await signIn(page, shipper.email, shipper.password);

  // The facilities typed once go into the company's book.
  await page.goto(`/shipments/${first.id}/appointment`);
  await typeFacility(page, 'pickup');
  await typeFacility(page, 'dropoff');

  // Until paid, the page says what the papers wait for.
  await page.goto(`/shipments/${first.id}`);
  const papers = page.getByRole('region', { name: 'Shipping papers' });
  await expect(papers.getByText('The payment: missing').first()).toBeVisible();
  await expect(papers.getByText('The pickup facility: done')).toBeVisible();

  // Paid, both papers download, and read back.
  await saveVisa(request, shipper.token);
  await payWithVisa(request, shipper.token, first.id);
  await page.reload();
  await checkScreen(page, '50-shipping-papers');
  const bol = await savedBy(page, () =>
    papers.getByRole('button', { name: 'Download bill of lading' }).click(),
  );
  expect(bol.suggestedFilename()).toMatch(/^BOL-0860001\d{10}\.pdf$/);
  const bolText = await savedPdfText(bol);
  expect(bolText).toContain('Straight Bill of Lading');
  expect(bolText).toContain(bol.suggestedFilename().slice(4, 21));
  for (const dock of Object.values(DOCKS)) expect(bolText).toContain(dock.name);
  expect(bolText).toContain('PU-1001');
  expect(bolText).toContain('Freight charges: Prepaid');

  const confirmation = await savedBy(page, () =>
    papers.getByRole('button', { name: 'Download load confirmation' }).click(),
  );
  expect(confirmation.suggestedFilename()).toBe(`load-confirmation-${first.id}.pdf`);
  const confirmed = await savedPdfText(confirmation);
  expect(confirmed).toContain('Load confirmation');
  expect(confirmed).toContain(`#${first.id}`);
  expect(confirmed).toMatch(/Memphis, TN to Atlanta, GA/);
  expect(confirmed).toMatch(/Total paid\s+\$[\d,]+\.\d\d/);
  expect(confirmed).toContain('Free cancellation until');

  // A new shipment finds the pickup dock in the book: every field filled, still editable.
  const second = await createFinalizedShipment(request, shipper.token);
  await page.goto(`/shipments/${second.id}/appointment`);
  await page.getByRole('button', { name: 'Add pickup facility info' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('From the facility book').fill('Riverside');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: DOCKS.pickup.name })
    .first()
    .click();
  await expect(dialog.getByLabel('Facility name')).toHaveValue(DOCKS.pickup.name);
  await expect(dialog.getByLabel('Zip code')).toHaveValue(DOCKS.pickup.zip);
  await expect(dialog.getByLabel('Contact name')).toHaveValue(DOCKS.pickup.contact);
  await checkScreen(page, '51-facility-from-book');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(DOCKS.pickup.name)).toBeVisible();

  // The first load delivered, it is booked again from the dashboard's past shipments.
  const driver = await coverLoad(request, first.id);
  await reportMilestone(request, driver, 'arrived_pickup', MEMPHIS);
  await reportMilestone(request, driver, 'departed_pickup', MEMPHIS);
  await reportMilestone(request, driver, 'arrived_dropoff', ATLANTA);
  await deliver(request, driver);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: /Past/ }).click();
  await page.getByRole('button', { name: `Actions for shipment #${first.id}` }).click();
  await page.getByRole('menuitem', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/create-shipment$/);
  // The pickers show the cities chosen, as they show a city picked by hand.
  await expect(page.getByText('Memphis, TN, US', { exact: true })).toBeVisible();
  await expect(page.getByText('Atlanta, GA, US', { exact: true })).toBeVisible();
  await expect(page.getByText(/miles/)).toBeVisible();
  await page
    .getByRole('group', { name: /pickup date/i })
    .getByRole('button')
    .nth(3)
    .click();
  await page.getByRole('button', { name: 'Review shipment' }).click();
  await expect(page).toHaveURL(/\/shipments\/\d+\/appointment$/);
  expect(page.url()).not.toContain(`/shipments/${first.id}/`);
  await expect(page.getByText('From the shipment booked again, not saved yet.')).toHaveCount(2);
  for (const dock of Object.values(DOCKS)) await expect(page.getByText(dock.name)).toBeVisible();
  await checkScreen(page, '52-booked-again');
});
