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
import { searchCondition } from './shipmentFilters';
import { shipmentPageQuery, toPageRecord } from './shipmentPage';
import { toShipment } from './toShipment';

const byTab = <T>(make: (tab: ShipmentTab) => T): Record<ShipmentTab, T> => ({
  all: make('all'),
  unfinished: make('unfinished'),
  inprogress: make('inprogress'),
  upcoming: make('upcoming'),
  past: make('past'),
});

/**
 * The dashboard's list: one page of the shipper's shipments, newest first, with the count of
 * every tab among those that match the search. Without a search, the page is a statement prepared
 * once. The counts, and the pages the dashboard itself asks for (no search, its page size), come
 * from the cache while the shipper's records stay as they are.
 */
export const makeShipmentList = (db: Db) => {
  const countsCache = new ShipperCache<ShipmentCounts>({ shippers: 10_000, valuesPerShipper: 16 });
  // A page of twelve shipments weighs some 40 KB in memory: a few for the most recent shippers.
  const pagesCache = new ShipperCache<ShipmentPage>({ shippers: 200, valuesPerShipper: 6 });
  const unsearched = byTab((tab) =>
    shipmentPageQuery(db, tab, undefined).prepare(`shipments_${tab}`),
  );

  const readPage = async (
    shipper: ShipperStamp,
    params: ShipmentListParams,
    words: string[],
    now: Date,
  ): Promise<ShipmentPage> => {
    const today = todayUtc(now);
    const search = searchCondition(words);
    const counts = await countsCache.get(shipper, today, words.join(' '), () =>
      countShipments(db, shipper.id, search, today),
    );
    const count = counts[params.status];
    const offset = pageOffset(params);
    const values = { userId: shipper.id, today, limit: params.page_size, offset };
    const query = search ? shipmentPageQuery(db, params.status, search) : unsearched[params.status];
    const records = offset < count ? await query.execute(values) : [];
    const results = await Promise.all(
      records.map(async (record) => toShipment(await toPageRecord(db, record), now)),
    );
    return { results, count, counts, page: params.page, page_size: params.page_size };
  };

  return (shipper: ShipperStamp, params: ShipmentListParams, now: Date): Promise<ShipmentPage> => {
    const words = searchWords(params.search);
    if (words.length || params.page_size > SHIPMENT_PAGE_SIZE)
      return readPage(shipper, params, words, now);
    const key = `${params.status} ${params.page} ${params.page_size}`;
    return pagesCache.get(shipper, todayUtc(now), key, () => readPage(shipper, params, words, now));
  };
};
