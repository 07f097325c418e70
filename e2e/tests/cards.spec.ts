import { expect, test } from '@playwright/test';
import { createFinalizedShipment, createShipper, getShipment } from '../support/api';
import { baseUrl } from '../support/environment';
import { checkScreen } from '../support/screens';
import { fillCard, signIn } from '../support/ui';

test.use({ baseURL: baseUrl() });

test('a card that asks for authentication: failed, then completed', async ({ page, request }) => {
  const shipper = await createShipper(request, 'authcard');
  const shipment = await createFinalizedShipment(request, shipper.token);
  await signIn(page, shipper.email, shipper.password);
  await page.goto(`/shipments/${shipment.id}/checkout`);
  await fillCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Authenticate this payment' });
  await checkScreen(page, '16-card-authentication');
  await dialog.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByText(/unable to authenticate your payment method/)).toBeVisible();
  expect((await getShipment(request, shipper.token, shipment.id)).status).toBe('unfinished');

  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  expect((await getShipment(request, shipper.token, shipment.id)).status).toBe('upcoming');
});

test('a declined card charges nothing, and a good card then pays', async ({ page, request }) => {
  const shipper = await createShipper(request, 'declined');
  const shipment = await createFinalizedShipment(request, shipper.token);
  await signIn(page, shipper.email, shipper.password);
  await page.goto(`/shipments/${shipment.id}/checkout`);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await checkScreen(page, '17-card-declined');
  expect((await getShipment(request, shipper.token, shipment.id)).status).toBe('unfinished');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
});

test('a double click on Pay charges once and makes one invoice', async ({ page, request }) => {
  const shipper = await createShipper(request, 'doubleclick');
  const shipment = await createFinalizedShipment(request, shipper.token);
  await signIn(page, shipper.email, shipper.password);
  await page.goto(`/shipments/${shipment.id}/checkout`);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect(page.getByText('Payment Successful!')).toBeVisible();

  const response = await request.get(`${baseUrl()}/api/invoices/`, {
    headers: { Authorization: `Token ${shipper.token}` },
  });
  const invoices = (
    (await response.json()) as {
      results: { shipment_id: number; status: string; total_amount: string }[];
    }
  ).results;
  const paid = await getShipment(request, shipper.token, shipment.id);
  expect(invoices.filter((invoice) => invoice.shipment_id === shipment.id)).toEqual([
    expect.objectContaining({ status: 'paid', total_amount: paid.total_price }),
  ]);
  // Paying again is refused: the one charge stands.
  const again = await request.post(`${baseUrl()}/api/payments/create-intent/`, {
    headers: { Authorization: `Token ${shipper.token}` },
    data: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
  });
  expect(again.status()).toBe(400);
});
