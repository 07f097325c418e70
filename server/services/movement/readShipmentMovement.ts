import { and, eq, isNull } from 'drizzle-orm';
import type { ShipmentMovement } from '@domain/dispatchTypes';
import { toShipmentMovement, type StopCities } from '@domain/milestoneAnswer';
import type { Db } from '../../db/database';
import { assignments, carriers } from '../../db/schema';
import { toCarrier } from '../carriers/carrierRecords';
import { readMilestones } from './readMilestones';

/** Who moves a shipment and how far it has gone, as its shipper sees it. */
export const readShipmentMovement = async (
  db: Db,
  shipmentId: number,
  stops: StopCities,
): Promise<ShipmentMovement> => {
  const [[live], milestones] = await Promise.all([
    db
      .select({ assignment: assignments, carrier: carriers })
      .from(assignments)
      .innerJoin(carriers, eq(carriers.id, assignments.carrierId))
      .where(and(eq(assignments.shipmentId, shipmentId), isNull(assignments.endedAt)))
      .limit(1),
    readMilestones(db, shipmentId, stops),
  ]);
  return toShipmentMovement(
    milestones,
    live ? { carrier: toCarrier(live.carrier), assignment: live.assignment } : null,
  );
};
