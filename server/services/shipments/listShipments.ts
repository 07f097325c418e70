import { createHash } from 'node:crypto';
import { and } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SHIPMENT_PAGE_SIZE } from '@domain/constants';
import { todayUtc } from '@domain/dates';
import type { ShipmentListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import { searchWords } from '@domain/shipmentSearch';
import type { ShipmentCounts, ShipmentPage, ShipmentTab } from '@domain/types';
import type { Db } from '../../db/database';
import type { ShipperStamp } from '../shipperCache';
import { ShipperCache } from '../shipperCache';
import { countShipments } from './shipmentCounts';
import { listFiltersCondition, listFiltersStatement, searchCondition } from './shipmentFilters';
import type { OrderRun } from './shipmentOrdering';
import { orderRuns } from './shipmentOrdering';
import type { IndexedOrder } from './shipmentOrdering';
import { shipmentPageQuery, toPageRecord } from './shipmentPage';
import { toShipment } from './toShipment';

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

type FiltersStatement = ReturnType<typeof listFiltersStatement>;
type PageStatement = ReturnType<ReturnType<typeof shipmentPageQuery>['prepare']>;

/** A statement's name, the same for the same text on any server: at most 63 characters. */
const statementName = (key: string) =>
  `shipments_page_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The dashboard's list: one page of the shipper's shipments in the order asked, with the count of
 * every tab among those that match the search and the filters. A page without a search is read
 * by a statement prepared once for its tab, order and the filters asked (not their values); a
 * search is built for the call. The counts, and the pages asked without a search at the
 * dashboard's page size, come from the cache while the shipper's records stay as they are.
 */
export const makeShipmentList = (db: Db) => {
  const countsCache = new ShipperCache<ShipmentCounts>({ shippers: 10_000, valuesPerShipper: 16 });
  // A page of twelve shipments weighs some 40 KB in memory: a few for the most recent shippers.
  const pagesCache = new ShipperCache<ShipmentPage>({ shippers: 200, valuesPerShipper: 6 });
  // One for each tab, order and set of filters asked for: some two thousand at most.
  const statements = new Map<string, PageStatement>();

  const statementFor = (tab: ShipmentTab, order: IndexedOrder, filters: FiltersStatement) => {
    const key = JSON.stringify([tab, order.field, order.descending, filters.names]);
    const kept = statements.get(key);
    if (kept) return kept;
    const statement = shipmentPageQuery(db, tab, filters.condition, order).prepare(
      statementName(key),
    );
    statements.set(key, statement);
    return statement;
  };

  /** A slice of a search, built for the call; any other, by its prepared statement. */
  const readSlice = (
    { run, offset, limit }: Slice,
    source: { search: SQL | undefined } | { filters: FiltersStatement },
    values: { companyId: number },
  ) =>
    'search' in source
      ? shipmentPageQuery(db, run.tab, source.search, run.order).execute({
          ...values,
          limit,
          offset,
        })
      : statementFor(run.tab, run.order, source.filters).execute({
          ...values,
          ...source.filters.values,
          limit,
          offset,
        });

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
    const source = words.length
      ? { search: where }
      : { filters: listFiltersStatement(params, now) };
    const records = (
      await Promise.all(slices.map((slice) => readSlice(slice, source, values)))
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
