import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { INVOICE_PAGE_SIZE } from '@domain/constants';
import { todayUtc, utcMonthStart } from '@domain/dates';
import type { InvoiceListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import type { InvoicePage } from '@domain/types';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import type { ShipperStamp } from '../shipperCache';
import { ShipperCache } from '../shipperCache';
import type { InvoiceSummary } from './invoiceTotals';
import { summarizeInvoices } from './invoiceTotals';
import type { InvoiceRecord } from './toInvoice';
import { toInvoice } from './toInvoice';

/** Invoices newest first, in the order of the (user, created_at desc, id desc) index. */
const invoiceRecords = (db: Db, where: SQL | undefined) =>
  db
    .select({
      invoice: invoices,
      shipment: { basePriceCents: shipments.basePriceCents, driverAssist: shipments.driverAssist },
      pickupDate: shipments.pickupDate,
    })
    .from(invoices)
    .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
    .where(where)
    // The index sorts nulls last; a plain "desc" (nulls first) would sort every row instead.
    .orderBy(sql`${invoices.createdAt} desc nulls last`, sql`${invoices.id} desc nulls last`);

/**
 * The billing page's list: one page of the shipper's invoices, newest first, or the invoice of
 * one shipment, with the totals over all of them. The page is a statement prepared once. The
 * totals, and the first pages of the list, come from the cache while the shipper's records stay
 * as they are.
 */
export const makeInvoiceList = (db: Db) => {
  const summaryCache = new ShipperCache<InvoiceSummary>({ shippers: 10_000, valuesPerShipper: 16 });
  const pagesCache = new ShipperCache<InvoicePage>({ shippers: 200, valuesPerShipper: 6 });
  const page = invoiceRecords(db, eq(invoices.userId, sql.placeholder('userId')))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('invoices_page');

  /** A shipment has one invoice at most: all of them are read, and paged here. */
  const ofShipment = async (userId: number, shipmentId: number, offset: number, size: number) => {
    const all = await invoiceRecords(
      db,
      and(eq(invoices.userId, userId), eq(invoices.shipmentId, shipmentId)),
    );
    return { count: all.length, records: all.slice(offset, offset + size) };
  };

  const readPage = async (
    shipper: ShipperStamp,
    params: InvoiceListParams,
    monthStart: Date,
    now: Date,
  ): Promise<InvoicePage> => {
    const today = todayUtc(now);
    const summary = await summaryCache.get(shipper, today, monthStart.toISOString(), () =>
      summarizeInvoices(db, shipper.id, today, monthStart),
    );
    const offset = pageOffset(params);
    let listed: { count: number; records: InvoiceRecord[] } = { count: summary.count, records: [] };
    if (params.shipment_id !== undefined)
      listed = await ofShipment(shipper.id, params.shipment_id, offset, params.page_size);
    else if (offset < summary.count)
      listed.records = await page.execute({ userId: shipper.id, limit: params.page_size, offset });
    return {
      results: listed.records.map((record) => toInvoice(record, now)),
      count: listed.count,
      page: params.page,
      page_size: params.page_size,
      totals: summary.totals,
    };
  };

  return (shipper: ShipperStamp, params: InvoiceListParams, now: Date): Promise<InvoicePage> => {
    const monthStart = params.month_start ? new Date(params.month_start) : utcMonthStart(now);
    if (params.shipment_id !== undefined || params.page_size > INVOICE_PAGE_SIZE)
      return readPage(shipper, params, monthStart, now);
    const key = `${monthStart.toISOString()} ${params.page} ${params.page_size}`;
    return pagesCache.get(shipper, todayUtc(now), key, () =>
      readPage(shipper, params, monthStart, now),
    );
  };
};
