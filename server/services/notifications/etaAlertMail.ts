import { etaAt, etaOutlook } from '@domain/eta';
import { etaAlertEmail } from '../../mail/etaAlertEmail';
import type { Mail } from '../../mail/mailer';
import { readEtaFacts } from '../eta/readEtaFacts';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { readShipmentRecord } from '../shipments/shipmentRecords';
import { mailRecipient } from './mailRecipient';

/**
 * The warning that the load may miss, or will miss, its drop-off day, to a member who chose it,
 * made when it is sent from the estimate then: nothing if the load is back on time or delivered
 * meanwhile, or the member has left the company.
 */
export const etaAlertMailFor = async (
  { db, config, clock }: OutboxDeps,
  shipmentId: number,
  userId: number | null,
): Promise<Mail | null> => {
  const [record, recipient, facts] = await Promise.all([
    readShipmentRecord(db, shipmentId),
    mailRecipient(db, shipmentId, userId),
    readEtaFacts(db, shipmentId),
  ]);
  const outlook = etaOutlook(facts);
  if (!recipient || !outlook) return null;
  const { at, state } = etaAt(outlook, clock.now());
  if (state === 'on_time') return null;
  return etaAlertEmail({
    to: recipient.email,
    firstName: recipient.firstName,
    appUrl: config.appUrl,
    shipment: { id: shipmentId, pickup: record.pickup, dropoff: record.dropoff },
    eta: {
      at: at.toISOString(),
      timeZone: outlook.timeZone,
      state,
      explanation: outlook.explanation,
      seenAt: outlook.seenAt?.toISOString() ?? null,
    },
  });
};
