import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, eq, sql } from 'drizzle-orm';
import { todayUtc } from '@domain/dates';
import type { CsvPlace, InvoiceExportParams } from '@domain/invoiceCsv';
import { INVOICE_CSV_HEADER, invoiceCsvRecord } from '@domain/invoiceCsv';
import { CSV_OPTIONS } from '@domain/csvFiles';
import type { IsoDate } from '@domain/types';
import type { Db } from '../../db/database';
import { cities, invoices, shipments, stops } from '../../db/schema';
import type { InvoiceCursor } from './invoiceSql';
import {
  afterInvoiceCursor,
  invoiceFilterCondition,
  invoiceOrderBy,
  invoiceShipment,
  invoiceSortKeyText,
  isIndexedOrdering,
  ownInvoices,
  shipperShipments,
} from './invoiceSql';
import { invoiceShipmentColumns, toInvoice } from './toInvoice';

/**
 * Rows read at a time: a few hundred kilobytes in memory at most, and few enough statements that
 * the database is free between them for the other requests.
 */
export const EXPORT_BATCH_ROWS = 1000;

/** Both stops' cities, keyed by kind, by the stops' (shipment, kind) index. */
const lane = sql<Record<'pickup' | 'dropoff', CsvPlace>>`(select json_object_agg(s.kind,
    json_build_object('name', c.name, 'region_code', c.region_code))
  from ${stops} s join ${cities} c on c.id = s.city_id
  where s.shipment_id = ${sql.raw('"shipments"."id"')})`;

type Query = { companyId: number; params: InvoiceExportParams; today: IsoDate };

/** The next rows in the ordering, after the cursor. */
const readBatch = (db: Db, { companyId, params, today }: Query, after?: InvoiceCursor) =>
  db
    .select({
      invoice: invoices,
      shipment: invoiceShipmentColumns,
      pickupDate: shipments.pickupDate,
      referenceNumber: shipments.referenceNumber,
      lane,
      sortKey: invoiceSortKeyText(params.ordering, today, params.status),
    })
    .from(invoices)
    .innerJoin(
      shipments,
      isIndexedOrdering(params.ordering, params.status) ? invoiceShipment : shipperShipments,
    )
    .where(
      and(
        ownInvoices(companyId),
        params.shipment_id === undefined ? undefined : eq(invoices.shipmentId, params.shipment_id),
        invoiceFilterCondition(params, today),
        after && afterInvoiceCursor(params.ordering, today, after, params.status),
      ),
    )
    .orderBy(...invoiceOrderBy(params.ordering, today, params.status))
    .limit(EXPORT_BATCH_ROWS);

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

const toRecord = (row: ExportRow, now: Date): string[] => {
  const invoice = toInvoice(row, now);
  return invoiceCsvRecord({
    ...invoice,
    reference_number: row.referenceNumber,
    due_date: row.pickupDate,
    pickup: row.lane.pickup,
    dropoff: row.lane.dropoff,
  });
};

/**
 * Every invoice the list would show on any of its pages, as CSV, streamed: read a batch at a time
 * along the list's order, each batch read only once the file's reader has taken the rows before
 * it, so that memory stays flat however many invoices there are. The first batch is read before
 * this returns: a failure there is still an error answer, not a file cut short.
 */
export const exportInvoices = async (
  db: Db,
  companyId: number,
  params: InvoiceExportParams,
  now: Date,
): Promise<Readable> => {
  const query: Query = { companyId, params, today: todayUtc(now) };
  const first = await readBatch(db, query);

  async function* records() {
    yield INVOICE_CSV_HEADER;
    let batch = first;
    for (;;) {
      for (const row of batch) yield toRecord(row, now);
      const last = batch[batch.length - 1];
      if (!last || batch.length < EXPORT_BATCH_ROWS) return;
      batch = await readBatch(db, query, { key: last.sortKey, id: last.invoice.id });
    }
  }

  const csv = stringify(CSV_OPTIONS);
  // A failure on the way destroys the CSV stream with it: the answer is cut off, and logged.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
};
