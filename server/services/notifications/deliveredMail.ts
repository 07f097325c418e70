import { countingReport } from '@domain/trackingMilestones';
import type { Mail } from '../../mail/mailer';
import { deliveredEmail } from '../../mail/deliveredEmail';
import { NotFound } from '../domainErrors';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { readMilestones } from '../movement/readMilestones';
import { podFileName } from '@domain/trackingMilestones';
import { readPodDocument } from '../pod/podDocument';
import { renderPdfOffThread } from '../documents/pdfThread';
import { readShipmentRecord } from '../shipments/shipmentRecords';
import { mailRecipient } from './mailRecipient';

/** The proof of delivery as it is downloaded, or null for a delivery entered by a dispatcher. */
const readProof = async ({ db }: OutboxDeps, companyId: number, shipmentId: number) => {
  try {
    return await readPodDocument(db, companyId, shipmentId);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
};

/**
 * The word that the load was delivered, to a member who chose it, made when it is sent: the
 * delivery as first reported and, when the driver took one, the proof of delivery drawn from the
 * database as a PDF, attached; nothing once the member has left the company.
 */
export const deliveredMailFor = async (
  deps: OutboxDeps,
  shipmentId: number,
  userId: number | null,
): Promise<Mail | null> => {
  const { db, config } = deps;
  const record = await readShipmentRecord(db, shipmentId);
  const stops = { pickup: record.pickup.city, dropoff: record.dropoff.city };
  const [recipient, history, pod] = await Promise.all([
    mailRecipient(db, shipmentId, userId),
    readMilestones(db, shipmentId, stops),
    readProof(deps, record.shipment.companyId, shipmentId),
  ]);
  const delivered = pod?.delivered ?? countingReport(history, 'delivered');
  if (!recipient || !delivered) return null;
  return deliveredEmail({
    to: recipient.email,
    firstName: recipient.firstName,
    appUrl: config.appUrl,
    shipment: { id: shipmentId, pickup: record.pickup, dropoff: record.dropoff },
    delivered: { at: delivered.at, timeZone: pod?.timeZone ?? delivered.time_zone },
    proof: pod && {
      receiverName: pod.receiverName,
      notes: pod.notes,
      pdf: {
        filename: podFileName(shipmentId),
        content: await renderPdfOffThread('proofOfDelivery', pod),
        contentType: 'application/pdf',
      },
    },
  });
};
