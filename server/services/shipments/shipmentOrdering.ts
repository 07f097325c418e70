import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SHIPMENT_STATUSES } from '@domain/statuses';
import type { ShipmentOrderField, ShipmentOrdering } from '@domain/shipmentOrdering';
import { sortOrderOf, statusRank } from '@domain/shipmentOrdering';
import type { ShipmentTab } from '@domain/types';
import { shipments } from '../../db/schema';

/** shipmentTotalCents in SQL: the column the database keeps of it. */
export const totalPriceCentsSql = sql`${shipments.totalPriceCents}`;

/** The fields an index holds the list's order of: all but the status, which follows the calendar. */
type IndexedField = Exclude<ShipmentOrderField, 'status'>;
export type IndexedOrder = { field: IndexedField; descending: boolean };

/** The order of a field an index holds: any but the status. */
export const indexedOrderOf = (ordering: ShipmentOrdering): IndexedOrder => {
  const { field, descending } = sortOrderOf(ordering);
  if (field === 'status') throw new Error('No index holds the order of the status.');
  return { field, descending };
};

/** Each field's value in SQL, with its type, to read a key back from its text. */
const SORT_KEYS: Record<IndexedField, { key: SQL; type: string }> = {
  id: { key: sql`${shipments.id}`, type: 'integer' },
  created_at: { key: sql`${shipments.createdAt}`, type: 'timestamptz' },
  pickup_date: { key: sql`${shipments.pickupDate}`, type: 'date' },
  dropoff_date: { key: sql`${shipments.dropoffDate}`, type: 'date' },
  total_price: { key: totalPriceCentsSql, type: 'integer' },
};

/** A stretch of the list: the shipments of one tab, in an order an index holds. */
export type OrderRun = { tab: ShipmentTab; order: IndexedOrder };

const STATUSES_IN_ORDER = [...SHIPMENT_STATUSES].sort((a, b) => statusRank(a) - statusRank(b));

/**
 * The list of a tab in this order, as runs read one after the other. By status, it is one run
 * per status (the tab's alone in a status tab), each by id the same way: a rank worked out of
 * payment, cancellation and progress has no index, and sorting a shipper's thousands of rows by it at every read costs
 * tens of milliseconds on the embedded database. Each run is a status tab, whose conditions are
 * those the tabs and their counts use.
 */
export const orderRuns = (ordering: ShipmentOrdering, tab: ShipmentTab): OrderRun[] => {
  const { field, descending } = sortOrderOf(ordering);
  if (field !== 'status') return [{ tab, order: { field, descending } }];
  const order: IndexedOrder = { field: 'id', descending };
  if (tab !== 'all') return [{ tab, order }];
  const statuses = descending ? [...STATUSES_IN_ORDER].reverse() : STATUSES_IN_ORDER;
  return statuses.map((status) => ({ tab: status, order }));
};

/**
 * compareShipments in SQL, for an indexed field: the field, then the id the same way. The indexes
 * are (user, field desc nulls last, id desc nulls last), read forwards for a descending order and
 * backwards for an ascending one, which puts nulls first. No key is ever null, but the planner
 * takes an index only for the exact order it stores, nulls included.
 */
export const orderBySql = ({ field, descending }: IndexedOrder): SQL[] => {
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
  return [sql`${SORT_KEYS[field].key} ${direction}`, sql`${shipments.id} ${direction}`];
};

/** Where a batch read in an order ended: its last row's key, as text, and its id. */
export type SortCursor = { key: string; id: number };

/** The row's key in this order as text, which reads it back exactly (a time to the microsecond). */
export const sortKeyTextSql = ({ field }: IndexedOrder) =>
  sql<string>`(${SORT_KEYS[field].key})::text`;

/**
 * The rows after the cursor in this order: one row comparison, which the index on (field, id)
 * answers by seeking to the cursor rather than stepping over the rows before it as an offset does.
 */
export const afterCursorSql = ({ field, descending }: IndexedOrder, { key, id }: SortCursor) => {
  const { key: keyOf, type } = SORT_KEYS[field];
  const after = sql.raw(descending ? '<' : '>');
  return sql`(${keyOf}, ${shipments.id}) ${after} (cast(${key} as ${sql.raw(type)}), ${id})`;
};
