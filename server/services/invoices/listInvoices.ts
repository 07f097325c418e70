import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DEFAULT_INVOICE_ORDERING, INVOICE_PAGE_SIZE } from '@domain/constants';
import { todayUtc, utcMonthStart } from '@domain/dates';
import type { InvoiceListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import { centsToMoney } from '@domain/money';
import type { InvoicePage } from '@domain/types';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import type { ShipperStamp } from '../shipperCache';
import { ShipperCache } from '../shipperCache';
import {
  invoiceFilterCondition,
  invoiceOrderBy,
  invoiceShipment,
  isIndexedOrdering,
  ownInvoices,
  shipperShipments,
} from './invoiceSql';
import type { ListSummary } from './invoiceTotals';
import { summarizeList } from './invoiceTotals';
import { invoiceShipmentColumns, toInvoice } from './toInvoice';

/**
 * Invoices with what their amount and status follow from, in the order given. An ordering of
 * the invoices' own indexes looks each shipment up; any other reads the shipper's shipments.
 */
export const invoiceRecords = (db: Db, where: SQL | undefined, orderBy: SQL[], indexed = false) =>
  db
    .select({
      invoice: invoices,
      shipment: invoiceShipmentColumns,
      pickupDate: shipments.pickupDate,
    })
    .from(invoices)
    .innerJoin(shipments, indexed ? invoiceShipment : shipperShipments)
    .where(where)
    .orderBy(...orderBy);

/** What the billing page asks for first: every invoice, newest first. */
const isUnfiltered = (params: InvoiceListParams) =>
  params.shipment_id === undefined &&
  params.status === undefined &&
  params.date_from === undefined &&
  params.date_to === undefined &&
  params.ordering === DEFAULT_INVOICE_ORDERING;

/** The invoices a list's parameters choose, whatever the page. */
export const invoiceListCondition = (
  companyId: number,
  params: InvoiceListParams,
  today: string,
): SQL | undefined => and(ownInvoices(companyId), matchingCondition(params, today));

/** Which of the shipper's invoices the list's parameters choose. */
const matchingCondition = (params: InvoiceListParams, today: string): SQL | undefined =>
  and(
    params.shipment_id === undefined ? undefined : eq(invoices.shipmentId, params.shipment_id),
    invoiceFilterCondition(params, today),
  );

/**
 * The billing page's list: one page of the shipper's invoices that match the filter, in the
 * ordering asked for, with the count and the sum of all that match, and the totals over all of
 * them. The unfiltered page is a statement prepared once. The totals, the counts and sums of the
 * filters, and the first unfiltered pages come from the cache while the shipper's records stay
 * as they are.
 */
export const makeInvoiceList = (db: Db) => {
  const summaryCache = new ShipperCache<ListSummary>({ shippers: 10_000, valuesPerShipper: 16 });
  const pagesCache = new ShipperCache<InvoicePage>({ shippers: 200, valuesPerShipper: 6 });
  const today = sql.placeholder('today');
  const unfilteredPage = invoiceRecords(
    db,
    ownInvoices(sql.placeholder('companyId')),
    invoiceOrderBy(DEFAULT_INVOICE_ORDERING, today),
    true,
  )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('invoices_page');

  const readPage = async (
    shipper: ShipperStamp,
    params: InvoiceListParams,
    monthStart: Date,
    now: Date,
  ): Promise<InvoicePage> => {
    const day = todayUtc(now);
    const key = JSON.stringify([
      monthStart.toISOString(),
      params.shipment_id,
      params.status,
      params.date_from,
      params.date_to,
    ]);
    const summary = await summaryCache.get(shipper, day, key, () =>
      summarizeList(db, shipper.id, day, monthStart, matchingCondition(params, day)),
    );
    const offset = pageOffset(params);
    const limit = params.page_size;
    let records: Awaited<ReturnType<typeof unfilteredPage.execute>> = [];
    if (offset < summary.count)
      records = isUnfiltered(params)
        ? await unfilteredPage.execute({ companyId: shipper.id, today: day, limit, offset })
        : await invoiceRecords(
            db,
            invoiceListCondition(shipper.id, params, day),
            invoiceOrderBy(params.ordering, day, params.status),
            isIndexedOrdering(params.ordering, params.status),
          )
            .limit(limit)
            .offset(offset);
    return {
      results: records.map((record) => toInvoice(record, now)),
      count: summary.count,
      page: params.page,
      page_size: params.page_size,
      totals: summary.totals,
      filter_total: centsToMoney(summary.totalCents),
    };
  };

  return (shipper: ShipperStamp, params: InvoiceListParams, now: Date): Promise<InvoicePage> => {
    const monthStart = params.month_start ? new Date(params.month_start) : utcMonthStart(now);
    if (!isUnfiltered(params) || params.page_size > INVOICE_PAGE_SIZE)
      return readPage(shipper, params, monthStart, now);
    const key = `${monthStart.toISOString()} ${params.page} ${params.page_size}`;
    return pagesCache.get(shipper, todayUtc(now), key, () =>
      readPage(shipper, params, monthStart, now),
    );
  };
};
