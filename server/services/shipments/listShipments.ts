import { and } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DEFAULT_SHIPMENT_ORDERING, SHIPMENT_PAGE_SIZE } from '@domain/constants';
import { todayUtc } from '@domain/dates';
import type { ShipmentListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import { searchWords } from '@domain/shipmentSearch';
import type { ShipmentCounts, ShipmentPage, ShipmentTab } from '@domain/types';
import type { Db } from '../../db/database';
import type { ShipperStamp } from '../shipperCache';
import { ShipperCache } from '../shipperCache';
import { countShipments } from './shipmentCounts';
import { listFiltersCondition, searchCondition } from './shipmentFilters';
import type { OrderRun } from './shipmentOrdering';
import { indexedOrderOf, orderRuns } from './shipmentOrdering';
import { shipmentPageQuery, toPageRecord } from './shipmentPage';
import { toShipment } from './toShipment';

const byTab = <T>(make: (tab: ShipmentTab) => T): Record<ShipmentTab, T> => ({
  all: make('all'),
  unfinished: make('unfinished'),
  inprogress: make('inprogress'),
  upcoming: make('upcoming'),
  past: make('past'),
  cancelled: make('cancelled'),
});

const MINUTE_MS = 60_000;

/**
 * The minute of an instant. An estimate's state moves with the clock, with no change to the
 * records: what shows or counts it is kept for the minute, so it is at most a minute behind.
 */
const minuteOf = (now: Date) => Math.floor(now.getTime() / MINUTE_MS);

/** What the tab counts follow from: the search and the filters, not the tab, order or page. */
const countsKey = (
  words: string[],
  { equipment, pickup_from, pickup_to, booked_by, eta_state }: ShipmentListParams,
  now: Date,
) =>
  JSON.stringify([
    words,
    equipment ?? null,
    pickup_from ?? null,
    pickup_to ?? null,
    booked_by ?? null,
    eta_state === undefined ? null : [eta_state, minuteOf(now)],
  ]);

/**
 * A page of the dashboard without a search: any order and filters, at its page size or less,
 * its shipments' estimates as they stand this minute.
 */
const pageKey = ({ search: _, ...params }: ShipmentListParams, now: Date) =>
  JSON.stringify([params, minuteOf(now)]);

const NEWEST_FIRST = indexedOrderOf(DEFAULT_SHIPMENT_ORDERING);

type Slice = { run: OrderRun; offset: number; limit: number };

/** The rows of each run a page takes, given how many each run holds. */
const pageSlices = (runs: OrderRun[], counts: ShipmentCounts, offset: number, limit: number) => {
  const slices: Slice[] = [];
  let skip = offset;
  let left = limit;
  for (const run of runs) {
    const count = counts[run.tab];
    if (left === 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const take = Math.min(left, count - skip);
    slices.push({ run, offset: skip, limit: take });
    left -= take;
    skip = 0;
  }
  return slices;
};

/**
 * The dashboard's list: one page of the shipper's shipments in the order asked, with the count of
 * every tab among those that match the search and the filters. The dashboard's first view (newest
 * first, no search nor filter) is a statement prepared once per tab; any other is built for the
 * call. The counts, and the pages asked without a search at the dashboard's page size, come from
 * the cache while the shipper's records stay as they are.
 */
export const makeShipmentList = (db: Db) => {
  const countsCache = new ShipperCache<ShipmentCounts>({ shippers: 10_000, valuesPerShipper: 16 });
  // A page of twelve shipments weighs some 40 KB in memory: a few for the most recent shippers.
  const pagesCache = new ShipperCache<ShipmentPage>({ shippers: 200, valuesPerShipper: 6 });
  const newestFirst = byTab((tab) =>
    shipmentPageQuery(db, tab, undefined, NEWEST_FIRST).prepare(`shipments_${tab}`),
  );

  const readSlice = (
    { run, offset, limit }: Slice,
    where: SQL | undefined,
    values: { companyId: number },
  ) => {
    const { order } = run;
    const query =
      where === undefined &&
      order.field === NEWEST_FIRST.field &&
      order.descending === NEWEST_FIRST.descending
        ? newestFirst[run.tab]
        : shipmentPageQuery(db, run.tab, where, order);
    return query.execute({ ...values, limit, offset });
  };

  const readPage = async (
    shipper: ShipperStamp,
    params: ShipmentListParams,
    words: string[],
    now: Date,
  ): Promise<ShipmentPage> => {
    const today = todayUtc(now);
    const where = and(searchCondition(words), listFiltersCondition(params, now));
    const counts = await countsCache.get(shipper, today, countsKey(words, params, now), () =>
      countShipments(db, shipper.id, where),
    );
    const runs = orderRuns(params.ordering, params.status);
    const slices = pageSlices(runs, counts, pageOffset(params), params.page_size);
    const values = { companyId: shipper.id };
    const records = (
      await Promise.all(slices.map((slice) => readSlice(slice, where, values)))
    ).flat();
    const results = await Promise.all(
      records.map(async (record) => toShipment(await toPageRecord(db, record), now)),
    );
    const count = counts[params.status];
    return { results, count, counts, page: params.page, page_size: params.page_size };
  };

  return (shipper: ShipperStamp, params: ShipmentListParams, now: Date): Promise<ShipmentPage> => {
    const words = searchWords(params.search);
    if (words.length || params.page_size > SHIPMENT_PAGE_SIZE)
      return readPage(shipper, params, words, now);
    return pagesCache.get(shipper, todayUtc(now), pageKey(params, now), () =>
      readPage(shipper, params, words, now),
    );
  };
};
