import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { todayUtc } from '../../../src/contract/dates';
import type { ShipmentListParams } from '../../../src/contract/listQueries';
import { pageOffset } from '../../../src/contract/listQueries';
import { searchWords } from '../../../src/contract/shipmentSearch';
import type { ShipmentCounts, ShipmentPage, ShipmentTab } from '../../../src/contract/types';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import type { ShipperStamp } from '../shipperCache';
import { ShipperCache } from '../shipperCache';
import { countShipments } from './shipmentCounts';
import { ownShipments, searchCondition, tabCondition } from './shipmentFilters';
import { newestShipmentsFirst, selectRecords, toRecord } from './shipmentRecords';
import { toShipment } from './toShipment';

const at = {
  userId: sql.placeholder('userId'),
  today: sql.placeholder('today'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * A page of shipments: the page's ids first, from the index alone, then the stops of those rows
 * only, not of every row the offset skips.
 */
const pageQuery = (db: Db, tab: ShipmentTab, search: SQL | undefined) => {
  const pageIds = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(ownShipments(at.userId), tabCondition(tab, at.today), search))
    .orderBy(...newestShipmentsFirst)
    .limit(at.limit)
    .offset(at.offset);
  return selectRecords(db, sql`${shipments.id} = any(array(${pageIds}))`).orderBy(
    ...newestShipmentsFirst,
  );
};

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
 * once, and the counts come from the cache while the shipper's records stay as they are.
 */
export const makeShipmentList = (db: Db) => {
  const countsCache = new ShipperCache<ShipmentCounts>();
  const unsearched = byTab((tab) => pageQuery(db, tab, undefined).prepare(`shipments_${tab}`));

  return async (
    shipper: ShipperStamp,
    params: ShipmentListParams,
    now: Date,
  ): Promise<ShipmentPage> => {
    const today = todayUtc(now);
    const words = searchWords(params.search);
    const search = searchCondition(words);
    const counts = await countsCache.get(shipper, today, words.join(' '), () =>
      countShipments(db, shipper.id, search, today),
    );
    const count = counts[params.status];
    const offset = pageOffset(params);
    const values = { userId: shipper.id, today, limit: params.page_size, offset };
    const query = search ? pageQuery(db, params.status, search) : unsearched[params.status];
    const records = offset < count ? await query.execute(values) : [];
    return {
      results: records.map((record) => toShipment(toRecord(record), now)),
      count,
      counts,
      page: params.page,
      page_size: params.page_size,
    };
  };
};
