import { and, asc, eq, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { activity } from '../db/schema';
import { bookShipment, confirm, pay, shipper } from './paymentFixtures';
import { FINAL_DETAILS, patchShipment } from './shipmentFixtures';
import { refundedEvent, stripeWebhookFixture } from './stripeWebhook';
import type { TestServer } from './testServer';
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

/** The history of a booked and finalized shipment as someone starts to pay for it. */
const PAYING = ['shipment_created', 'details_saved', 'payment_tried'];

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
    expect(await kindsOf(first, shipment.id)).toEqual([...PAYING, 'payment_made']);
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
    expect(await kindsOf(first, shipment.id)).toEqual([...PAYING, 'payment_failed']);
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
  const { stripe, server, intentEvent, deliver, lostPayment, paidShipment, cancel } =
    stripeWebhookFixture('whsec_activity_secret');

  it('records the payment once: settled by the next request, then reported by Stripe', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    expect((await deliver(intentEvent(intentId))).statusCode).toBe(200);
    expect(await countOf(server, shipment.id, 'payment_made')).toBe(1);
  });

  it('records the payment once: reported by Stripe, again, then paid again', async () => {
    const who = await shipper(server);
    const { shipment, intentId } = await lostPayment(who);
    const event = intentEvent(intentId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(intentEvent(intentId))).statusCode).toBe(200);
    expect((await pay(server, who, shipment.id)).json()).toEqual({
      message: SERVER_MESSAGES.alreadyPaid,
    });
    expect(await countOf(server, shipment.id, 'payment_made')).toBe(1);
  });

  it('records the refund once, by the member who cancelled, however often Stripe reports it', async () => {
    const who = await shipper(server);
    const { shipment, intentId, charged } = await paidShipment(who);
    stripe.loseAnswers(3);
    const cancelled = await cancel(who, shipment.id);
    expect(cancelled.statusCode).toBe(200);
    expect(await countOf(server, shipment.id, 'refund_made')).toBe(0);
    for (let n = 0; n < 3; n += 1)
      expect((await deliver(refundedEvent(intentId, charged))).statusCode).toBe(200);
    const refunds = await server.db
      .select()
      .from(activity)
      .where(and(eq(activity.shipmentId, shipment.id), eq(activity.kind, 'refund_made')));
    expect(refunds).toEqual([
      expect.objectContaining({ actorId: who.userId, details: { amount_cents: charged } }),
    ]);
  });
});
