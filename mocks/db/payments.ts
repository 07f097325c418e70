import type { TestCard } from '@domain/testPayments';
import type { PaymentResult } from '@domain/types';
import { recordPayment } from './invoices';
import { randomId } from './random';
import type { PaymentIntentRecord, PaymentMethodRecord, ShipmentRecord } from './records';
import { totalCents } from './shipments';
import { db, nextId } from './store';

/* The built-in test payment provider of API.md, in memory. */

/** Saving the same card twice keeps one saved card, as the provider attaches it once. */
export const savePaymentMethod = (
  userId: number,
  paymentMethodId: string,
  card: TestCard,
): PaymentMethodRecord => {
  const saved = db.paymentMethods.find(
    (method) => method.userId === userId && method.payment_method_id === paymentMethodId,
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

/** The amount is the shipment's total now; a charge needing no card action settles at once. */
export const createPaymentIntent = (
  userId: number,
  shipment: ShipmentRecord,
  needsAction: boolean,
): PaymentIntentRecord => {
  const id = randomId('pi');
  const intent: PaymentIntentRecord = {
    id,
    clientSecret: `${id}_${randomId('secret')}`,
    userId,
    shipmentId: shipment.id,
    amountCents: totalCents(shipment),
    status: needsAction ? 'requires_action' : 'succeeded',
  };
  db.paymentIntents.push(intent);
  if (!needsAction) recordPayment(shipment, intent.amountCents);
  return intent;
};

export const findOwnIntent = (userId: number, id: string): PaymentIntentRecord | undefined =>
  db.paymentIntents.find((intent) => intent.id === id && intent.userId === userId);

/** Settles an intent that waited for card authentication; false if the authentication failed. */
export const completeAuthentication = (
  intent: PaymentIntentRecord,
  shipment: ShipmentRecord,
  failed: boolean,
): boolean => {
  if (failed) {
    intent.status = 'requires_payment_method';
    return false;
  }
  intent.status = 'succeeded';
  recordPayment(shipment, intent.amountCents);
  return true;
};

export const toPaymentResult = (intent: PaymentIntentRecord): PaymentResult => ({
  requires_action: intent.status === 'requires_action',
  client_secret: intent.clientSecret,
  status: intent.status,
  payment: { stripe_payment_intent_id: intent.id, status: intent.status },
});
