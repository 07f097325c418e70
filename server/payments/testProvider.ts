import { createHash } from 'node:crypto';
import { SERVER_MESSAGES } from '../../src/contract/serverMessages';
import { testCardFor } from '../../src/contract/testPayments';
import type { ChargeOutcome, PaymentProvider } from './paymentProvider';

const DECLINES = {
  declined: SERVER_MESSAGES.cardDeclined,
  insufficient_funds: SERVER_MESSAGES.insufficientFunds,
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/*
 * Derived, not stored: the provider keeps no state of its own (the payments table holds where
 * each intent stands), the same attempt always gets the same intent, as with Stripe's idempotency
 * keys, and nothing of value hides behind a test-mode secret.
 */
const intentIdFor = (idempotencyKey: string) => `pi_test_${digest(idempotencyKey)}`;
const clientSecretFor = (intentId: string) => `${intentId}_secret_${digest(`secret:${intentId}`)}`;

const intent = (id: string, status: string): ChargeOutcome => ({
  kind: 'intent',
  intent: { id, clientSecret: clientSecretFor(id), status },
});

/**
 * The built-in provider for a machine without Stripe: Stripe's test PaymentMethod ids behave as
 * they do in Stripe's test mode (src/contract/testPayments.ts), and no money moves.
 */
export const createTestProvider = (): PaymentProvider => ({
  name: 'test',
  describeCard: async (paymentMethodId) => {
    const card = testCardFor(paymentMethodId);
    return card ? { brand: card.brand, last4: card.last4 } : null;
  },
  createIntent: async ({ paymentMethodId, idempotencyKey }) => {
    const card = testCardFor(paymentMethodId);
    if (!card)
      return { kind: 'declined', intentId: null, message: SERVER_MESSAGES.unknownPaymentMethod };
    const id = intentIdFor(idempotencyKey);
    if (card.outcome === 'declined' || card.outcome === 'insufficient_funds') {
      return { kind: 'declined', intentId: id, message: DECLINES[card.outcome] };
    }
    return intent(id, card.outcome);
  },
  confirmIntent: async (intentId) => intent(intentId, 'succeeded'),
  clientSecretOf: async (intentId) => clientSecretFor(intentId),
  failAuthentication: async (intentId) => ({
    kind: 'declined',
    intentId,
    message: SERVER_MESSAGES.authenticationFailed,
  }),
});
