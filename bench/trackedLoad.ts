import { TRAIL_LENGTH } from '@domain/trackingMilestones';
import type { Db } from '../server/db/database';
import { recordDriverEvent } from '../server/services/movement/driverEvents';
import { recordPositions } from '../server/services/movement/recordPositions';
import { readShipmentTracking } from '../server/services/tracking/readShipmentTracking';
import { driverLinkLoad, withShipperSession } from './support/driverLinkLoad';
import type { ShipperLoad } from './support/driverLinkLoad';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The load of a driver link on the road for 500 reports at the driver's page's pace of one every
 * five minutes (some 40 hours), its trail drawn from its pickup towards its drop-off: the
 * tracking call's heaviest answer, a full trail. Its shipper gets a session to ask with.
 */
export const seedTrackedLoad = async (
  db: Db,
  driverToken: string,
  now: Date,
): Promise<ShipperLoad> => {
  const load = await driverLinkLoad(db, driverToken);
  const startedAt = now.getTime() - TRAIL_LENGTH * FIVE_MINUTES_MS;
  await recordDriverEvent(
    db,
    load,
    { id: 'tracked-load-departed', code: 'departed_pickup', at: new Date(startedAt).toISOString() },
    now,
  );
  const { pickup, dropoff } = await readShipmentTracking(db, load.companyId, load.shipmentId, now);
  const trail = Array.from({ length: TRAIL_LENGTH }, (_, n) => {
    const along = (n + 1) / (TRAIL_LENGTH + 1);
    return {
      at: new Date(startedAt + (n + 1) * FIVE_MINUTES_MS),
      latitude: pickup.latitude + (dropoff.latitude - pickup.latitude) * along,
      longitude: pickup.longitude + (dropoff.longitude - pickup.longitude) * along,
      accuracyM: 15,
    };
  });
  await recordPositions(db, load, 'driver', trail);
  return withShipperSession(db, load, now);
};
