import type { PaymentProvider as ProviderName } from '@domain/types';

/** A PaymentIntent as the provider reports it; the statuses are Stripe's. */
export type ProviderIntent = {
  id: string;
  clientSecret: string | null;
  status: string;
};

/** What a charge came to: an intent (settled or not), or a refusal to show the shipper. */
export type ChargeOutcome =
  | { kind: 'intent'; intent: ProviderIntent }
  | { kind: 'declined'; intentId: string | null; message: string };

/**
 * What became of an attempt whose call was cut off: where its intent stands, or released when the
 * call never reached the provider (it is then cancelled there, so a late call cannot charge), or
 * unknown while the provider still works on it.
 */
export type Recovery = ChargeOutcome | { kind: 'released' } | { kind: 'unknown' };

export type CardDetails = { brand: string; last4: string };

export type IntentRequest = {
  amountCents: number;
  paymentMethodId: string;
  shipmentId: number;
  paymentId: number;
  /** One per attempt: repeating an attempt returns its intent instead of making a second one. */
  idempotencyKey: string;
};

export type RefundRequest = {
  /** The intent whose charge is refunded, in part or in full. */
  intentId: string;
  amountCents: number;
  shipmentId: number;
  /** One per refund, the same on every try: a try repeated after a crash refunds nothing twice. */
  idempotencyKey: string;
};

/**
 * What a refund came to: made (its id at the provider), or refused for good with the provider's
 * reason. A call that got no answer throws: the refund is then tried again with the same key.
 */
export type RefundOutcome =
  { kind: 'refunded'; refundId: string } | { kind: 'refused'; reason: string };

/** The card payment provider: Stripe, or the built-in test provider (test cards, no network). */
export type PaymentProvider = {
  name: ProviderName;
  /** The card behind a PaymentMethod id, or null when the provider does not know the id. */
  describeCard: (paymentMethodId: string) => Promise<CardDetails | null>;
  /** Creates and confirms an intent for the amount with the card, which may ask for a card action. */
  createIntent: (request: IntentRequest) => Promise<ChargeOutcome>;
  /** Confirms an intent once its card action is done. */
  confirmIntent: (intentId: string) => Promise<ChargeOutcome>;
  /**
   * Asks what became of an attempt whose answer never came, and finishes or releases it there.
   * Never charges an attempt twice.
   */
  recover: (attempt: IntentRequest & { intentId: string | null }) => Promise<Recovery>;
  /** Gives back part or all of a charge that succeeded. */
  refund: (request: RefundRequest) => Promise<RefundOutcome>;
  /** The secret the browser needs to take an intent through its card action again. */
  clientSecretOf: (intentId: string) => Promise<string | null>;
  /**
   * Only the test provider has it: the app's test-mode authentication dialog reports that the
   * shipper chose to fail the authentication, which Stripe learns from Stripe.js instead.
   */
  failAuthentication?: (intentId: string) => Promise<ChargeOutcome>;
};
