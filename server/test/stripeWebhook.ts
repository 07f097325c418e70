import Stripe from 'stripe';
import { startFakeStripe } from './fakeStripe';
import { fixture } from './fixture';
import { attemptsOf, bookShipment, pay } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { testServerFixture } from './testServerFixture';

let eventNumber = 0;

/**
 * An event as Stripe sends it, about the object given. Each has an id of its own, as Stripe's do:
 * the server acts once on each id, so a repeated delivery must repeat the payload itself.
 */
export const stripeEvent = (type: string, object: unknown): string => {
  eventNumber += 1;
  return JSON.stringify({
    id: `evt_test_${eventNumber}_${Date.now()}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
};

/** A charge.refunded event as Stripe sends it, for the intent's charge. */
export const refundedEvent = (intentId: string, amountRefunded: number): string =>
  stripeEvent('charge.refunded', {
    id: `ch_for_${intentId}`,
    object: 'charge',
    payment_intent: intentId,
    amount_refunded: amountRefunded,
    refunded: true,
  });

/**
 * The fake Stripe and a test server that pays through it and takes its webhooks signed with
 * `secret`, for the block it is called in (a file or a describe), with what a webhook test does
 * with them.
 */
export const stripeWebhookFixture = (secret: string) => {
  const stripe = fixture(startFakeStripe);
  const server = testServerFixture({
    env: () => ({ ...stripe.env, STRIPE_WEBHOOK_SECRET: secret }),
  });
  afterAll(() => stripe.close());

  /** A payment_intent event as Stripe sends it, for the fake's intent as it stands now. */
  const intentEvent = (intentId: string, type = 'payment_intent.succeeded') =>
    stripeEvent(type, stripe.intents.get(intentId));

  /** Posts a payload to the webhook, signed with the secret given, or unsigned (null). */
  const deliver = (payload: string, signedWith: string | null = secret) =>
    server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signedWith
          ? {
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({
                payload,
                secret: signedWith,
              }),
            }
          : {}),
      },
    });

  /** A payment whose answer never reached the server: Stripe charged the card, unknown to it. */
  const lostPayment = async (who: Shipper) => {
    const shipment = await bookShipment(server, who);
    stripe.loseAnswers(3);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(500);
    const intent = [...stripe.intents.values()].find(
      (i) => (i.metadata as { shipment_id: string }).shipment_id === String(shipment.id),
    );
    if (!intent) throw new Error('Stripe made no intent.');
    return { shipment, intentId: intent.id };
  };

  /** A shipment paid by card at Stripe, with the intent that paid it and the cents it charged. */
  const paidShipment = async (who: Shipper) => {
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    const [attempt] = await attemptsOf(server, shipment.id);
    return { shipment, intentId: attempt?.intentId ?? '', charged: attempt?.amountCents ?? 0 };
  };

  /** Cancels a shipment, which refunds its payment at Stripe. */
  const cancel = (who: Shipper, shipmentId: number) =>
    server.app.inject({
      method: 'POST',
      url: `/api/shipper/shipments/${shipmentId}/cancel/`,
      headers: who.headers,
      payload: { reason: 'plans_changed' },
    });

  return { stripe, server, intentEvent, deliver, lostPayment, paidShipment, cancel };
};
