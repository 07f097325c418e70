import type { Db } from '../../db/database';
import { oweMail } from '../mailOutbox/oweMail';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { sendOwedMailNow } from '../mailOutbox/sendOwedMailNow';

/**
 * The receipt of a payment is owed in the transaction that marks the shipment paid, so that it is
 * owed exactly when the payment committed, and once, however often or wherever the success is
 * recorded again.
 */
export const owePaymentReceipt = (tx: Db, shipmentId: number, now: Date): Promise<void> =>
  oweMail(tx, 'payment_receipt', shipmentId, now);

/**
 * The receipt of a payment just recorded, once its transaction committed, sent by the call that
 * marked the shipment paid. It goes in the background: a failure is logged and never undoes or
 * fails the payment, and the receipt stays owed until a server sends it.
 */
export const sendPaymentReceipt = (deps: OutboxDeps, shipmentId: number): void =>
  sendOwedMailNow(deps, 'payment_receipt', shipmentId);
