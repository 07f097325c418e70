import { and, eq } from 'drizzle-orm';
import { isFarFromStop } from '@domain/dispatchExceptions';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverEventInput } from '@domain/dispatchTypes';
import type { ReportedMilestone } from '@domain/milestones';
import type { Db } from '../../db/database';
import { stops } from '../../db/schema';
import { Invalid, Refused } from '../domainErrors';
import { findCity } from '../places';
import type { DriverAssignment } from './driverLink';
import { recordMilestone } from './recordMilestone';
import { phoneTime } from './phoneTime';
import { recordPositions } from './recordPositions';

/** Where the phone was, when it said: both coordinates or neither. */
const placeOf = ({ latitude, longitude, accuracy_m }: DriverEventInput) => {
  const hasLatitude = latitude !== null && latitude !== undefined;
  const hasLongitude = longitude !== null && longitude !== undefined;
  if (hasLatitude !== hasLongitude)
    throw new Invalid(
      hasLatitude
        ? { longitude: DISPATCH_MESSAGES.longitudeInvalid }
        : { latitude: DISPATCH_MESSAGES.latitudeInvalid },
    );
  return hasLatitude && hasLongitude
    ? { latitude, longitude, accuracyM: accuracy_m ?? null }
    : null;
};

const ARRIVALS: Partial<Record<ReportedMilestone, 'pickup' | 'dropoff'>> = {
  arrived_pickup: 'pickup',
  arrived_dropoff: 'dropoff',
};

/** Whether an arrival the phone placed is far from its stop's city; false without a place. */
const arrivedFar = async (
  db: Db,
  shipmentId: number,
  code: ReportedMilestone,
  place: { latitude: number; longitude: number } | null,
): Promise<boolean> => {
  const kind = ARRIVALS[code];
  if (!kind || !place) return false;
  const [stop] = await db
    .select({ cityId: stops.cityId })
    .from(stops)
    .where(and(eq(stops.shipmentId, shipmentId), eq(stops.kind, kind)));
  const city = stop && (await findCity(db, stop.cityId));
  return city ? isFarFromStop(place, city) : false;
};

/**
 * A milestone the driver's phone reports, kept in the load's history and, with its place, as a
 * position, in one transaction. The phone's id makes a retry, or the same event sent from a queue
 * twice, the same event: nothing new is kept, its position included. Delivery comes only with the
 * proof of delivery. An arrival placed far from its stop is kept, and flagged.
 */
export const recordDriverEvent = async (
  db: Db,
  { assignmentId, shipmentId }: DriverAssignment,
  input: DriverEventInput,
  now: Date,
): Promise<void> => {
  if (input.code === 'delivered') throw new Refused(DISPATCH_MESSAGES.deliveredWithPod);
  const at = phoneTime(input.at, now);
  const place = placeOf(input);
  const farFromStop = await arrivedFar(db, shipmentId, input.code, place);
  await db.transaction(async (tx) => {
    const kept = await recordMilestone(tx, {
      shipmentId,
      assignmentId,
      code: input.code,
      at,
      source: 'driver',
      clientId: input.id,
      farFromStop,
      ...place,
    });
    if (kept && place)
      await recordPositions(tx, { assignmentId, shipmentId }, 'driver', [{ at, ...place }]);
  });
};
