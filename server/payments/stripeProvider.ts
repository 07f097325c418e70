import Stripe from 'stripe';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Config } from '../config';
import type { ChargeOutcome, IntentRequest, PaymentProvider } from './paymentProvider';

type PaymentError = { code?: string; decline_code?: string; message?: string };

/** A refusal in the API's words where it has them, else in Stripe's, which are meant for shoppers. */
const declineMessage = ({ code, decline_code, message }: PaymentError): string => {
  if (decline_code === 'insufficient_funds') return SERVER_MESSAGES.insufficientFunds;
  if (code === 'payment_intent_authentication_failure') return SERVER_MESSAGES.authenticationFailed;
  if (code === 'card_declined' || !message) return SERVER_MESSAGES.cardDeclined;
  return message;
};

const toOutcome = (intent: Stripe.PaymentIntent): ChargeOutcome => {
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return {
      kind: 'declined',
      intentId: intent.id,
      message: declineMessage(intent.last_payment_error),
    };
  }
  return {
    kind: 'intent',
    intent: { id: intent.id, clientSecret: intent.client_secret, status: intent.status },
  };
};

/** Stripe's errors that a shipper can act on, as outcomes; null for any other failure. */
const declineOf = (error: unknown): ChargeOutcome | null => {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  const intentId = error.payment_intent?.id ?? null;
  if (
    error instanceof Stripe.errors.StripeCardError ||
    error.code === 'payment_intent_authentication_failure'
  ) {
    return { kind: 'declined', intentId, message: declineMessage(error) };
  }
  if (error.code === 'resource_missing' && error.param === 'payment_method') {
    return { kind: 'declined', intentId, message: SERVER_MESSAGES.unknownPaymentMethod };
  }
  // Confirming an intent that has moved on (a retried confirmation) reports where it stands.
  if (error.code === 'payment_intent_unexpected_state' && error.payment_intent) {
    return toOutcome(error.payment_intent);
  }
  return null;
};

/** Stripe's errors carry the objects involved, cards among them: only their gist may reach a log. */
const withoutDetails = (error: unknown): unknown =>
  error instanceof Stripe.errors.StripeError
    ? new Error(`Stripe ${error.type}${error.code ? ` ${error.code}` : ''}: ${error.message}`)
    : error;

const outcomeOf = async (request: () => Promise<Stripe.PaymentIntent>): Promise<ChargeOutcome> => {
  try {
    return toOutcome(await request());
  } catch (error) {
    const decline = declineOf(error);
    if (decline) return decline;
    throw withoutDetails(error);
  }
};

/** The Stripe client: a request that hangs must not hold a checkout for minutes. */
export const stripeClient = (secretKey: string, api: Config['stripeApi']): Stripe =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...api });

/**
 * Payments through Stripe. Intents use manual confirmation: the server confirms at creation and
 * again after a card action done in the browser (Stripe.js handleCardAction), so a charge only
 * ever succeeds through this server.
 */
export const createStripeProvider = (
  secretKey: string,
  api: Config['stripeApi'],
): PaymentProvider => {
  const stripe = stripeClient(secretKey, api);
  const createIntent = ({
    amountCents,
    paymentMethodId,
    shipmentId,
    paymentId,
    idempotencyKey,
  }: IntentRequest) =>
    stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: 'usd',
        payment_method: paymentMethodId,
        allowed_payment_method_types: ['card'],
        confirmation_method: 'manual',
        confirm: true,
        use_stripe_sdk: true,
        metadata: { shipment_id: String(shipmentId), payment_id: String(paymentId) },
      },
      { idempotencyKey },
    );

  /**
   * The intent of an attempt as it stands. One whose creation never answered is created again with
   * the same key and the same request: Stripe answers with the first creation when it had one, so
   * the card is charged once at most, and otherwise finishes the payment the shipper asked for.
   */
  const recover = async (attempt: IntentRequest & { intentId: string | null }) => {
    const intentId = attempt.intentId ?? (await createIntent(attempt)).id;
    return stripe.paymentIntents.retrieve(intentId);
  };

  return {
    name: 'stripe',
    describeCard: async (paymentMethodId) => {
      try {
        const { card } = await stripe.paymentMethods.retrieve(paymentMethodId);
        return card ? { brand: card.brand, last4: card.last4 } : null;
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'resource_missing'
        )
          return null;
        throw withoutDetails(error);
      }
    },
    createIntent: (request) => outcomeOf(() => createIntent(request)),
    // An intent succeeds at most once, so confirming again cannot charge twice; the SDK's own
    // idempotency key covers its network retries.
    confirmIntent: (intentId) => outcomeOf(() => stripe.paymentIntents.confirm(intentId)),
    recover: async (attempt) => {
      try {
        return await outcomeOf(() => recover(attempt));
      } catch (error) {
        // The first creation is still running at Stripe: its outcome is not known yet.
        if (error instanceof Stripe.errors.StripeIdempotencyError) return { kind: 'unknown' };
        throw error;
      }
    },
    refund: async ({ intentId, amountCents, shipmentId, idempotencyKey }) => {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amountCents,
            reason: 'requested_by_customer',
            metadata: { shipment_id: String(shipmentId) },
          },
          { idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { kind: 'refused', reason: `Stripe refund ${refund.id} ${refund.status}` };
        return { kind: 'refunded', refundId: refund.id };
      } catch (error) {
        // Asked to refund more than is left, or a charge that was disputed: no retry will do.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { kind: 'refused', reason: String(withoutDetails(error)) };
        throw withoutDetails(error);
      }
    },
    clientSecretOf: async (intentId) => {
      try {
        return (await stripe.paymentIntents.retrieve(intentId)).client_secret;
      } catch (error) {
        throw withoutDetails(error);
      }
    },
  };
};
