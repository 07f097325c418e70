import type { Actor } from '../accounts/account';
import type { PaymentResult } from '@domain/types';
import { claimAttempt } from './claimAttempt';
import type { PaymentDeps } from './paymentAttempts';
import { toPaymentResult } from './paymentAttempts';
import { runAttempt } from './runAttempt';

/**
 * Charges the company's finalized, unpaid shipment its total as the server computes it, with the
 * card given. At most one charge per shipment succeeds, however often this is called at once.
 */
export const createPaymentIntent = async (
  deps: PaymentDeps,
  actor: Actor,
  request: { shipmentId: number; paymentMethodId: string },
): Promise<PaymentResult> => {
  const { next, attempt } = await claimAttempt(
    deps,
    actor,
    request.shipmentId,
    request.paymentMethodId,
  );
  const provider = deps.payments;
  if (next === 'create') {
    return runAttempt(deps, attempt, () =>
      provider.createIntent({
        amountCents: attempt.amountCents,
        paymentMethodId: attempt.paymentMethodId,
        shipmentId: attempt.shipmentId,
        paymentId: attempt.id,
        idempotencyKey: attempt.idempotencyKey,
      }),
    );
  }
  const intentId = attempt.intentId;
  if (!intentId) throw new Error(`Payment ${attempt.id} is ${next} without an intent.`);
  if (next === 'paid')
    return toPaymentResult({ id: intentId, clientSecret: null, status: 'succeeded' });
  const status = 'requires_action';
  return {
    requires_action: true,
    client_secret: await provider.clientSecretOf(intentId),
    status,
    payment: { stripe_payment_intent_id: intentId, status },
  };
};
