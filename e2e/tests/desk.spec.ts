import { expect, test } from '@playwright/test';
import { createFinalizedShipment, createShipper, getInvoices } from '../support/api';
import { savedBy, savedPdfText, savedText } from '../support/downloads';
import { baseUrl } from '../support/environment';
import { checkScreen } from '../support/screens';
import { fillCard, signIn } from '../support/ui';
import { formatUsd } from '../../src/lib/formatUsd';

test.use({ baseURL: baseUrl(), acceptDownloads: true });

test('the desk: a sorted table, an export read back, an invoice page and its PDF', async ({
  page,
  request,
}) => {
  const shipper = await createShipper(request, 'desk');
  const paid = await createFinalizedShipment(request, shipper.token);
  const unpaid = await createFinalizedShipment(request, shipper.token);
  await signIn(page, shipper.email, shipper.password);
  await page.goto(`/shipments/${paid.id}/checkout`);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Shipments' });
  await expect(table).toBeVisible();
  await table.getByRole('columnheader', { name: /Status/ }).click();
  await expect(page).toHaveURL(/ordering=status/);
  // Unfinished comes first in a shipment's life.
  await expect(table.getByRole('row').nth(1)).toContainText(`#${unpaid.id}`);
  await checkScreen(page, '20-dashboard-table');

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Equipment').click();
  await page.getByTitle('Reefer', { exact: true }).click();
  await expect(page.getByText('No shipments match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await checkScreen(page, '21-dashboard-filters');

  const csv = await savedBy(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.suggestedFilename()).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await savedText(csv))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toContain('Shipment ID');
  expect(rows[1]).toContain(String(unpaid.id));
  expect(rows[2]).toContain(String(paid.id));

  const [invoice] = (await getInvoices(request, shipper.token)).filter(
    ({ shipment_id }) => shipment_id === paid.id,
  );
  if (!invoice) throw new Error('The paid shipment has no invoice.');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await page.getByRole('button', { name: `View invoice ${invoice.invoice_number}` }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Invoice ${invoice.invoice_number}` }),
  ).toBeVisible();
  await expect(page.getByText('Paid in full. Thank you for shipping with us.')).toBeVisible();
  await checkScreen(page, '22-invoice');

  const pdf = await savedBy(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.suggestedFilename()).toBe(`${invoice.invoice_number}.pdf`);
  const text = await savedPdfText(pdf);
  expect(text).toContain(invoice.invoice_number);
  expect(text).toContain(`#${paid.id}`);
  expect(text).toContain('Memphis, TN');
  expect(text).toMatch(/Visa ending in 4242/);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await page.getByRole('link', { name: 'View all invoices' }).click();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Paid', { exact: true }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await invoices.getByRole('columnheader', { name: /Amount/ }).click();
  await expect(page).toHaveURL(/ordering=total_amount/);
  await expect(page.getByRole('status')).toContainText('1 invoice matches these filters');
  const spend = page.getByRole('region', { name: 'Spend, last 12 months' });
  await expect(spend.getByRole('img')).toBeVisible();
  await checkScreen(page, '23-invoices');
  await spend.getByRole('button', { name: 'Show as table' }).click();
  const months = spend.getByRole('table', { name: 'Spend by month' });
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(months.getByRole('row').last()).toContainText(formatUsd(invoice.total_amount));
  await checkScreen(page, '24-invoices-spend-table');

  const invoiceCsv = await savedBy(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(invoiceCsv.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const invoiceRows = (await savedText(invoiceCsv))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(invoiceRows).toHaveLength(2);
  expect(invoiceRows[1]).toContain(invoice.invoice_number);

  await invoices.getByRole('link', { name: invoice.invoice_number }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Invoice ${invoice.invoice_number}` }),
  ).toBeVisible();
});
