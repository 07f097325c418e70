import { and, asc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { activity } from '../db/schema';
import { startFakeStripe } from './fakeStripe';
import { attemptsOf, bookShipment, confirm, pay, shipper } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { FINAL_DETAILS, patchShipment } from './shipmentFixtures';
import type { TestServer } from './testServer';
import { fixture } from './fixture';
import { secondServerFixture, testServerFixture } from './testServerFixture';

/** The kinds of a shipment's events, oldest first, straight from the table. */
const kindsOf = async (server: TestServer, shipmentId: number) =>
  (
    await server.db
      .select({ kind: activity.kind })
      .from(activity)
      .where(eq(activity.shipmentId, shipmentId))
      .orderBy(asc(activity.id))
  ).map(({ kind }) => kind);

const countOf = async (
  server: TestServer,
  shipmentId: number,
  kind: 'payment_made' | 'refund_made',
) =>
  (
    await server.db
      .select({ id: activity.id })
      .from(activity)
      .where(and(eq(activity.shipmentId, shipmentId), eq(activity.kind, kind)))
  ).length;

describe('requests at once, through two servers', () => {
  const first = testServerFixture();
  const second = secondServerFixture(first);
  const servers = () => [first, second];

  it('record the first save of ten identical finalizing requests, and nothing for the nine that changed nothing', async () => {
    const who = await shipper(first);
    const shipment = await bookShipment(first, who, { finalize: false });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        patchShipment(servers()[n % 2] ?? first, who, shipment.id, 'finalizing', FINAL_DETAILS),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(10).fill(200));
    expect(await kindsOf(first, shipment.id)).toEqual(['shipment_created', 'details_saved']);
  });

  it('record one payment tried and made of ten payments at once', async () => {
    const who = await shipper(first);
    const shipment = await bookShipment(first, who);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => pay(servers()[n % 2] ?? first, who, shipment.id)),
    );
    expect(answers.filter(({ statusCode }) => statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const { statusCode } of answers) expect([200, 400, 409]).toContain(statusCode);
    expect(await kindsOf(first, shipment.id)).toEqual([
      'shipment_created',
      'details_saved',
      'payment_tried',
      'payment_made',
    ]);
  });

  it('record a failed card authentication as a payment failed, with what the payer was told', async () => {
    const who = await shipper(first);
    const shipment = await bookShipment(first, who);
    const started = await pay(first, who, shipment.id, 'pm_card_authenticationRequired');
    const intentId = started.json<PaymentResult>().payment.stripe_payment_intent_id;
    const failed = await confirm(first, who, intentId, { authentication: 'failed' });
    expect(failed.json()).toEqual({ message: SERVER_MESSAGES.authenticationFailed });
    const [event] = await first.db
      .select()
      .from(activity)
      .where(and(eq(activity.shipmentId, shipment.id), eq(activity.kind, 'payment_failed')));
    expect(event).toMatchObject({
      actorId: who.userId,
      companyId: who.companyId,
      details: { reason: SERVER_MESSAGES.authenticationFailed },
    });
    expect(await kindsOf(first, shipment.id)).toEqual([
      'shipment_created',
      'details_saved',
      'payment_tried',
      'payment_failed',
    ]);
  });

  it('is never rewritten: the database refuses to update or delete an event', async () => {
    const who = await shipper(first);
    const shipment = await bookShipment(first, who);
    /** What the database answered a statement; drizzle keeps it as the cause of its own error. */
    const refusal = async (statement: Promise<unknown>) => {
      try {
        await statement;
        return 'done';
      } catch (error) {
        const cause = error instanceof Error ? error.cause : undefined;
        return cause instanceof Error ? cause.message : String(error);
      }
    };
    const rewrite = sql`update activity set kind = 'details_changed' where shipment_id = ${shipment.id}`;
    const erase = sql`delete from activity where shipment_id = ${shipment.id}`;
    expect(await refusal(first.db.execute(rewrite))).toBe(
      'the activity history is never changed or deleted',
    );
    expect(await refusal(first.db.execute(erase))).toBe(
      'the activity history is never changed or deleted',
    );
    expect(await kindsOf(first, shipment.id)).toEqual(['shipment_created', 'details_saved']);
  });
});

describe('a payment and a refund Stripe reports', () => {
  const SECRET = 'whsec_activity_secret';
  const stripe = fixture(startFakeStripe);
  const server = testServerFixture({
    env: () => ({ ...stripe.env, STRIPE_WEBHOOK_SECRET: SECRET }),
  });
  afterAll(() => stripe.close());

  let eventNumber = 0;
  const signedEvent = (type: string, object: unknown) => {
    eventNumber += 1;
    return JSON.stringify({
      id: `evt_activity_${eventNumber}_${Date.now()}`,
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
  const deliver = (payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
    });
  const succeededEvent = (intentId: string) =>
    signedEvent('payment_intent.succeeded', stripe.intents.get(intentId));

  /** A payment whose answer never reached the server: Stripe charged the card. */
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

  it('records the payment once: settled by the next request, then reported by Stripe', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    expect((await deliver(succeededEvent(intentId))).statusCode).toBe(200);
    expect(await countOf(server, shipment.id, 'payment_made')).toBe(1);
  });

  it('records the payment once: reported by Stripe, again, then paid again', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    const event = succeededEvent(intentId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(succeededEvent(intentId))).statusCode).toBe(200);
    expect((await pay(server, who, shipment.id)).json()).toEqual({
      message: SERVER_MESSAGES.alreadyPaid,
    });
    expect(await countOf(server, shipment.id, 'payment_made')).toBe(1);
  });

  it('records the refund once, by the member who cancelled, however often Stripe reports it', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    const [attempt] = await attemptsOf(server, shipment.id);
    const intentId = attempt?.intentId ?? '';
    const charged = attempt?.amountCents ?? 0;
    stripe.loseAnswers(3);
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/shipper/shipments/${shipment.id}/cancel/`,
      headers: who.headers,
      payload: { reason: 'plans_changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await countOf(server, shipment.id, 'refund_made')).toBe(0);
    const charge = {
      id: `ch_for_${intentId}`,
      object: 'charge',
      payment_intent: intentId,
      amount_refunded: charged,
      refunded: true,
    };
    for (let n = 0; n < 3; n += 1)
      expect((await deliver(signedEvent('charge.refunded', charge))).statusCode).toBe(200);
    const refunds = await server.db
      .select()
      .from(activity)
      .where(and(eq(activity.shipmentId, shipment.id), eq(activity.kind, 'refund_made')));
    expect(refunds).toEqual([
      expect.objectContaining({ actorId: who.userId, details: { amount_cents: charged } }),
    ]);
  });
});
