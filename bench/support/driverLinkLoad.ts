import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { assignments, shipments } from '../../server/db/schema';
import { hashToken } from '../../server/services/secrets';
import { issueToken } from '../../server/services/tokens';

/** The load behind a driver link the bench made, with its shipper. */
export const driverLinkLoad = async (db: Db, driverToken: string) => {
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
  if (!load) throw new Error('No load behind the driver link.');
  return load;
};

/** A load of the run, as its shipper asks for it: the shipment and a session of the shipper. */
export type ShipperLoad = { shipmentId: number; token: string };

/** The load with a new session of the shipper who booked it. */
export const withShipperSession = async (
  db: Db,
  { shipmentId, userId }: { shipmentId: number; userId: number },
  now: Date,
): Promise<ShipperLoad> => ({ shipmentId, token: await issueToken(db, userId, 'session', now) });
