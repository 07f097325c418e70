import { centsToMoney, moneyToCents } from './money';
import type { Invoice, InvoiceTotals } from './types';

/**
 * The billing summary over all of a shipper's invoices, summed in whole cents so that no amount
 * drifts: everything paid, everything overdue, and what was paid since the start of the shipper's
 * own month (no payment is dated ahead of the clock, so that is what was paid this month).
 */
export const invoiceTotals = (invoices: Invoice[], monthStart: Date): InvoiceTotals => {
  let paid = 0;
  let overdue = 0;
  let thisMonth = 0;
  for (const invoice of invoices) {
    const cents = moneyToCents(invoice.total_amount);
    if (invoice.status === 'paid') {
      paid += cents;
      if (invoice.paid_at && Date.parse(invoice.paid_at) >= monthStart.getTime())
        thisMonth += cents;
    } else if (invoice.status === 'overdue') {
      overdue += cents;
    }
  }
  return {
    paid: centsToMoney(paid),
    overdue: centsToMoney(overdue),
    this_month: centsToMoney(thisMonth),
  };
};
