import type { Db } from '../../db/database';
import { oweMail } from '../mailOutbox/oweMail';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { sendOwedMailNow } from '../mailOutbox/sendOwedMailNow';

/** Owed in the cancel's own transaction, so that every cancellation has its notice, once. */
export const oweCancellationNotice = (tx: Db, shipmentId: number, now: Date): Promise<void> =>
  oweMail(tx, 'cancellation_notice', shipmentId, now);

/**
 * Sent in the background once the cancel committed and its refund was asked for; a failure leaves
 * it owed until a server sends it.
 */
export const sendCancellationNotice = (deps: OutboxDeps, shipmentId: number): void =>
  sendOwedMailNow(deps, 'cancellation_notice', shipmentId);
