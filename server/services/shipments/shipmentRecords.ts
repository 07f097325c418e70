import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Stop } from '../../../src/contract/types';
import type { Db } from '../../db/database';
import { cities, shipments, stops } from '../../db/schema';
import { notFound } from '../../http/httpError';
import type { StopKind } from './appointmentChange';
import { parseShipmentId } from './findOwnShipment';
import type { ShipmentRow } from './findOwnShipment';

/** A shipment with both its stops, each already in its wire shape. */
export type ShipmentRecord = { shipment: ShipmentRow; pickup: Stop; dropoff: Stop };

/**
 * The database builds the stops as the API's Stop, keyed by kind: one JSON value instead of
 * twenty-eight columns reads many shipments about 40% faster. A subquery on the (shipment, kind)
 * index rather than a five-table join, which PGlite takes longer to plan than to run for a page.
 * Written out, because drizzle leaves out table names in a one-table query and this one needs them.
 */
const stopsJson = sql<Record<StopKind, Stop>>`(select json_object_agg(s.kind, json_build_object(
    'city', json_build_object('id', c.id, 'name', c.name, 'region_code', c.region_code),
    'date', s.date,
    'facility_name', s.facility_name,
    'facility_address', s.facility_address,
    'zip_code', s.zip_code,
    'scheduling_preference', s.scheduling_preference,
    'contact_name', s.contact_name,
    'phone_number', s.phone_number,
    'email', s.email,
    'location_number', s.location_number,
    'additional_notes', s.additional_notes))
  from ${stops} s join ${cities} c on c.id = s.city_id
  where s.shipment_id = ${sql.raw('"shipments"."id"')})`;

/** Shipments with their stops, in one statement however many there are. */
export const selectRecords = (db: Db, where: SQL | undefined) =>
  db.select({ shipment: shipments, stops: stopsJson }).from(shipments).where(where);

type SelectedRecord = { shipment: ShipmentRow; stops: Record<StopKind, Stop> };

export const toRecord = ({
  shipment,
  stops: { pickup, dropoff },
}: SelectedRecord): ShipmentRecord => ({
  shipment,
  pickup,
  dropoff,
});

/**
 * Newest first, in the order of the (user, created_at desc, id desc) index. Its columns sort nulls
 * last, and a plain "desc" means nulls first: the planner would sort every row instead.
 */
export const newestShipmentsFirst = [
  sql`${shipments.createdAt} desc nulls last`,
  sql`${shipments.id} desc nulls last`,
];

/** A shipment already known to exist, as it is now (after a change, within the same transaction). */
export const readShipmentRecord = async (db: Db, shipmentId: number): Promise<ShipmentRecord> => {
  const [record] = await selectRecords(db, eq(shipments.id, shipmentId)).limit(1);
  if (!record) throw new Error(`Shipment ${shipmentId} is missing.`);
  return toRecord(record);
};

/**
 * The caller's shipment with its stops; 404 for a missing one and for another shipper's. With
 * lock, the shipment row is held until the transaction ends, so a payment and a change take turns.
 */
export const findOwnShipmentRecord = async (
  db: Db,
  userId: number,
  shipmentId: number | string,
  options: { lock?: boolean } = {},
): Promise<ShipmentRecord> => {
  const id = parseShipmentId(shipmentId);
  if (id === null) throw notFound();
  const query = selectRecords(db, and(eq(shipments.id, id), eq(shipments.userId, userId))).limit(1);
  const [record] = options.lock ? await query.for('update', { of: shipments }) : await query;
  if (!record) throw notFound();
  return toRecord(record);
};
