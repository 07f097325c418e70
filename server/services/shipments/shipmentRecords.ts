import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PICKED_UP_MILESTONES } from '@domain/milestones';
import { parseShipmentId } from '@domain/shipmentId';
import type { Person, Stop } from '@domain/types';
import type { Db } from '../../db/database';
import {
  assignments,
  carriers,
  cities,
  milestoneWithdrawals,
  shipmentEvents,
  shipments,
  stops,
  users,
} from '../../db/schema';
import { NotFound } from '../domainErrors';
import type { StopKind } from './appointmentChange';
import type { ShipmentRow } from './findOwnShipment';

/** A shipment with both its stops, each already in its wire shape, and who booked it. */
export type ShipmentRecord = {
  shipment: ShipmentRow;
  pickup: Stop;
  dropoff: Stop;
  bookedBy: Person;
  carrierName: string | null;
  pickedUpAt: Date | null;
};

/** The member who booked the shipment row at hand, by name: one lookup by the users' key. */
export const bookerJson = sql<Person>`(select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name)
  from ${users} u where u.id = ${sql.raw('"shipments"."user_id"')})`;

/** The carrier of the shipment row at hand's live assignment: one lookup by its partial index. */
const carrierName = sql<
  string | null
>`(select c.legal_name from ${assignments} a join ${carriers} c on c.id = a.carrier_id
  where a.shipment_id = ${sql.raw('"shipments"."id"')} and a.ended_at is null)`;

/** The reports that tell the pickup, ranked as milestones.ts ranks them: the domain's own codes. */
const pickedUpRank = sql.raw(
  `array_position(array[${PICKED_UP_MILESTONES.map((code) => `'${code}'`).join(', ')}], e.code)`,
);

/**
 * When the shipment row at hand was picked up, by milestones.ts's pickedUpAt: its events are read
 * along the (shipment, at, id) index, a handful for each load.
 */
const pickedUpAt = sql<Date | null>`(select e.at from ${shipmentEvents} e
  where e.shipment_id = ${sql.raw('"shipments"."id"')}
  and ${inArray(sql.raw('e.code'), PICKED_UP_MILESTONES)}
  and not exists (select 1 from ${milestoneWithdrawals} w where w.event_id = e.id)
  order by ${pickedUpRank}, e.at, e.id limit 1)`.mapWith(shipmentEvents.at);

/** Who moves the shipment row at hand and when it left, as every shipment answer tells it. */
export const movementColumns = { carrierName, pickedUpAt };

/** A stop's own details, the same in every shape the stops are read in. */
const STOP_DETAILS = sql.raw(`'date', s.date,
    'facility_name', s.facility_name,
    'facility_address', s.facility_address,
    'zip_code', s.zip_code,
    'scheduling_preference', s.scheduling_preference,
    'contact_name', s.contact_name,
    'phone_number', s.phone_number,
    'email', s.email,
    'location_number', s.location_number,
    'additional_notes', s.additional_notes,
    'appointment_date', s.appointment_date,
    'window_start', s.window_start,
    'window_end', s.window_end`);

/**
 * The stops of the shipment row at hand as JSON keyed by kind: one value instead of twenty-odd
 * columns reads many shipments about 40% faster. A subquery on the (shipment, kind) index rather
 * than a join, which PGlite takes longer to plan than to run for a page. Written out, because
 * drizzle leaves out table names in a one-table query and this one needs them.
 */
const stopsOf = <T>(city: SQL, join: SQL = sql``) =>
  sql<
    Record<StopKind, T>
  >`(select json_object_agg(s.kind, json_build_object(${city}, ${STOP_DETAILS}))
  from ${stops} s ${join} where s.shipment_id = ${sql.raw('"shipments"."id"')})`;

/** Each stop in the API's shape, its city joined. */
const stopsJson = stopsOf<Stop>(
  sql`'city', json_build_object('id', c.id, 'name', c.name, 'region_code', c.region_code, 'country_code', c.country_code)`,
  sql`join ${cities} c on c.id = s.city_id`,
);

/** A stop with its city's id alone, for a caller that knows the cities. */
export type StoredStop = Omit<Stop, 'city'> & { city_id: number };

/** Each stop with its city's id: the page of a list takes the cities from the place directory. */
export const storedStopsJson = stopsOf<StoredStop>(sql`'city_id', s.city_id`);

/** Shipments with their stops, in one statement however many there are. */
const selectRecords = (db: Db, where: SQL | undefined) =>
  db
    .select({ shipment: shipments, stops: stopsJson, bookedBy: bookerJson, ...movementColumns })
    .from(shipments)
    .where(where);

type SelectedRecord = Omit<ShipmentRecord, 'pickup' | 'dropoff'> & {
  stops: Record<StopKind, Stop>;
};

const toRecord = ({ stops: { pickup, dropoff }, ...record }: SelectedRecord): ShipmentRecord => ({
  ...record,
  pickup,
  dropoff,
});

/** A shipment already known to exist, as it is now (after a change, within the same transaction). */
export const readShipmentRecord = async (db: Db, shipmentId: number): Promise<ShipmentRecord> => {
  const [record] = await selectRecords(db, eq(shipments.id, shipmentId)).limit(1);
  if (!record) throw new Error(`Shipment ${shipmentId} is missing.`);
  return toRecord(record);
};

/**
 * The company's shipment with its stops; NotFound for a missing one and for another company's.
 * With lock, the shipment row is held until the transaction ends, so a payment and a change take
 * turns; the record is then read by a statement of its own, once the lock is held: the locking
 * statement sees the shipment row as the change before it left it, but its stops as they were
 * when it began to wait.
 */
export const findOwnShipmentRecord = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
  options: { lock?: boolean } = {},
): Promise<ShipmentRecord> => {
  const id = parseShipmentId(shipmentId);
  if (id === null) throw new NotFound();
  const own = and(eq(shipments.id, id), eq(shipments.companyId, companyId));
  if (options.lock) {
    const [locked] = await db.select({ id: shipments.id }).from(shipments).where(own).for('update');
    if (!locked) throw new NotFound();
    return readShipmentRecord(db, locked.id);
  }
  const [record] = await selectRecords(db, own).limit(1);
  if (!record) throw new NotFound();
  return toRecord(record);
};
