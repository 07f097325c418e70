import type { mailOutbox } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../mail/mailer';
import { cancellationMailFor } from '../cancellations/cancellationMail';
import { carrierAssignedMailFor } from '../dispatch/carrierAssignedMail';
import { receiptMailFor } from '../invoices/receiptMail';
import { invitationMailFor } from '../company/invitationMail';
import { deliveredMailFor } from '../notifications/deliveredMail';
import { etaAlertMailFor } from '../notifications/etaAlertMail';
import { pickedUpMailFor } from '../notifications/pickedUpMail';

export type OwedMailKind = (typeof mailOutbox.$inferSelect)['kind'];
export type OwedMailRow = typeof mailOutbox.$inferSelect;

/** What sends an owed e-mail: this server's number claims it. */
export type OutboxDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'instance'>;

type OwedMail = {
  /** What the log calls it. */
  what: string;
  /**
   * Made when it is sent, from the database as it is then: a row holds no message. Null when
   * there is nothing to send any more (an invitation revoked or accepted meanwhile).
   */
  compose: (deps: OutboxDeps, row: OwedMailRow) => Promise<Mail | null>;
};

/** The shipment a receipt or a notice is about. */
const aboutShipment =
  (compose: (deps: OutboxDeps, shipmentId: number) => Promise<Mail | null>) =>
  (deps: OutboxDeps, { id, shipmentId }: OwedMailRow) => {
    if (shipmentId === null) throw new Error(`Owed e-mail ${id} names no shipment.`);
    return compose(deps, shipmentId);
  };

/** A shipment's e-mail of a kind members choose, to the member the row names. */
const toMember =
  (
    compose: (deps: OutboxDeps, shipmentId: number, userId: number | null) => Promise<Mail | null>,
  ) =>
  (deps: OutboxDeps, { id, shipmentId, userId }: OwedMailRow) => {
    if (shipmentId === null) throw new Error(`Owed e-mail ${id} names no shipment.`);
    return compose(deps, shipmentId, userId);
  };

export const OWED_MAIL: Record<OwedMailKind, OwedMail> = {
  payment_receipt: { what: 'payment receipt', compose: aboutShipment(receiptMailFor) },
  cancellation_notice: { what: 'cancellation notice', compose: aboutShipment(cancellationMailFor) },
  invitation: { what: 'invitation', compose: invitationMailFor },
  carrier_assigned: {
    what: 'carrier assigned notice',
    compose: toMember(carrierAssignedMailFor),
  },
  picked_up: { what: 'picked up notice', compose: toMember(pickedUpMailFor) },
  delivered: { what: 'delivered notice', compose: toMember(deliveredMailFor) },
  eta_alert: { what: 'ETA alert', compose: toMember(etaAlertMailFor) },
};

/** What the log says an owed e-mail is about. */
export const subjectOf = ({ shipmentId, invitationId, userId }: OwedMailRow) => {
  if (shipmentId === null) return { invitationId };
  return userId === null ? { shipmentId } : { shipmentId, userId };
};
