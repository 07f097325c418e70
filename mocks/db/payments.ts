import { cardDetails } from '@domain/activityDetails';
import { authorisationStillDue } from '@domain/changeRules';
import { decidePaymentClaim } from '@domain/paymentAttempts';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import type { TestCard } from '@domain/testPayments';
import { testCardFor } from '@domain/testPayments';
import type { PaymentResult } from '@domain/types';
import { recordMockActivity, savedCard } from './activity';
import { findInvoiceFor, recordPayment } from './invoices';
import { clientSecretFor, testIntentId } from './random';
import type { PriceChanged } from '@domain/types';
import type { PaymentIntentRecord, PaymentMethodRecord, ShipmentRecord } from './records';
import { holdPriceForPayment } from './shipmentPrice';
import { db, nextId } from './store';
import { companyOf } from './users';

/*
 * The server's built-in test payment provider, in memory: Stripe's test PaymentMethod ids behave
 * as in Stripe's test mode, and no money moves. A refusal is its message, for a 400.
 */

export type Refusal = { refused: string };

/**
 * The company's saved card: saving the same card twice, by any member, keeps one saved card, as
 * the provider attaches it once. `userId` is who saved it.
 */
export const savePaymentMethod = (
  userId: number,
  paymentMethodId: string,
  card: TestCard,
): PaymentMethodRecord => {
  const companyId = companyOf(userId);
  const saved = db.paymentMethods.find(
    (method) =>
      companyOf(method.userId) === companyId && method.payment_method_id === paymentMethodId,
  );
  if (saved) return saved;
  const method: PaymentMethodRecord = {
    id: nextId('paymentMethod'),
    userId,
    payment_method_id: paymentMethodId,
    brand: card.brand,
    last4: card.last4,
  };
  db.paymentMethods.push(method);
  return method;
};

const DECLINES = {
  declined: SERVER_MESSAGES.cardDeclined,
  insufficient_funds: SERVER_MESSAGES.insufficientFunds,
} as const;

export const toPaymentResult = (
  { id, status, clientSecret }: PaymentIntentRecord,
  withSecret = true,
): PaymentResult => ({
  requires_action: status === 'requires_action',
  client_secret: withSecret ? clientSecret : null,
  status,
  payment: { stripe_payment_intent_id: id, status },
});

/** A refusal of the card, written into the history for the member who tried it. */
const failed = (userId: number, shipmentId: number, reason: string): Refusal => {
  recordMockActivity({
    actorId: userId,
    kind: 'payment_failed',
    shipmentId,
    details: { reason },
  });
  return { refused: reason };
};

const intentsOf = (shipmentId: number) =>
  db.paymentIntents.filter((intent) => intent.shipmentId === shipmentId);

/**
 * Charges the shipment's total now with the card given. An intent that waits for the same card's
 * authentication at the same amount is shown again; another card or a new total replaces it.
 */
export const createPaymentIntent = (
  userId: number,
  shipment: ShipmentRecord,
  paymentMethodId: string,
): PaymentResult | Refusal | { priceChanged: PriceChanged } => {
  // A double click, a retry or a second tab lands here once the first payment went through.
  const claim = decidePaymentClaim({
    paid: shipment.paid,
    cancelled: shipment.cancellation !== null,
    invoiced: findInvoiceFor(shipment.id) !== undefined,
    attempts: intentsOf(shipment.id),
    paymentMethodId,
    totalCents: shipmentTotalCents(shipment),
  });
  // Nothing is under way here: the test provider answers at once.
  if (claim.next === 'refuse') return { refused: SERVER_MESSAGES[claim.reason] };
  if (claim.next === 'show') return toPaymentResult(claim.attempt);
  const priceChanged = holdPriceForPayment(shipment);
  if (priceChanged) return { priceChanged };
  for (const intent of claim.replaced) intent.status = 'canceled';
  const { amountCents } = claim;
  // A new attempt is tried, whatever the provider then says of the card, as on the server.
  const saved = savedCard(companyOf(userId), paymentMethodId);
  recordMockActivity({
    actorId: userId,
    kind: 'payment_tried',
    shipmentId: shipment.id,
    details: { amount_cents: amountCents, ...cardDetails(saved) },
  });
  const card = testCardFor(paymentMethodId);
  if (!card) return failed(userId, shipment.id, SERVER_MESSAGES.unknownPaymentMethod);
  const id = testIntentId();
  const intent: PaymentIntentRecord = {
    id,
    clientSecret: clientSecretFor(id),
    userId,
    shipmentId: shipment.id,
    paymentMethodId,
    amountCents,
    status: card.outcome === 'succeeded' ? 'succeeded' : 'requires_action',
  };
  if (card.outcome === 'declined' || card.outcome === 'insufficient_funds') {
    db.paymentIntents.push({ ...intent, status: 'requires_payment_method' });
    return failed(userId, shipment.id, DECLINES[card.outcome]);
  }
  db.paymentIntents.push(intent);
  if (intent.status === 'succeeded')
    recordPayment(shipment, amountCents, undefined, { userId, paymentMethodId });
  return toPaymentResult(intent);
};

/** One of the company's intents, whichever member started it. */
export const findOwnIntent = (companyId: number, id: string): PaymentIntentRecord | undefined =>
  db.paymentIntents.find((intent) => intent.id === id && companyOf(intent.userId) === companyId);

/**
 * Settles an intent that waited for card authentication. It is charged only at the total it was
 * authorised for: after a change of the total it is dropped, and a new payment takes the new one.
 */
export const confirmPaymentIntent = (
  intent: PaymentIntentRecord,
  shipment: ShipmentRecord,
  authenticationFailed: boolean,
): PaymentResult | Refusal => {
  // Confirming a settled intent again reports it again, without a second charge.
  if (intent.status === 'succeeded') return toPaymentResult(intent, false);
  // Cancelling drops an intent that waited, yet its page may still confirm it.
  if (shipment.cancellation) return { refused: SERVER_MESSAGES.shipmentCancelled };
  if (shipment.paid) return { refused: SERVER_MESSAGES.alreadyPaid };
  if (intent.status !== 'requires_action') return { refused: SERVER_MESSAGES.authenticationFailed };
  if (!authorisationStillDue(intent.amountCents, shipmentTotalCents(shipment))) {
    intent.status = 'canceled';
    return { refused: SERVER_MESSAGES.totalChanged };
  }
  // The attempt is its starter's, whoever confirms it.
  if (authenticationFailed) {
    intent.status = 'requires_payment_method';
    return failed(intent.userId, shipment.id, SERVER_MESSAGES.authenticationFailed);
  }
  intent.status = 'succeeded';
  recordPayment(shipment, intent.amountCents, undefined, intent);
  return toPaymentResult(intent);
};
