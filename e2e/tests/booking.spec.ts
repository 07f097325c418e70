import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createShipper, getInvoices } from '../support/api';
import { baseUrl } from '../support/environment';
import { checkScreen } from '../support/screens';
import { fillCard, pickCity, signIn } from '../support/ui';

test.use({ baseURL: baseUrl() });

const addFacility = async (page: Page, end: 'pickup' | 'dropoff', facility: string) => {
  await page.getByRole('button', { name: `Add ${end} facility info` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Facility name').fill(facility);
  await dialog
    .getByLabel('Address')
    .fill(end === 'pickup' ? '2200 S Halsted St' : '4500 Irving Blvd');
  await dialog.getByLabel('Zip code').fill(end === 'pickup' ? '60608' : '75247');
  await dialog.getByLabel('Contact name').fill(end === 'pickup' ? 'Sam Ortiz' : 'Lee Park');
  await dialog.getByLabel('Phone number').fill('+13125550111');
  await dialog.getByLabel('Email').fill(`${end}@warehouse.example.com`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(facility)).toBeVisible();
};

test('a shipper books a lane, pays by card, and finds it on the dashboard and in billing', async ({
  page,
  request,
}) => {
  const shipper = await createShipper(request, 'booking');
  await signIn(page, shipper.email, shipper.password);
  await expect(page.getByText(/Good (morning|afternoon|evening), Morgan/)).toBeVisible();
  await checkScreen(page, '08-dashboard-empty');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Create Shipment' })
    .click();
  await page.getByText('Reefer', { exact: true }).click();
  await pickCity(page, 'Pickup city', 'Chicago', /^Chicago, IL/);
  await pickCity(page, 'Dropoff city', 'Dallas', /^Dallas, TX/);
  await expect(page.getByText(/miles/)).toBeVisible();
  // The third day of the 21-day strip.
  await page
    .getByRole('group', { name: /pickup date/i })
    .getByRole('button')
    .nth(2)
    .click();
  await expect(page.getByLabel('Dropoff date')).not.toHaveValue('');
  await checkScreen(page, '09-create-shipment');
  await page.getByRole('button', { name: 'Review shipment' }).click();

  await expect(page).toHaveURL(/\/shipments\/\d+\/appointment$/);
  const id = Number(/shipments\/(\d+)/.exec(page.url())?.[1]);
  await addFacility(page, 'pickup', 'Halsted Cold Storage');
  await addFacility(page, 'dropoff', 'Irving Distribution Center');
  await page.getByRole('checkbox', { name: /Driver assist/ }).check();
  await checkScreen(page, '10-appointment');
  await page.getByRole('link', { name: 'Book shipment' }).click();

  await expect(page).toHaveURL(new RegExp(`/shipments/${id}/finalizing$`));
  await page.getByLabel(/Reference number/).fill('PO-77812');
  await page.getByLabel(/Commodity/).fill('Frozen poultry');
  await page.getByLabel(/Weight/).fill('38');
  // A reefer holds the temperature the shipper asks for.
  await page.getByLabel('Temperature (°F)').fill('-5');
  await page.getByText('Continuous', { exact: true }).click();
  await page.getByLabel('Pickup number').fill('PU-5521');
  await page.getByLabel('Pickup notes').fill('Check in at gate 2');
  await page.getByLabel('Dropoff number').fill('DO-8810');
  await page.getByLabel('Dropoff notes').fill('Appointment required');
  await checkScreen(page, '11-finalizing');
  await page.getByRole('button', { name: 'Finalize shipment' }).click();

  await expect(page).toHaveURL(new RegExp(`/shipments/${id}/checkout$`));
  await expect(page.getByText('Driver Fees')).toBeVisible();
  await expect(page.getByText('$150.00')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await checkScreen(page, '12-checkout');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText(`Shipment ID: #${id}`)).toBeVisible();
  await checkScreen(page, '13-payment-successful');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('tab', { name: /Upcoming/ }).click();
  await expect(page.getByText('PO-77812')).toBeVisible();
  await checkScreen(page, '14-dashboard-upcoming');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Billing' })
    .click();
  const [invoice] = await getInvoices(request, shipper.token);
  expect(invoice).toMatchObject({ shipment_id: id, status: 'paid' });
  await expect(page.getByText(invoice?.invoice_number ?? 'missing')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paid' })).toBeVisible();
  await checkScreen(page, '15-billing');
});
