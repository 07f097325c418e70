import type { AppDeps } from '../../deps';
import { carrierAssignedEmail } from '../../mail/carrierAssignedEmail';
import type { Mail } from '../../mail/mailer';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { mailRecipient } from '../notifications/mailRecipient';
import { readShipmentRecord } from '../shipments/shipmentRecords';

/**
 * The word that a carrier covers the shipment, to a member who chose it, made when it is sent:
 * the carrier on it then (a reassignment meanwhile is what they need to know), or nothing once
 * no carrier is (the shipment was cancelled) or the member has left the company.
 */
export const carrierAssignedMailFor = async (
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  shipmentId: number,
  userId: number | null,
): Promise<Mail | null> => {
  const record = await readShipmentRecord(db, shipmentId);
  const [recipient, movement] = await Promise.all([
    mailRecipient(db, shipmentId, userId),
    readShipmentMovement(db, shipmentId, {
      pickup: record.pickup.city,
      dropoff: record.dropoff.city,
    }),
  ]);
  const { carrier, driver_first_name, truck_number, trailer_number } = movement;
  if (!recipient || !carrier || !driver_first_name || !truck_number || !trailer_number) return null;
  return carrierAssignedEmail({
    to: recipient.email,
    firstName: recipient.firstName,
    appUrl: config.appUrl,
    shipment: { id: shipmentId, pickup: record.pickup, dropoff: record.dropoff },
    carrier,
    driverFirstName: driver_first_name,
    truckNumber: truck_number,
    trailerNumber: trailer_number,
  });
};
