import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ShipmentTab, Stop } from '@domain/types';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import { findCity } from '../places';
import type { StopKind } from './appointmentChange';
import { ownShipments, tabCondition } from './shipmentFilters';
import type { ShipmentRecord, StoredStop } from './shipmentRecords';
import type { IndexedOrder } from './shipmentOrdering';
import { orderBySql } from './shipmentOrdering';
import { bookerJson, movementColumns, storedStopsJson } from './shipmentRecords';

const at = {
  companyId: sql.placeholder('companyId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * A page of the shipper's shipments in the tab, matching `where`, in the order asked, for a
 * statement to prepare: the page's ids first, along the order's index, then the stops of those
 * rows only, not of every row the offset skips. Its placeholders: companyId, limit and offset.
 */
export const shipmentPageQuery = (
  db: Db,
  tab: ShipmentTab,
  where: SQL | undefined,
  indexedOrder: IndexedOrder,
) => {
  const order = orderBySql(indexedOrder);
  const pageIds = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(ownShipments(at.companyId), tabCondition(tab), where))
    .orderBy(...order)
    .limit(at.limit)
    .offset(at.offset);
  return db
    .select({
      shipment: shipments,
      stops: storedStopsJson,
      bookedBy: bookerJson,
      ...movementColumns,
    })
    .from(shipments)
    .where(sql`${shipments.id} = any(array(${pageIds}))`)
    .orderBy(...order);
};

/** A stop's city from the place directory: cities never change, and a page has many stops. */
const toStop = async (db: Db, { city_id, ...stop }: StoredStop): Promise<Stop> => {
  const city = await findCity(db, city_id);
  if (!city) throw new Error(`A stop is in the unknown city ${city_id}.`);
  const { id, name, region_code, country_code } = city;
  return { city: { id, name, region_code, country_code }, ...stop };
};

type PageRow = Omit<ShipmentRecord, 'pickup' | 'dropoff'> & {
  stops: Record<StopKind, StoredStop>;
};

export const toPageRecord = async (
  db: Db,
  { stops: { pickup, dropoff }, shipment, bookedBy, carrierName, pickedUpAt }: PageRow,
): Promise<ShipmentRecord> => ({
  shipment,
  pickup: await toStop(db, pickup),
  dropoff: await toStop(db, dropoff),
  bookedBy,
  carrierName,
  pickedUpAt,
});
