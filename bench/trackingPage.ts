import type { Db } from '../server/db/database';
import { recordDriverEvent } from '../server/services/movement/driverEvents';
import { recordDriverPositions } from '../server/services/movement/driverPositions';
import { readShipmentTracking } from '../server/services/tracking/readShipmentTracking';
import { shareTracking } from '../server/services/trackingLinks/shareTracking';
import { driverLinkLoad } from './support/driverLinkLoad';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The shared tracking page's link for the run, as a customer opens it mid-journey: the load of
 * one of the run's driver links leaves its pickup, its truck is seen half-way, and its shipper
 * shares the tracking. The page then shows everything it can: an estimate, the truck's city, the
 * milestones reported and to come, and the map.
 */
export const seedTrackingPage = async (db: Db, driverToken: string, now: Date): Promise<string> => {
  const load = await driverLinkLoad(db, driverToken);
  const link = {
    assignmentId: load.assignmentId,
    shipmentId: load.shipmentId,
    progress: load.progress,
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  for (const [code, hours] of [
    ['arrived_pickup', 6],
    ['departed_pickup', 5],
  ] as const)
    await recordDriverEvent(db, link, { id: `tracking-page-${code}`, code, at: ago(hours) }, now);
  const { pickup, dropoff } = await readShipmentTracking(db, load.companyId, load.shipmentId, now);
  await recordDriverPositions(
    db,
    link,
    [
      {
        at: ago(1),
        latitude: (pickup.latitude + dropoff.latitude) / 2,
        longitude: (pickup.longitude + dropoff.longitude) / 2,
      },
    ],
    now,
  );
  const actor = { id: load.userId, companyId: load.companyId, role: 'admin' as const };
  return (await shareTracking(db, actor, load.shipmentId, now)).token;
};
