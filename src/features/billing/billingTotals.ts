import dayjs from 'dayjs';
import { moneyToCents } from '../../contract/money';
import type { Invoice } from '../../contract/types';

export type BillingTotals = { paidCents: number; overdueCents: number; thisMonthCents: number };

/**
 * The billing summary, summed in whole cents so that no amount drifts: everything paid,
 * everything overdue, and what was paid in the current calendar month of the shipper's clock.
 */
export const billingTotals = (invoices: Invoice[], now: Date): BillingTotals => {
  const totals = { paidCents: 0, overdueCents: 0, thisMonthCents: 0 };
  for (const invoice of invoices) {
    const cents = moneyToCents(invoice.total_amount);
    if (invoice.status === 'paid') {
      totals.paidCents += cents;
      if (invoice.paid_at && dayjs(invoice.paid_at).isSame(now, 'month'))
        totals.thisMonthCents += cents;
    } else if (invoice.status === 'overdue') {
      totals.overdueCents += cents;
    }
  }
  return totals;
};
