import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import { markLockedShipmentPaid } from '../invoices/markShipmentPaid';
import { lockShipment } from './lockShipment';
import { owePaymentReceipt } from './paymentReceipt';
import type { PaymentRow } from './paymentAttempts';

/**
 * A charge that succeeded: the attempt, the shipment and its invoice are marked paid together, the
 * invoice at the amount this attempt charged. Idempotent, for the answer to the request and a
 * webhook about the same intent; the unique index on succeeded payments refuses a second success
 * for the shipment. Returns whether this call marked the shipment paid: true once per payment,
 * for its receipt, which it owes in the same transaction.
 */
export const recordSuccess = (
  db: Db,
  attempt: Pick<PaymentRow, 'id' | 'shipmentId' | 'amountCents' | 'userId' | 'paymentMethodId'>,
  intentId: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, attempt.shipmentId);
    await tx
      .update(payments)
      .set({ status: 'succeeded', intentId, updatedAt: now })
      .where(eq(payments.id, attempt.id));
    const paid = await markLockedShipmentPaid(tx, shipment, now, attempt);
    if (paid) await owePaymentReceipt(tx, attempt.shipmentId, now);
    return paid;
  });
