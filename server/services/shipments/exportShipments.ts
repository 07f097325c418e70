import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { centsToMoney } from '@domain/money';
import type { ShipmentCsvFacts, ShipmentExportParams } from '@domain/shipmentCsv';
import { SHIPMENT_CSV_HEADER, shipmentCsvRecord } from '@domain/shipmentCsv';
import { CSV_OPTIONS } from '@domain/csvFiles';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { searchWords } from '@domain/shipmentSearch';
import { deriveShipmentStatus } from '@domain/shipmentStatus';
import type { Db } from '../../db/database';
import { shipments, stops } from '../../db/schema';
import { findCity } from '../places';
import type { CityPoint } from '../places';
import type { StopKind } from './appointmentChange';
import {
  listFiltersCondition,
  ownShipments,
  searchCondition,
  tabCondition,
} from './shipmentFilters';
import type { IndexedOrder, OrderRun, SortCursor } from './shipmentOrdering';
import { afterCursorSql, orderBySql, orderRuns, sortKeyTextSql } from './shipmentOrdering';
import { bookerJson } from './shipmentRecords';

/**
 * Rows read at a time: a few hundred kilobytes in memory at most, and few enough statements that
 * the database is free between them for the other requests.
 */
export const EXPORT_BATCH_ROWS = 1000;

/** A stop's city, by the stops' (shipment, kind) index; the names come from the place directory. */
const stopCity = (kind: StopKind) =>
  sql<number>`(select s.city_id from ${stops} s where s.shipment_id = ${sql.raw('"shipments"."id"')} and s.kind = ${kind})`;

const exportColumns = (order: IndexedOrder) => ({
  id: shipments.id,
  paidAt: shipments.paidAt,
  progress: shipments.progress,
  cancelledAt: shipments.cancelledAt,
  referenceNumber: shipments.referenceNumber,
  equipment: shipments.equipment,
  basePriceCents: shipments.basePriceCents,
  driverAssist: shipments.driverAssist,
  pickupDate: shipments.pickupDate,
  dropoffDate: shipments.dropoffDate,
  createdAt: shipments.createdAt,
  pickupCity: stopCity('pickup'),
  dropoffCity: stopCity('dropoff'),
  bookedBy: bookerJson,
  sortKey: sortKeyTextSql(order),
});

type Query = { companyId: number; where: SQL | undefined };

/** The next rows of a run, after the cursor: each batch seeks along the order's index. */
const readBatch = (db: Db, { companyId, where }: Query, run: OrderRun, after?: SortCursor) =>
  db
    .select(exportColumns(run.order))
    .from(shipments)
    .where(
      and(
        ownShipments(companyId),
        tabCondition(run.tab),
        where,
        after && afterCursorSql(run.order, after),
      ),
    )
    .orderBy(...orderBySql(run.order))
    .limit(EXPORT_BATCH_ROWS);

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

type Cities = (id: number) => Promise<CityPoint>;

/**
 * The cities of one export, each looked up once: a shipper's lanes go between a few cities, and
 * until the place directory is read, each lookup is a query.
 */
const citiesOf = (db: Db): Cities => {
  const known = new Map<number, Promise<CityPoint>>();
  return (id) => {
    let city = known.get(id);
    if (!city) {
      city = findCity(db, id).then((found) => {
        if (!found) throw new Error(`A stop is in the unknown city ${id}.`);
        return found;
      });
      known.set(id, city);
    }
    return city;
  };
};

/** The row as the domain words a shipment: the status and total follow from what is stored. */
const toCsvFacts = async (cityOf: Cities, row: ExportRow): Promise<ShipmentCsvFacts> => ({
  id: row.id,
  status: deriveShipmentStatus({
    paid: row.paidAt !== null,
    cancelled: row.cancelledAt !== null,
    progress: row.progress,
  }),
  reference_number: row.referenceNumber,
  equipment: row.equipment,
  total_price: centsToMoney(shipmentTotalCents(row)),
  created_at: row.createdAt.toISOString(),
  booked_by: row.bookedBy,
  pickup: { date: row.pickupDate, city: await cityOf(row.pickupCity) },
  dropoff: { date: row.dropoffDate, city: await cityOf(row.dropoffCity) },
});

const toRecords = (cityOf: Cities, batch: ExportRow[]) =>
  Promise.all(batch.map(async (row) => shipmentCsvRecord(await toCsvFacts(cityOf, row))));

/**
 * Every shipment the list would show on any of its pages, as CSV, streamed: read a batch at a
 * time along the list's order, each batch once the file's reader has taken the rows before it,
 * so that memory stays flat however many shipments there are. The first batch is read and
 * written before this returns: a failure there is still an error answer, not a file cut short.
 */
export const exportShipments = async (
  db: Db,
  companyId: number,
  params: ShipmentExportParams,
  now: Date,
): Promise<Readable> => {
  const query: Query = {
    companyId,
    where: and(searchCondition(searchWords(params.search)), listFiltersCondition(params, now)),
  };
  const runs = orderRuns(params.ordering, params.status);
  const [firstRun] = runs;
  const firstBatch = firstRun ? await readBatch(db, query, firstRun) : [];
  const cityOf = citiesOf(db);
  const firstRecords = await toRecords(cityOf, firstBatch);

  async function* records() {
    yield SHIPMENT_CSV_HEADER;
    for (const run of runs) {
      let batch = run === firstRun ? firstBatch : await readBatch(db, query, run);
      for (;;) {
        yield* batch === firstBatch ? firstRecords : await toRecords(cityOf, batch);
        const last = batch[batch.length - 1];
        if (!last || batch.length < EXPORT_BATCH_ROWS) break;
        batch = await readBatch(db, query, run, { key: last.sortKey, id: last.id });
      }
    }
  }

  const csv = stringify(CSV_OPTIONS);
  // A failure on the way destroys the CSV stream with it: the answer is cut off, and logged.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
};
