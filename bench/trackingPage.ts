import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/database';
import { assignments, shipments } from '../server/db/schema';
import { recordDriverEvent } from '../server/services/movement/driverEvents';
import { recordDriverPositions } from '../server/services/movement/driverPositions';
import { hashToken } from '../server/services/secrets';
import { readShipmentTracking } from '../server/services/tracking/readShipmentTracking';
import { shareTracking } from '../server/services/trackingLinks/shareTracking';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The shared tracking page's link for the run, as a customer opens it mid-journey: the load of
 * one of the run's driver links leaves its pickup, its truck is seen half-way, and its shipper
 * shares the tracking. The page then shows everything it can: an estimate, the truck's city, the
 * milestones reported and to come, and the map.
 */
export const seedTrackingPage = async (db: Db, driverToken: string, now: Date): Promise<string> => {
  const [load] = await db
    .select({
      assignmentId: assignments.id,
      shipmentId: assignments.shipmentId,
      progress: shipments.progress,
      companyId: shipments.companyId,
      userId: shipments.userId,
    })
    .from(assignments)
    .innerJoin(shipments, eq(shipments.id, assignments.shipmentId))
    .where(eq(assignments.tokenHash, hashToken(driverToken)));
  if (!load) throw new Error('No load behind the tracking page’s driver link.');
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
  await recordDriverPositions(db, link, [
    {
      at: ago(1),
      latitude: (pickup.latitude + dropoff.latitude) / 2,
      longitude: (pickup.longitude + dropoff.longitude) / 2,
    },
  ]);
  const actor = { id: load.userId, companyId: load.companyId, role: 'admin' as const };
  return (await shareTracking(db, actor, load.shipmentId, now)).token;
};
