import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { lockShipment } from './lockShipment';
import type { PaymentRow } from './paymentAttempts';

/** An attempt that ended so: a new payment must start, with this card or another. */
const DECLINED = 'requires_payment_method';

/**
 * An attempt the provider refused (a declined card, a failed authentication): it is marked so,
 * unless it succeeded meanwhile (a webhook was quicker) or was marked refused already, and the
 * failure goes into the company's history in the same transaction, with the reason the payer was
 * told; so once per attempt, whoever records it.
 */
export const recordDecline = (
  db: Db,
  attempt: Pick<PaymentRow, 'id' | 'shipmentId' | 'companyId' | 'userId'>,
  decline: { intentId: string | null; reason: string },
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    // Every payment transaction locks the shipment first, so that they take turns without deadlock.
    await lockShipment(tx, attempt.shipmentId);
    const [declined] = await tx
      .update(payments)
      .set({ status: DECLINED, intentId: decline.intentId, updatedAt: now })
      .where(and(eq(payments.id, attempt.id), notInArray(payments.status, ['succeeded', DECLINED])))
      .returning({ id: payments.id });
    if (!declined) return;
    await recordActivity(tx, {
      companyId: attempt.companyId,
      actorId: attempt.userId,
      shipmentId: attempt.shipmentId,
      kind: 'payment_failed',
      at: now,
      details: { reason: decline.reason },
    });
  });
