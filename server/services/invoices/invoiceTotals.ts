import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { centsToMoney } from '@domain/money';
import type { InvoiceTotals, IsoDate } from '@domain/types';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import { invoiceAmountCents } from './invoiceSql';

/** The shipper's invoice count and totals, as one cache entry. */
export type InvoiceSummary = { count: number; totals: InvoiceTotals };

const sumCents = (amount: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${amount}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * invoiceTotals (the contract's) in SQL over all of the shipper's invoices: an invoice's amount
 * is what was paid, or until then its shipment's total; it is paid once paid_at is set, overdue
 * while unpaid after its pickup date.
 */
export const summarizeInvoices = async (
  db: Db,
  userId: number,
  today: IsoDate,
  monthStart: Date,
): Promise<InvoiceSummary> => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      paid: sumCents(invoiceAmountCents, sql`${invoices.paidAt} is not null`),
      overdue: sumCents(
        invoiceAmountCents,
        sql`${invoices.paidAt} is null and ${shipments.pickupDate} < ${today}`,
      ),
      thisMonth: sumCents(
        invoiceAmountCents,
        sql`${invoices.paidAt} >= ${monthStart.toISOString()}`,
      ),
    })
    .from(invoices)
    .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
    .where(eq(invoices.userId, userId));
  if (!row) throw new Error('An aggregate without grouping gives one row.');
  return {
    count: row.count,
    totals: {
      paid: centsToMoney(row.paid),
      overdue: centsToMoney(row.overdue),
      this_month: centsToMoney(row.thisMonth),
    },
  };
};

/** How many invoices match a filter, and their amounts summed: the list's count and filter_total. */
export type FilterSummary = { count: number; totalCents: number };

export const summarizeFilter = async (db: Db, where: SQL | undefined): Promise<FilterSummary> => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalCents: sql<number>`coalesce(sum(${invoiceAmountCents}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
    .where(where);
  if (!row) throw new Error('An aggregate without grouping gives one row.');
  return row;
};
