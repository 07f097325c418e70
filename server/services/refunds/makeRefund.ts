import { and, eq, isNull } from 'drizzle-orm';
import { invoices, payments, refunds } from '../../db/schema';
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

/**
 * The refund made, and its invoice's refund time, once: a second answer for the same key (a try
 * taken over, a webhook) changes nothing.
 */
export const recordRefund = (
  { db }: Pick<RefundDeps, 'db'>,
  refund: Pick<RefundRow, 'id' | 'shipmentId'>,
  refundId: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    const [made] = await tx
      .update(refunds)
      .set({ refundedAt: now, providerRefundId: refundId, claimedBy: null, lastError: null })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.refundedAt)))
      .returning({ id: refunds.id });
    if (made)
      await tx
        .update(invoices)
        .set({ refundedAt: now })
        .where(eq(invoices.shipmentId, refund.shipmentId));
  });
