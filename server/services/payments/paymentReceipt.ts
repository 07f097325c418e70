import type { AppDeps } from '../../deps';
import { sendLater } from '../../mail/sendLater';
import { receiptMailFor } from '../invoices/receiptMail';

/**
 * The receipt of a payment just recorded, once its transaction committed: only the call that
 * marked the shipment paid sends it, however often or wherever the success is recorded again. It
 * goes in the background: a failure is logged and never undoes or fails the payment.
 */
export const sendPaymentReceipt = (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  shipmentId: number,
): void =>
  sendLater(deps.mailer, () => receiptMailFor(deps, shipmentId), 'payment receipt', {
    shipmentId,
  });
