import { SHIPMENT_ORDER_FIELDS } from './constants';
import { SHIPMENT_STATUSES } from './statuses';
import { moneyToCents } from './money';
import type { Shipment, ShipmentStatus } from './types';

export type ShipmentOrderField = (typeof SHIPMENT_ORDER_FIELDS)[number];
/** A field to sort the shipment list by; a leading "-" sorts it from the largest. */
export type ShipmentOrdering = ShipmentOrderField | `-${ShipmentOrderField}`;

export type SortOrder = { field: ShipmentOrderField; descending: boolean };

export const sortOrderOf = (ordering: ShipmentOrdering): SortOrder => {
  const descending = ordering.startsWith('-');
  const name = descending ? ordering.slice(1) : ordering;
  const field = SHIPMENT_ORDER_FIELDS.find((known) => known === name);
  if (!field) throw new Error(`Not a shipment ordering: ${ordering}`);
  return { field, descending };
};

/**
 * Statuses sort in the order a shipment goes through them: unfinished, upcoming, in progress,
 * past, and cancelled, which ends it, last. The dashboard's tabs list them in another order, which is the specification's layout,
 * not a ranking.
 */
export const statusRank = (status: ShipmentStatus): number => SHIPMENT_STATUSES.indexOf(status);

/** What each field sorts a shipment by: all of them known for every shipment, none null. */
const SORT_KEYS: Record<ShipmentOrderField, (shipment: Shipment) => number | string> = {
  id: (shipment) => shipment.id,
  created_at: (shipment) => Date.parse(shipment.created_at),
  pickup_date: (shipment) => shipment.pickup.date,
  dropoff_date: (shipment) => shipment.dropoff.date,
  total_price: (shipment) => moneyToCents(shipment.total_price),
  status: (shipment) => statusRank(shipment.status),
};

const compareKeys = (a: number | string, b: number | string): number =>
  a < b ? -1 : a > b ? 1 : 0;

/**
 * The list's order: by the field, then by id in the same direction, so that shipments alike in
 * the field keep one order and a page never repeats or skips one.
 */
export const compareShipments = (ordering: ShipmentOrdering) => {
  const { field, descending } = sortOrderOf(ordering);
  const key = SORT_KEYS[field];
  const sign = descending ? -1 : 1;
  return (a: Shipment, b: Shipment): number =>
    sign * (compareKeys(key(a), key(b)) || compareKeys(a.id, b.id));
};
