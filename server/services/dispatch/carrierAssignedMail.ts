import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { shipments, users } from '../../db/schema';
import { carrierAssignedEmail } from '../../mail/carrierAssignedEmail';
import type { Mail } from '../../mail/mailer';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { readShipmentRecord } from '../shipments/shipmentRecords';

/**
 * The word that a carrier covers the shipment, to the member who booked it, made when it is sent:
 * the carrier on it then (a reassignment meanwhile is what they need to know), or nothing once
 * no carrier is (the shipment was cancelled).
 */
export const carrierAssignedMailFor = async (
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  shipmentId: number,
): Promise<Mail | null> => {
  const record = await readShipmentRecord(db, shipmentId);
  const [[booker], movement] = await Promise.all([
    db
      .select({ email: users.email, firstName: users.firstName })
      .from(shipments)
      .innerJoin(users, eq(users.id, shipments.userId))
      .where(eq(shipments.id, shipmentId)),
    readShipmentMovement(db, shipmentId, {
      pickup: record.pickup.city,
      dropoff: record.dropoff.city,
    }),
  ]);
  if (!booker) throw new Error(`Shipment ${shipmentId} has no shipper.`);
  const { carrier, driver_first_name, truck_number, trailer_number } = movement;
  if (!carrier || !driver_first_name || !truck_number || !trailer_number) return null;
  return carrierAssignedEmail({
    to: booker.email,
    firstName: booker.firstName,
    appUrl: config.appUrl,
    shipment: { id: shipmentId, pickup: record.pickup, dropoff: record.dropoff },
    carrier,
    driverFirstName: driver_first_name,
    truckNumber: truck_number,
    trailerNumber: trailer_number,
  });
};
