import type { Shipment } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { laneText } from './laneText';
import type { Mail, MailAttachment } from './mailer';
import { movementSubject } from './movementSubject';
import { shipmentMail } from './shipmentEmail';

/** The receiver's notes as the end of a sentence: their own stop, or one added, never two. */
const asSentenceEnd = (notes: string) => {
  const said = notes.trim();
  return /[.!?…]$/.test(said) ? said : `${said}.`;
};

/** What the receiver signed for, and the proof of delivery as a PDF. */
type Proof = { receiverName: string; notes: string | null; pdf: MailAttachment };

type DeliveredEmail = {
  to: string;
  firstName: string;
  appUrl: string;
  shipment: Pick<Shipment, 'id' | 'pickup' | 'dropoff'>;
  /** The delivery as reported, on the clock of the drop-off. */
  delivered: { at: string; timeZone: string };
  /** None when a dispatcher recorded the delivery by hand. */
  proof: Proof | null;
};

/** The word that the load was delivered: when, to whom, and the signed proof attached. */
export const deliveredEmail = ({
  to,
  firstName,
  appUrl,
  shipment,
  delivered,
  proof,
}: DeliveredEmail): Mail => {
  const when = formatZonedMoment(delivered.at, delivered.timeZone);
  const lane = `Shipment #${shipment.id}, ${laneText(shipment)}`;
  const paragraphs = proof
    ? [
        `${lane}, was delivered on ${when}, received by ${proof.receiverName}.`,
        `Over, short or damaged: ${asSentenceEnd(proof.notes ?? 'none noted')}`,
        'The proof of delivery, with the receiver’s signature, is attached as a PDF.',
      ]
    : [
        `${lane}, was delivered on ${when}.`,
        'The delivery was recorded by our dispatch desk, without a signed proof of delivery.',
      ];
  const mail = shipmentMail({
    to,
    subject: movementSubject('Delivered', shipment),
    greeting: `Hi ${firstName},`,
    paragraphs,
    link: `${appUrl}/shipments/${shipment.id}`,
    about: 'this delivery',
    questionsTo: 'operations',
  });
  return proof ? { ...mail, attachments: [proof.pdf] } : mail;
};
