import { and, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { centsToMoney } from '@domain/money';
import type { InvoiceTotals, IsoDate } from '@domain/types';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import {
  INVOICE_STATUS_CONDITIONS,
  invoiceAmountCents,
  ownInvoices,
  shipperShipments,
} from './invoiceSql';

/** The shipper's invoice count and totals. */
export type InvoiceSummary = { count: number; totals: InvoiceTotals };

/** The totals over all the shipper's invoices, and how many match the list's filter and their sum. */
export type ListSummary = { totals: InvoiceTotals; count: number; totalCents: number };

/** The sum of the amounts of the rows that meet the condition, in cents; 0 for none. */
export const sumCents = (condition: SQL | undefined, amount: SQL = invoiceAmountCents) =>
  sql<number>`coalesce(sum(${amount}) filter (where ${condition ?? sql`true`}), 0)`.mapWith(Number);

/** keptCents: what was charged less what a cancellation gave back, of the paid invoices. */
export const sumKeptCents = (condition?: SQL) =>
  sumCents(
    and(isNotNull(invoices.paidAt), condition),
    sql`${invoices.paidAmountCents} - coalesce(${shipments.refundCents}, 0)`,
  );

/**
 * invoiceTotals (the contract's) in SQL over all of the shipper's invoices, and the count and sum
 * of those that match, in one pass over them: an invoice's amount is what was paid, or until
 * then its shipment's total; what was paid counts less any refund; it is overdue while unpaid
 * after its pickup date, unless cancelled.
 */
export const summarizeList = async (
  db: Db,
  companyId: number,
  today: IsoDate,
  monthStart: Date,
  matching: SQL | undefined,
): Promise<ListSummary> => {
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where ${matching ?? sql`true`})`.mapWith(Number),
      totalCents: sumCents(matching),
      paid: sumKeptCents(),
      overdue: sumCents(INVOICE_STATUS_CONDITIONS.overdue(today)),
      thisMonth: sumKeptCents(sql`${invoices.paidAt} >= ${monthStart.toISOString()}`),
    })
    .from(invoices)
    .innerJoin(shipments, shipperShipments)
    .where(ownInvoices(companyId));
  if (!row) throw new Error('An aggregate without grouping gives one row.');
  return {
    count: row.count,
    totalCents: row.totalCents,
    totals: {
      paid: centsToMoney(row.paid),
      overdue: centsToMoney(row.overdue),
      this_month: centsToMoney(row.thisMonth),
    },
  };
};

export const summarizeInvoices = async (
  db: Db,
  companyId: number,
  today: IsoDate,
  monthStart: Date,
): Promise<InvoiceSummary> => {
  const { count, totals } = await summarizeList(db, companyId, today, monthStart, undefined);
  return { count, totals };
};
