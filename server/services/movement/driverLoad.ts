import { eq, sql } from 'drizzle-orm';
import type { DriverLoad } from '@domain/dispatchTypes';
import { nextMilestone } from '@domain/milestones';
import type { Db } from '../../db/database';
import { assignments, carriers, proofsOfDelivery } from '../../db/schema';
import { readShipmentRecord } from '../shipments/shipmentRecords';
import type { DriverAssignment } from './driverLink';
import { readMilestones } from './readMilestones';

/** The load as the driver's phone shows it: both stops in full, who drives it, how far it is. */
export const readDriverLoad = async (
  db: Db,
  { assignmentId, shipmentId }: DriverAssignment,
): Promise<DriverLoad> => {
  const { shipment, pickup, dropoff } = await readShipmentRecord(db, shipmentId);
  const [[crew], milestones] = await Promise.all([
    db
      .select({
        carrierName: carriers.legalName,
        driverName: assignments.driverName,
        truckNumber: assignments.truckNumber,
        trailerNumber: assignments.trailerNumber,
        proofOfDelivery: sql<boolean>`exists (select 1 from ${proofsOfDelivery} where ${proofsOfDelivery.shipmentId} = ${shipmentId})`,
      })
      .from(assignments)
      .innerJoin(carriers, eq(carriers.id, assignments.carrierId))
      .where(eq(assignments.id, assignmentId)),
    readMilestones(db, shipmentId, { pickup: pickup.city, dropoff: dropoff.city }),
  ]);
  if (!crew) throw new Error(`Assignment ${assignmentId} is missing.`);
  return {
    shipment_id: shipment.id,
    reference_number: shipment.referenceNumber,
    commodity: shipment.commodity,
    weight: shipment.weight,
    packaging: shipment.packaging,
    packaging_type: shipment.packagingType,
    equipment: shipment.equipment,
    driver_assist: shipment.driverAssist,
    temperature_f: shipment.temperatureF,
    temperature_mode: shipment.temperatureMode,
    pickup,
    dropoff,
    carrier_name: crew.carrierName,
    driver_name: crew.driverName,
    truck_number: crew.truckNumber,
    trailer_number: crew.trailerNumber,
    milestones,
    next_milestone: nextMilestone(shipment.progress),
    proof_of_delivery: crew.proofOfDelivery,
  };
};
