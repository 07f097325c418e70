import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { server } from '../../../mocks/node';
import { INVOICE_TABLE_ROWS } from '@domain/constants';
import { sumInvoiceCents } from '@domain/invoiceFilters';
import { invoiceTotals } from '@domain/invoiceTotals';
import { centsToMoney } from '@domain/money';
import type { Invoice, InvoicePage } from '@domain/types';
import { localMonthStart } from './monthStart';

export type InvoiceRow = { status: string; total: string; paidAt?: Date };

/** The first page of invoices as the API answers it, with the totals over all of them. */
const invoicePageOf = (invoices: Invoice[]): InvoicePage => ({
  results: invoices.slice(0, INVOICE_TABLE_ROWS),
  count: invoices.length,
  page: 1,
  page_size: INVOICE_TABLE_ROWS,
  totals: invoiceTotals(invoices, localMonthStart(new Date())),
  filter_total: centsToMoney(sumInvoiceCents(invoices)),
});

/**
 * Invoices of statuses the contract lacks, newest first, answered in place of the server, which
 * never gives them: how the page takes a status it does not know.
 */
export const answerInvoices = (rows: InvoiceRow[]) =>
  server.use(
    http.get('*/api/invoices/', () =>
      HttpResponse.json(
        invoicePageOf(
          rows.map(({ status, total, paidAt }, index) => {
            const id = 123 + index;
            return {
              id,
              invoice_number: `INV-${String(id).padStart(6, '0')}`,
              shipment_id: 40 + index,
              created_at: dayjs('2026-11-20T15:00:00Z').subtract(index, 'day').toISOString(),
              total_amount: total,
              // The wire may carry a status the contract does not name.
              status: status as Invoice['status'],
              paid_at: paidAt ? paidAt.toISOString() : null,
              refunded_amount: null,
              refunded_at: null,
            };
          }),
        ),
      ),
    ),
  );
