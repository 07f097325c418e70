import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { server } from '../../../mocks/node';

export type InvoiceRow = { status: string; total: string; paidAt?: Date };

/** The invoice list the API answers with, newest first; statuses may be ones the contract lacks. */
export const answerInvoices = (rows: InvoiceRow[]) =>
  server.use(
    http.get('*/api/invoices/', () =>
      HttpResponse.json({
        results: rows.map(({ status, total, paidAt }, index) => {
          const id = 123 + index;
          return {
            id,
            invoice_number: `INV-${String(id).padStart(6, '0')}`,
            shipment_id: 40 + index,
            created_at: dayjs('2026-11-20T15:00:00Z').subtract(index, 'day').toISOString(),
            total_amount: total,
            status,
            paid_at: paidAt ? paidAt.toISOString() : null,
          };
        }),
      }),
    ),
  );
