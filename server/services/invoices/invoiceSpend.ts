import { and, gte, lt, sql } from 'drizzle-orm';
import { todayUtc } from '@domain/dates';
import { spendOf, spendWindow } from '@domain/invoiceSpend';
import type { InvoiceSpend } from '@domain/types';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import type { ShipperStamp } from '../shipperCache';
import { ShipperCache } from '../shipperCache';
import { INVOICE_STATUS_CONDITIONS, ownInvoices, shipperShipments } from './invoiceSql';
import { sumCents, sumKeptCents } from './invoiceTotals';

/** invoiceMonth: the month of the UTC day of issue, whatever the session's time zone. */
const issuedMonth = sql<string>`to_char(${invoices.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/**
 * invoiceSpend in SQL: the shipper's invoices issued within the months covered, read along the
 * (user, created_at) index, grouped by month, with the paid and the overdue amounts summed apart.
 */
export const spendByMonth = async (db: Db, companyId: number, now: Date): Promise<InvoiceSpend> => {
  const today = todayUtc(now);
  const { from, until } = spendWindow(now);
  const rows = await db
    .select({
      month: issuedMonth,
      paid: sumKeptCents(),
      overdue: sumCents(INVOICE_STATUS_CONDITIONS.overdue(today)),
    })
    .from(invoices)
    .innerJoin(shipments, shipperShipments)
    .where(
      and(ownInvoices(companyId), gte(invoices.createdAt, from), lt(invoices.createdAt, until)),
    )
    .groupBy(issuedMonth);
  return spendOf(now, new Map(rows.map(({ month, paid, overdue }) => [month, { paid, overdue }])));
};

/**
 * The spend of the shipper's invoices, kept while their records stay as they are and the UTC day
 * does not turn: the day decides the months and which unpaid invoices are overdue.
 */
export const makeInvoiceSpend = (db: Db) => {
  const cache = new ShipperCache<InvoiceSpend>({ shippers: 10_000, valuesPerShipper: 1 });
  return (shipper: ShipperStamp, now: Date): Promise<InvoiceSpend> =>
    cache.get(shipper, todayUtc(now), 'months', () => spendByMonth(db, shipper.id, now));
};
