import { TEST_CARDS } from './testCards';

/*
 * What the built-in test payment provider does with each of Stripe's test PaymentMethod ids
 * (docs/product.md, "Checkout"). The server's test provider and the mocks both follow it.
 */

export type TestPaymentMethodId = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export type TestCardOutcome = 'succeeded' | 'requires_action' | 'insufficient_funds' | 'declined';

export const TEST_CARD_OUTCOMES: Record<TestPaymentMethodId, TestCardOutcome> = {
  pm_card_visa: 'succeeded',
  pm_card_authenticationRequired: 'requires_action',
  pm_card_visa_chargeDeclinedInsufficientFunds: 'insufficient_funds',
  pm_card_visa_chargeDeclined: 'declined',
};

export type TestCard = { brand: string; last4: string; outcome: TestCardOutcome };

/** The card behind a test PaymentMethod id, or undefined for any other id. */
export const testCardFor = (paymentMethodId: string): TestCard | undefined => {
  const entry = Object.entries(TEST_CARDS).find(([, id]) => id === paymentMethodId);
  if (!entry) return undefined;
  const [number, id] = entry;
  // Every test card is a Visa: the numbers all start with 4.
  return { brand: 'visa', last4: number.slice(-4), outcome: TEST_CARD_OUTCOMES[id] };
};
