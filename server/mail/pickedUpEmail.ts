import { ETA_STATE_LABELS } from '@domain/etaTexts';
import type { Eta } from '@domain/trackingTypes';
import type { Shipment } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { laneText } from './laneText';
import type { Mail } from './mailer';
import { movementSubject } from './movementSubject';
import { shipmentMail } from './shipmentEmail';

type PickedUpEmail = {
  to: string;
  firstName: string;
  appUrl: string;
  shipment: Pick<Shipment, 'id' | 'pickup' | 'dropoff'>;
  /** The departure as reported, on the clock of the place it was reported from. */
  departed: { at: string; timeZone: string };
  carrierName: string | null;
  /** The arrival estimate as it stands when the e-mail is made, if there is one yet. */
  eta: Eta | null;
};

/** The word that the load left the pickup: when, with whom, and when it should arrive. */
export const pickedUpEmail = ({
  to,
  firstName,
  appUrl,
  shipment,
  departed,
  carrierName,
  eta,
}: PickedUpEmail): Mail => {
  const by = carrierName ? ` with ${carrierName}` : '';
  const paragraphs = [
    `Shipment #${shipment.id}, ${laneText(shipment)}, was picked up and left the pickup on ${formatZonedMoment(departed.at, departed.timeZone)}${by}.`,
    ...(eta
      ? [
          `Estimated arrival: ${formatZonedMoment(eta.at, eta.time_zone)}, ${ETA_STATE_LABELS[eta.state].toLowerCase()} (${eta.explanation}).`,
        ]
      : []),
    'The shipment’s page shows where the truck is and each milestone as the driver reports it.',
  ];
  return shipmentMail({
    to,
    subject: movementSubject('Picked up', shipment),
    greeting: `Hi ${firstName},`,
    paragraphs,
    link: `${appUrl}/shipments/${shipment.id}`,
    about: 'this shipment',
    questionsTo: 'operations',
  });
};
