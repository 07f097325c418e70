import { and, eq, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { activity } from '../db/schema';
import { countOf, kindsOf, PAYING } from './activityFixtures';
import { bookShipment, confirm, pay, shipper } from './paymentFixtures';
import { refundedEvent, stripeWebhookFixture } from './stripeWebhook';
import { testServerFixture } from './testServerFixture';

describe('requests at once, through two servers', () => {
  const first = testServerFixture();

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
