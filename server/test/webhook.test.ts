import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { webhookEvents } from '../db/schema';
import { WEBHOOK_MESSAGES } from '../services/payments/readStripeEvent';
import {
  attemptsOf,
  bookShipment,
  confirm,
  invoiceOf,
  pay,
  readShipment,
  shipper,
} from './paymentFixtures';
import { refundedEvent, stripeWebhookFixture } from './stripeWebhook';

const SECRET = 'whsec_test_secret';

const { stripe, server, intentEvent, deliver, lostPayment, paidShipment, cancel } =
  stripeWebhookFixture(SECRET);

describe('POST /api/payments/webhook/', () => {
  it('settles a payment Stripe reports, once, however often the event comes', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    expect((await readShipment(server, who, shipment.id)).status).toBe('unfinished');
    const event = intentEvent(intentId);
    const delivered = await deliver(event);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    expect((await readShipment(server, who, shipment.id)).status).toBe('upcoming');
    const invoice = await invoiceOf(server, who, shipment.id);
    expect(invoice).toMatchObject({ status: 'paid', paid_at: server.clock.now().toISOString() });
    expect(await attemptsOf(server, shipment.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', intentId }),
    ]);

    server.clock.advance(60_000);
    const replayed = await deliver(event);
    expect(replayed.statusCode).toBe(200);
    expect(await invoiceOf(server, who, shipment.id)).toEqual(invoice);
    const { id } = JSON.parse(event) as { id: string };
    expect(
      await server.db.select().from(webhookEvents).where(eq(webhookEvents.id, id)),
    ).toHaveLength(1);
    expect((await pay(server, who, shipment.id)).json()).toEqual({
      message: SERVER_MESSAGES.alreadyPaid,
    });
  });

  it('settles a confirmation whose answer was lost, found by its intent', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const started = await pay(server, who, shipment.id, 'pm_card_authenticationRequired');
    const intentId = started.json<PaymentResult>().payment.stripe_payment_intent_id;
    stripe.loseAnswers(3);
    expect((await confirm(server, who, intentId)).statusCode).toBe(500);
    expect((await deliver(intentEvent(intentId))).statusCode).toBe(200);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({ status: 'paid' });
    expect((await confirm(server, who, intentId)).json()).toMatchObject({ status: 'succeeded' });
    expect(stripe.callsTo(`POST /v1/payment_intents/${intentId}/confirm`)).toHaveLength(3);
  });

  it('refuses a missing or wrong signature and a changed body, and changes nothing', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    const event = intentEvent(intentId);
    const unsigned = await deliver(event, null);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: WEBHOOK_MESSAGES.missingSignature });
    const wrongSecret = await deliver(event, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload: event.replace('"livemode":false', '"livemode":true'),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: SECRET,
        }),
      },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });
    expect((await readShipment(server, who, shipment.id)).status).toBe('unfinished');
  });

  it('answers other events and unknown intents without acting on them', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    const other = await deliver(intentEvent(intentId, 'payment_intent.created'));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true });
    expect((await readShipment(server, who, shipment.id)).status).toBe('unfinished');
    const stranger = JSON.parse(intentEvent(intentId)) as {
      data: { object: Record<string, unknown> };
    };
    stranger.data.object = { ...stranger.data.object, id: 'pi_elsewhere', metadata: {} };
    expect((await deliver(JSON.stringify(stranger))).statusCode).toBe(200);
    expect((await readShipment(server, who, shipment.id)).status).toBe('unfinished');
  });
});

describe('a cancellation refunded through Stripe', () => {
  it('refunds the charge once at Stripe, and a lost answer is settled by the webhook, once', async () => {
    const who = await shipper(server);
    const { shipment, intentId, charged } = await paidShipment(who);

    // Stripe makes the refund, but its answer never reaches the server, nor do the retries'.
    stripe.loseAnswers(3);
    const cancelled = await cancel(who, shipment.id);
    expect(cancelled.statusCode).toBe(200);
    expect(stripe.refunded.get(intentId)).toEqual([charged]);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'refunded',
      refunded_at: null,
    });

    const event = refundedEvent(intentId, charged);
    expect((await deliver(event)).statusCode).toBe(200);
    const refundedAt = server.clock.now().toISOString();
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({ refunded_at: refundedAt });
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({ refunded_at: refundedAt });
    expect(stripe.refunded.get(intentId)).toEqual([charged]);
  });
});
