import { ETA_STATE_LABELS } from '@domain/etaTexts';
import { formatDay } from '@domain/invoiceDocumentSheet';
import type { Shipment } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { laneText } from './laneText';
import type { Mail } from './mailer';
import { movementSubject } from './movementSubject';
import { shipmentMail } from './shipmentEmail';

type EtaAlertEmail = {
  to: string;
  firstName: string;
  appUrl: string;
  shipment: Pick<Shipment, 'id' | 'pickup' | 'dropoff'>;
  /** The estimate as it stands when the e-mail is made, on the drop-off's clock. */
  eta: {
    at: string;
    timeZone: string;
    state: 'at_risk' | 'late';
    explanation: string;
    /** When the truck on the road was last seen; null once it is at the drop-off. */
    seenAt: string | null;
  };
};

/**
 * The one warning a load gets that it may miss, or will miss, its drop-off day: the estimate on
 * the drop-off's clock and how it was reached.
 */
export const etaAlertEmail = ({ to, firstName, appUrl, shipment, eta }: EtaAlertEmail): Mail => {
  const day = formatDay(shipment.dropoff.date);
  const lane = `Shipment #${shipment.id}, ${laneText(shipment)}`;
  const outlook =
    eta.state === 'late'
      ? `${lane}, will be late for its dropoff on ${day}`
      : `${lane}, is at risk of missing its dropoff on ${day}`;
  const paragraphs = [
    `${outlook}: it is now estimated to arrive ${formatZonedMoment(eta.at, eta.timeZone)} (${eta.explanation}).`,
    ...(eta.seenAt
      ? [`The truck was last seen on ${formatZonedMoment(eta.seenAt, eta.timeZone)}.`]
      : []),
    'This is the only email about this load’s estimate: the shipment’s page keeps it up to date.',
  ];
  return shipmentMail({
    to,
    subject: movementSubject(ETA_STATE_LABELS[eta.state], shipment),
    greeting: `Hi ${firstName},`,
    paragraphs,
    link: `${appUrl}/shipments/${shipment.id}`,
    about: 'this shipment',
    questionsTo: 'operations',
  });
};
