import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverEventInput } from '@domain/dispatchTypes';
import type { Db } from '../../db/database';
import { Invalid, Refused } from '../domainErrors';
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

/**
 * A milestone the driver's phone reports, kept in the load's history and, with its place, as a
 * position. The phone's id makes a retry, or the same event sent from a queue twice, the same
 * event: nothing new is kept. Delivery comes only with the proof of delivery.
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
  await recordMilestone(db, {
    shipmentId,
    assignmentId,
    code: input.code,
    at,
    source: 'driver',
    clientId: input.id,
    ...place,
  });
  // One position per moment: a retry adds nothing, and completes a first try that stopped in
  // between.
  if (place) await recordPositions(db, { assignmentId, shipmentId }, 'driver', [{ at, ...place }]);
};
