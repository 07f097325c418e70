import { centsToMoney, moneyToCents } from './money';
import type { Invoice, InvoiceStatus, InvoiceTotals } from './types';

/** The statuses of an invoice that was paid, refunded since or not. */
export const SETTLED: readonly InvoiceStatus[] = ['paid', 'refunded', 'partially_refunded'];

/**
 * What the shipper paid and kept paid, in cents: the charge less what a cancellation gave back;
 * 0 for an invoice never paid. Billing counts this, never what was refunded.
 */
export const keptCents = (invoice: Pick<Invoice, 'status' | 'total_amount' | 'refunded_amount'>) =>
  SETTLED.includes(invoice.status)
    ? moneyToCents(invoice.total_amount) - moneyToCents(invoice.refunded_amount ?? '0.00')
    : 0;

/**
 * The billing summary over all of a shipper's invoices, summed in whole cents so that no amount
 * drifts: everything paid and kept, everything overdue, and what was paid and kept since the start
 * of the shipper's own month (no payment is dated ahead of the clock, so that is what was paid
 * this month). A refund takes its amount off the month the payment was made in.
 */
export const invoiceTotals = (invoices: Invoice[], monthStart: Date): InvoiceTotals => {
  let paid = 0;
  let overdue = 0;
  let thisMonth = 0;
  for (const invoice of invoices) {
    if (invoice.status === 'overdue') overdue += moneyToCents(invoice.total_amount);
    const kept = keptCents(invoice);
    paid += kept;
    if (invoice.paid_at && Date.parse(invoice.paid_at) >= monthStart.getTime()) thisMonth += kept;
  }
  return {
    paid: centsToMoney(paid),
    overdue: centsToMoney(overdue),
    this_month: centsToMoney(thisMonth),
  };
};
