import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activity, invoices, payments, refunds } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { lockShipment } from '../payments/lockShipment';
import type { RefundDeps, RefundRow } from './refundDeps';

/** What became of a try: made (now or before), or left owed with why. */
export type RefundTry = { made: true } | { made: false; reason: string };

/**
 * Asks the provider for a refund this server claimed, with its one idempotency key, and writes it
 * down as made, with the time on the invoice; or, when the provider refused it or did not answer,
 * keeps why and lets the claim go for a later try. The charge's intent is the succeeded payment's.
 */
export const makeRefund = async (deps: RefundDeps, claimed: RefundRow): Promise<RefundTry> => {
  const { db, clock, payments: provider, instance } = deps;
  const [payment] = await db
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  let reason: string;
  try {
    if (!payment?.intentId) throw new Error(`Payment ${claimed.paymentId} has no intent.`);
    const outcome = await provider.refund({
      intentId: payment.intentId,
      amountCents: claimed.amountCents,
      shipmentId: claimed.shipmentId,
      idempotencyKey: claimed.idempotencyKey,
    });
    if (outcome.kind === 'refunded') {
      await recordRefund(deps, claimed, outcome.refundId, clock.now());
      return { made: true };
    }
    reason = outcome.reason;
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  // Only this try's own claim: one taken over since belongs to the server that took it.
  await db
    .update(refunds)
    .set({ claimedBy: null, lastError: reason })
    .where(
      and(
        eq(refunds.id, claimed.id),
        eq(refunds.attempts, claimed.attempts),
        eq(refunds.claimedBy, instance.id),
      ),
    );
  return { made: false, reason };
};

/** Who the history says gave the refund: the member who cancelled, whose cancel owes it. */
const cancelledBy = async (tx: Db, shipmentId: number, bookedBy: number): Promise<number> => {
  const [cancel] = await tx
    .select({ actorId: activity.actorId })
    .from(activity)
    .where(and(eq(activity.shipmentId, shipmentId), eq(activity.kind, 'shipment_cancelled')))
    .limit(1);
  // A shipment cancelled before the history was kept: its booker stands in.
  return cancel?.actorId ?? bookedBy;
};

/**
 * The refund made, and its invoice's refund time, once: a second answer for the same key (a try
 * taken over, a webhook) changes nothing. The call that records it writes it into the company's
 * history, with the amount and the card it went back to.
 */
export const recordRefund = (
  { db }: Pick<RefundDeps, 'db'>,
  refund: Pick<RefundRow, 'id' | 'shipmentId'>,
  refundId: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    // The shipment first, as every payment transaction takes it: they take turns, without deadlock.
    const shipment = await lockShipment(tx, refund.shipmentId);
    const [made] = await tx
      .update(refunds)
      .set({ refundedAt: now, providerRefundId: refundId, claimedBy: null, lastError: null })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.refundedAt)))
      .returning({ amountCents: refunds.amountCents, paymentId: refunds.paymentId });
    if (!made) return;
    await tx
      .update(invoices)
      .set({ refundedAt: now })
      .where(eq(invoices.shipmentId, refund.shipmentId));
    const [charge] = await tx
      .select({ paymentMethodId: payments.paymentMethodId })
      .from(payments)
      .where(eq(payments.id, made.paymentId));
    await recordActivity(tx, {
      companyId: shipment.companyId,
      actorId: await cancelledBy(tx, shipment.id, shipment.userId),
      shipmentId: shipment.id,
      kind: 'refund_made',
      at: now,
      details: { amount_cents: made.amountCents },
      paidWith: charge?.paymentMethodId,
    });
  });
