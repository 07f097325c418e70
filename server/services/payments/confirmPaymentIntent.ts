import { and, eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { payments } from '../../db/schema';
import { authorisationStillDue } from '@domain/changeRules';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { NotFound, Refused } from '../domainErrors';
import { lockShipment } from './lockShipment';
import { CONFIRMING, isInFlight } from '@domain/paymentAttempts';
import { paymentInProgress } from './paymentInProgress';
import { settleCutOffAttempts } from './settleCutOff';
import type { PaymentDeps, PaymentRow } from './paymentAttempts';
import { runAttempt } from './runAttempt';

/** Claims the company's intent for confirmation, as create-intent claims a shipment: one at a time. */
const claimConfirmation = async (deps: PaymentDeps, companyId: number, intentId: string) => {
  const { db, clock, payments: provider, instance } = deps;
  const [found] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.intentId, intentId),
        eq(payments.companyId, companyId),
        eq(payments.provider, provider.name),
      ),
    );
  if (!found) throw new NotFound();
  await settleCutOffAttempts(deps, found.shipmentId);
  return db.transaction(
    async (tx): Promise<{ confirm: boolean; attempt: PaymentRow; totalChanged?: boolean }> => {
      const now = clock.now();
      const shipment = await lockShipment(tx, found.shipmentId);
      const [attempt] = await tx.select().from(payments).where(eq(payments.id, found.id));
      if (!attempt) throw new NotFound();
      if (attempt.status === 'succeeded') return { confirm: false, attempt };
      if (shipment.cancelledAt) throw new Refused(SERVER_MESSAGES.shipmentCancelled);
      if (shipment.paidAt) throw new Refused(SERVER_MESSAGES.alreadyPaid);
      if (
        attempt.status === 'requires_action' &&
        !authorisationStillDue(attempt.amountCents, shipmentTotalCents(shipment))
      ) {
        // Authorised for the old total: it is never charged, and a new payment takes the new one.
        await tx
          .update(payments)
          .set({ status: 'canceled', updatedAt: now })
          .where(eq(payments.id, attempt.id));
        return { confirm: false, attempt, totalChanged: true };
      }
      if (attempt.status === 'requires_action') {
        const claimed = { status: CONFIRMING, owner: instance.id, updatedAt: now };
        await tx.update(payments).set(claimed).where(eq(payments.id, attempt.id));
        return { confirm: true, attempt: { ...attempt, ...claimed } };
      }
      if (isInFlight(attempt.status)) throw paymentInProgress();
      // Refused, replaced by another card, or its card action failed: a new payment must start.
      throw new Refused(SERVER_MESSAGES.authenticationFailed);
    },
  );
};

/**
 * Confirms an intent after its card action. `failAuthentication` is the test provider's alone: its
 * test-mode dialog reports the shipper's choice to fail; with Stripe it has no effect.
 */
export const confirmPaymentIntent = async (
  deps: PaymentDeps,
  companyId: number,
  request: { intentId: string; failAuthentication: boolean },
): Promise<PaymentResult> => {
  const { confirm, attempt, totalChanged } = await claimConfirmation(
    deps,
    companyId,
    request.intentId,
  );
  // Refused only now, so that the transaction that cancelled the attempt has committed.
  if (totalChanged) throw new Refused(SERVER_MESSAGES.totalChanged);
  const intentId = request.intentId;
  if (!confirm) {
    const status = 'succeeded';
    return {
      requires_action: false,
      client_secret: null,
      status,
      payment: { stripe_payment_intent_id: intentId, status },
    };
  }
  const { failAuthentication, confirmIntent } = deps.payments;
  return runAttempt(deps, attempt, () =>
    request.failAuthentication && failAuthentication
      ? failAuthentication(intentId)
      : confirmIntent(intentId),
  );
};
