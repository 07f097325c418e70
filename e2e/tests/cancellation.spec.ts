import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { addDays, todayUtc } from '@domain/dates';
import { formatUsd } from '@domain/invoiceDocumentSheet';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { Shipment } from '@domain/types';
import { waitForMail } from '../../server/test/outbox';
import {
  createFinalizedShipment,
  createShipper,
  getShipment,
  payWithVisa,
  saveVisa,
} from '../support/api';
import { baseUrl, dataDir, serverNow } from '../support/environment';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/ui';

test.use({ baseURL: baseUrl() });

const NOTICE = (id: number) => new RegExp(`^Your Loadline shipment #${id} is cancelled$`);

/** The text of a shipment's cancellation notice, once it was sent. */
const noticeText = async (email: string, id: number) =>
  (await waitForMail(dataDir(), email, NOTICE(id))).text ?? '';

const cardOf = (page: Page, id: number) => page.getByRole('article', { name: `Shipment #${id}` });

/** Picks a reason in the open cancellation dialog, with words of the shipper's own if given. */
const confirmCancel = async (dialog: Locator, reason: string, words?: string) => {
  await dialog.getByRole('radio', { name: reason }).check();
  if (words) await dialog.getByLabel(/Tell us more/).fill(words);
  await dialog.getByRole('button', { name: 'Cancel shipment' }).click();
  await expect(dialog).toBeHidden();
};

/** Opens a card's menu and its cancellation dialog, from the dashboard's tab the card is on. */
const openFromCard = async (page: Page, tab: RegExp, id: number) => {
  await page.getByRole('tab', { name: tab }).click();
  await cardOf(page, id)
    .getByRole('button', { name: `Actions for shipment #${id}` })
    .click();
  await page.getByRole('menuitem', { name: 'Cancel Shipment' }).click();
  return page.getByRole('dialog', { name: `Cancel shipment #${id}?` });
};

test('cancelling: unpaid, paid in time and paid too late, on the cards, in billing and by e-mail', async ({
  page,
  request,
}) => {
  const today = todayUtc(serverNow());
  const shipper = await createShipper(request, 'cancels');
  await saveVisa(request, shipper.token);
  const unpaid = await createFinalizedShipment(request, shipper.token);
  const inTime = await createFinalizedShipment(request, shipper.token, addDays(today, 7));
  // Picked up tomorrow: free cancellation ended as today began in Memphis.
  const late = await createFinalizedShipment(request, shipper.token, addDays(today, 1));
  await payWithVisa(request, shipper.token, inTime.id);
  await payWithVisa(request, shipper.token, late.id);
  const lateTotal = (await getShipment(request, shipper.token, late.id)).total_price;
  const inTimeTotal = (await getShipment(request, shipper.token, inTime.id)).total_price;
  const lateRefund = centsToMoney(moneyToCents(lateTotal) - LATE_CANCELLATION_FEE_CENTS.dryVan);

  // The browser's clock reads as the server's, so both tell the same deadlines.
  await page.clock.install({ time: serverNow() });
  await signIn(page, shipper.email, shipper.password);

  await page.getByRole('tab', { name: /Upcoming/ }).click();
  await expect(cardOf(page, inTime.id)).toContainText(/Free cancellation until \w{3}, \w{3} \d+/);
  await expect(cardOf(page, late.id)).toContainText(/Free cancellation ended \w{3}, \w{3} \d+/);
  await checkScreen(page, '30-dashboard-free-cancellation');

  // Unpaid: nothing to pay back.
  const unpaidDialog = await openFromCard(page, /Unfinished/, unpaid.id);
  await expect(unpaidDialog).toContainText('Cancelling is free: nothing has been charged.');
  await checkScreen(page, '31-cancel-unpaid');
  await confirmCancel(unpaidDialog, 'Plans changed');
  await expect(page.getByText(`Shipment #${unpaid.id} cancelled.`)).toBeVisible();
  await expect(cardOf(page, unpaid.id)).toBeHidden();

  // Paid, in time, from its page: all of it back to the card.
  await page.goto(`/shipments/${inTime.id}`);
  await page.getByRole('button', { name: 'Cancel Shipment' }).click();
  const inTimeDialog = page.getByRole('dialog', { name: `Cancel shipment #${inTime.id}?` });
  await expect(inTimeDialog).toContainText(
    `Cancelling now is free; ${formatUsd(inTimeTotal)} will be refunded to Visa •••• 4242`,
  );
  await confirmCancel(inTimeDialog, 'Other', 'The plant closed for inventory.');
  await expect(
    page.getByText(/^Cancelled on .* — Other: The plant closed for inventory\.$/),
  ).toBeVisible();
  await expect(
    page.getByText(`Cancellation fee $0.00 · Refunded ${formatUsd(inTimeTotal)}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Shipment' })).toBeHidden();
  await checkScreen(page, '32-cancelled-details');

  // Paid, too late, from its card: the fee kept, the rest back to the card.
  await page.goto('/dashboard');
  const lateDialog = await openFromCard(page, /Upcoming/, late.id);
  await expect(lateDialog).toContainText(
    `A $150.00 cancellation fee applies; ${formatUsd(lateRefund)} will be refunded to Visa •••• 4242`,
  );
  await checkScreen(page, '33-cancel-late');
  await confirmCancel(lateDialog, 'Price');
  await expect(cardOf(page, late.id)).toBeHidden();

  // All three are under All, grey and cancelled; in no other tab.
  await page.getByRole('tab', { name: /All/ }).click();
  for (const { id } of [unpaid, inTime, late])
    await expect(cardOf(page, id)).toContainText('Cancelled');
  await checkScreen(page, '34-dashboard-cancelled');

  // Billing counts what was kept: the late fee, nothing refunded.
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('link', { name: /Total Payments/ })).toContainText('$150.00');
  await page.getByRole('link', { name: 'View all invoices' }).click();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const statuses: [Shipment, string][] = [
    [unpaid, 'Void'],
    [inTime, 'Refunded'],
    [late, 'Partially refunded'],
  ];
  for (const [{ id }, status] of statuses)
    await expect(
      invoices.getByRole('row').filter({ hasText: new RegExp(`#${id}(?!\\d)`) }),
    ).toContainText(status);
  await checkScreen(page, '35-invoices-cancelled');

  // And a notice of each, by e-mail.
  expect(await noticeText(shipper.email, unpaid.id)).toContain(
    'Nothing was charged, and invoice INV-',
  );
  expect(await noticeText(shipper.email, inTime.id)).toContain(
    `The full ${formatUsd(inTimeTotal)} you paid was refunded to Visa ending in 4242`,
  );
  const lateNotice = await noticeText(shipper.email, late.id);
  expect(lateNotice).toMatch(/Free cancellation ended \w{3}, \w{3} \d+, 12:00 AM C[SD]T, /);
  expect(lateNotice).toContain(
    `so a $150.00 cancellation fee was kept. The other ${formatUsd(lateRefund)} was refunded to Visa ending in 4242`,
  );
});
