import { estimateArrival } from '@domain/eta';
import { countingReport } from '@domain/trackingMilestones';
import type { Mail } from '../../mail/mailer';
import { pickedUpEmail } from '../../mail/pickedUpEmail';
import { readEtaFacts } from '../eta/readEtaFacts';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { readShipmentRecord } from '../shipments/shipmentRecords';
import { mailRecipient } from './mailRecipient';

/**
 * The word that the load left the pickup, to a member who chose it, made when it is sent: the
 * departure as first reported, the carrier on the load and the estimate then; nothing once the
 * member has left the company.
 */
export const pickedUpMailFor = async (
  { db, config, clock }: OutboxDeps,
  shipmentId: number,
  userId: number | null,
): Promise<Mail | null> => {
  const record = await readShipmentRecord(db, shipmentId);
  const [recipient, movement, facts] = await Promise.all([
    mailRecipient(db, shipmentId, userId),
    readShipmentMovement(db, shipmentId, {
      pickup: record.pickup.city,
      dropoff: record.dropoff.city,
    }),
    readEtaFacts(db, shipmentId),
  ]);
  const departed = countingReport(movement.milestones, 'departed_pickup');
  if (!recipient || !departed) return null;
  return pickedUpEmail({
    to: recipient.email,
    firstName: recipient.firstName,
    appUrl: config.appUrl,
    shipment: { id: shipmentId, pickup: record.pickup, dropoff: record.dropoff },
    departed: { at: departed.at, timeZone: departed.time_zone },
    carrierName: movement.carrier?.name ?? null,
    eta: estimateArrival(facts, clock.now()),
  });
};
