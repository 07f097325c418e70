import type { PaymentResult } from '@domain/types';
import type { ChargeOutcome } from '../../payments/paymentProvider';
import { Refused } from '../domainErrors';
import { INTERRUPTED } from '@domain/paymentAttempts';
import { setAttempt, toPaymentResult } from './paymentAttempts';
import type { PaymentDeps, PaymentRow } from './paymentAttempts';
import { sendPaymentReceipt } from './paymentReceipt';
import { recordDecline } from './recordDecline';
import { recordSuccess } from './recordSuccess';

/**
 * Makes the provider call of a claimed attempt, with no transaction open, and records where the
 * attempt stands afterwards: paid, waiting for a card action, or Refused (with the reason).
 */
export const runAttempt = async (
  deps: PaymentDeps,
  attempt: PaymentRow,
  call: () => Promise<ChargeOutcome>,
): Promise<PaymentResult> => {
  const { db, clock } = deps;
  let outcome: ChargeOutcome;
  try {
    outcome = await call();
  } catch (error) {
    await setAttempt(db, attempt.id, { status: INTERRUPTED, updatedAt: clock.now() });
    throw error;
  }
  const now = clock.now();
  if (outcome.kind === 'declined') {
    const intentId = outcome.intentId ?? attempt.intentId;
    await recordDecline(db, attempt, { intentId, reason: outcome.message }, now);
    throw new Refused(outcome.message);
  }
  const { intent } = outcome;
  if (intent.status === 'succeeded') {
    if (await recordSuccess(db, attempt, intent.id, now))
      sendPaymentReceipt(deps, attempt.shipmentId);
  } else
    await setAttempt(db, attempt.id, {
      status: intent.status,
      intentId: intent.id,
      updatedAt: now,
    });
  return toPaymentResult(intent);
};
