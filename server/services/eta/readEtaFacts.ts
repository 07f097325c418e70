import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { EtaFacts } from '@domain/eta';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { Db } from '../../db/database';
import {
  assignments,
  cities,
  milestoneWithdrawals,
  positions,
  shipmentEvents,
  shipments,
  stops,
} from '../../db/schema';

/** The first report of a milestone: the moment the truck did it (a later entry tells it late). */
const firstReport = (shipmentId: number, code: 'departed_pickup' | 'arrived_dropoff') =>
  sql<Date | null>`(select ${shipmentEvents.at} from ${shipmentEvents} where ${and(
    eq(shipmentEvents.shipmentId, shipmentId),
    eq(shipmentEvents.code, code),
    sql`not exists (select 1 from ${milestoneWithdrawals} w where w.event_id = ${shipmentEvents.id})`,
  )} order by ${asc(shipmentEvents.at)}, ${asc(shipmentEvents.id)} limit 1)`.mapWith(
    shipmentEvents.at,
  );

/**
 * What the estimate of a shipment's arrival is worked out from, in one statement: how far it is,
 * both stops' places, the drop-off day, its window and its zone, the departure and arrival, and the live
 * assignment's newest position.
 */
export const readEtaFacts = async (db: Db, shipmentId: number): Promise<EtaFacts> => {
  const pickupStop = db
    .select({ latitude: cities.latitude, longitude: cities.longitude })
    .from(stops)
    .innerJoin(cities, eq(cities.id, stops.cityId))
    .where(and(eq(stops.shipmentId, shipmentId), eq(stops.kind, 'pickup')))
    .as('pickup_stop');
  const newest = db
    .select({ at: positions.at, latitude: positions.latitude, longitude: positions.longitude })
    .from(positions)
    .innerJoin(assignments, eq(assignments.id, positions.assignmentId))
    .where(and(eq(assignments.shipmentId, shipmentId), isNull(assignments.endedAt)))
    .orderBy(desc(positions.at))
    .limit(1)
    .as('newest');
  const [row] = await db
    .select({
      progress: shipments.progress,
      dropoffDate: stops.date,
      appointmentDate: stops.appointmentDate,
      windowStart: stops.windowStart,
      windowEnd: stops.windowEnd,
      dropoffLatitude: cities.latitude,
      dropoffLongitude: cities.longitude,
      regionCode: cities.regionCode,
      countryCode: cities.countryCode,
      pickupLatitude: pickupStop.latitude,
      pickupLongitude: pickupStop.longitude,
      departedAt: firstReport(shipmentId, 'departed_pickup'),
      arrivedAt: firstReport(shipmentId, 'arrived_dropoff'),
      positionAt: newest.at,
      positionLatitude: newest.latitude,
      positionLongitude: newest.longitude,
    })
    .from(shipments)
    .innerJoin(stops, and(eq(stops.shipmentId, shipments.id), eq(stops.kind, 'dropoff')))
    .innerJoin(cities, eq(cities.id, stops.cityId))
    .innerJoin(pickupStop, sql`true`)
    .leftJoin(newest, sql`true`)
    .where(eq(shipments.id, shipmentId));
  if (!row) throw new Error(`Shipment ${shipmentId} is missing.`);
  return {
    progress: row.progress,
    pickup: { latitude: row.pickupLatitude, longitude: row.pickupLongitude },
    dropoff: {
      latitude: row.dropoffLatitude,
      longitude: row.dropoffLongitude,
      date: row.dropoffDate,
      appointment_date: row.appointmentDate,
      window_start: row.windowStart,
      window_end: row.windowEnd,
      timeZone: timeZoneOfRegion(row.countryCode, row.regionCode),
    },
    departedAt: row.departedAt,
    arrivedAt: row.arrivedAt,
    lastPosition:
      row.positionAt && row.positionLatitude !== null && row.positionLongitude !== null
        ? { at: row.positionAt, latitude: row.positionLatitude, longitude: row.positionLongitude }
        : null,
  };
};
