import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DRIVER_ASSIST_FEE_CENTS } from '@domain/constants';
import { centsToMoney } from '@domain/money';
import type { InvoiceTotals, IsoDate } from '@domain/types';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';

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
  const amount = sql`coalesce(${invoices.paidAmountCents}, ${shipments.basePriceCents}
    + case when ${shipments.driverAssist} then ${DRIVER_ASSIST_FEE_CENTS}::integer else 0 end)`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      paid: sumCents(amount, sql`${invoices.paidAt} is not null`),
      overdue: sumCents(
        amount,
        sql`${invoices.paidAt} is null and ${shipments.pickupDate} < ${today}`,
      ),
      thisMonth: sumCents(amount, sql`${invoices.paidAt} >= ${monthStart.toISOString()}`),
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
