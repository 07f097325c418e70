import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { payments, refunds } from '../../db/schema';
import { recordRefund } from './makeRefund';

/**
 * Stripe reports a charge refunded: the refund a cancellation owes of it is made, also when the
 * answer to the refund request was lost. A refund made in Stripe's dashboard, of a charge no
 * cancellation owes one of, is left to a person: it changes no shipment. Returns whether it
 * recorded a refund.
 */
export const chargeRefunded = async (
  db: Db,
  charge: Stripe.Charge,
  now: Date,
): Promise<boolean> => {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return false;
  const [owed] = await db
    .select({ id: refunds.id, shipmentId: refunds.shipmentId, amountCents: refunds.amountCents })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.intentId, intentId));
  if (!owed || charge.amount_refunded < owed.amountCents) return false;
  const refundId = charge.refunds?.data[0]?.id ?? `refunded charge ${charge.id}`;
  await recordRefund({ db }, owed, refundId, now);
  return true;
};
