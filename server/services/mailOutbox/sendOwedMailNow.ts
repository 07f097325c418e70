import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { mailLater } from '../../mail/sendLater';
import { claimFreshMail } from './claimOwedMail';
import { deliverOwedMail } from './deliverOwedMail';
import { OWED_MAIL } from './owedMailKinds';
import type { OutboxDeps, OwedMailKind } from './owedMailKinds';

/** Sends, one at a time, the e-mails just owed that `which` picks and this server claimed. */
const sendFresh = async (deps: OutboxDeps, which: SQL | undefined): Promise<void> => {
  for (const claimed of await claimFreshMail(deps, which)) await deliverOwedMail(deps, claimed);
};

const ofShipment = (kind: OwedMailKind, shipmentId: number) =>
  and(eq(mailOutbox.kind, kind), eq(mailOutbox.shipmentId, shipmentId));

/**
 * Sends an e-mail just owed, once the transaction that owes it committed, in the background: a
 * failure, or a crash before it went, leaves it owed for the servers' next look.
 */
const sendNow = (
  deps: OutboxDeps,
  kind: OwedMailKind,
  which: SQL | undefined,
  subject: Record<string, number>,
): void => mailLater(deps.mailer, () => sendFresh(deps, which), OWED_MAIL[kind].what, subject);

/**
 * A shipment's e-mails of a kind just owed, sent before it resolves: a receipt or a notice, or
 * one to each member who chose the kind.
 */
export const sendOwedMail = (deps: OutboxDeps, kind: OwedMailKind, shipmentId: number) =>
  sendFresh(deps, ofShipment(kind, shipmentId));

/** A shipment's receipt or notice, owed once per shipment, or its e-mail to each member who chose it. */
export const sendOwedMailNow = (deps: OutboxDeps, kind: OwedMailKind, shipmentId: number): void =>
  sendNow(deps, kind, ofShipment(kind, shipmentId), { shipmentId });

/** One owed e-mail by its row: an invitation may be owed again each time it is resent. */
export const sendOwedRowNow = (
  deps: OutboxDeps,
  kind: OwedMailKind,
  rowId: number,
  subject: Record<string, number>,
): void => sendNow(deps, kind, eq(mailOutbox.id, rowId), subject);
