import { SPEND_MONTHS } from './constants';
import { invoiceDate } from './invoiceFilters';
import { keptCents } from './invoiceTotals';
import { centsToMoney, moneyToCents } from './money';
import type { Invoice, InvoiceSpend, IsoDateTime, YearMonth } from './types';

/*
 * The invoices' spend: what the paid and the overdue invoices issued in each of the last months
 * add up to. The server restates the rule in SQL (a test holds the two to the same answers); the
 * mocks apply it as it is.
 */

/** An invoice counts in the month of the UTC day it was issued on, as the list's dates do. */
export const invoiceMonth = (createdAt: IsoDateTime): YearMonth =>
  invoiceDate(createdAt).slice(0, 7);

const monthStart = (now: Date, monthsBack: number): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));

/** From the start of the oldest month to the start of the month after the current one. */
export const spendWindow = (now: Date): { from: Date; until: Date } => ({
  from: monthStart(now, SPEND_MONTHS - 1),
  until: monthStart(now, -1),
});

/** The months the spend covers, oldest first, the current one (UTC) last. */
export const spendMonths = (now: Date): YearMonth[] =>
  Array.from({ length: SPEND_MONTHS }, (_, index) =>
    monthStart(now, SPEND_MONTHS - 1 - index)
      .toISOString()
      .slice(0, 7),
  );

/** A month's sums in whole cents, so that no amount drifts. */
export type MonthCents = { paid: number; overdue: number };

/** The answer from the sums of the months that have any: every month is there, oldest first. */
export const spendOf = (now: Date, sums: ReadonlyMap<YearMonth, MonthCents>): InvoiceSpend => ({
  months: spendMonths(now).map((month) => {
    const cents = sums.get(month);
    return {
      month,
      paid: centsToMoney(cents?.paid ?? 0),
      overdue: centsToMoney(cents?.overdue ?? 0),
    };
  }),
});

/**
 * The spend of these invoices as of now: each paid one adds what was kept of it to its month as
 * paid, each overdue one its amount as overdue; pending and void ones, and those issued outside
 * the months covered, count nowhere.
 */
export const invoiceSpend = (invoices: Invoice[], now: Date): InvoiceSpend => {
  const covered = new Set(spendMonths(now));
  const sums = new Map<YearMonth, MonthCents>();
  for (const invoice of invoices) {
    const month = invoiceMonth(invoice.created_at);
    if (!covered.has(month)) continue;
    const overdue = invoice.status === 'overdue' ? moneyToCents(invoice.total_amount) : 0;
    const paid = keptCents(invoice);
    if (!overdue && !paid) continue;
    const cents = sums.get(month) ?? { paid: 0, overdue: 0 };
    cents.paid += paid;
    cents.overdue += overdue;
    sums.set(month, cents);
  }
  return spendOf(now, sums);
};
