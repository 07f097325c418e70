import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { payments, webhookEvents } from '../../db/schema';
import type { PaymentDeps } from './paymentAttempts';
import { sendPaymentReceipt } from './paymentReceipt';
import { chargeRefunded } from '../refunds/chargeRefunded';
import { recordSuccess } from './recordSuccess';

export type EventHandling = 'handled' | 'replayed' | 'ignored';

/** Records the event as handled in the caller's transaction; false when it already was. */
const firstDelivery = async (tx: Db, event: Stripe.Event, now: Date): Promise<boolean> => {
  const [fresh] = await tx
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return Boolean(fresh);
};

const handleChargeRefunded = (
  { db, clock }: Pick<PaymentDeps, 'db' | 'clock'>,
  event: Stripe.ChargeRefundedEvent,
): Promise<EventHandling> =>
  db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await firstDelivery(tx, event, now))) return 'replayed';
    return (await chargeRefunded(tx, event.data.object, now)) ? 'handled' : 'ignored';
  });

/** The attempt of an intent; one whose creation never got its answer back is found by its metadata. */
const attemptOf = async (db: Db, intent: Stripe.PaymentIntent) => {
  const [known] = await db.select().from(payments).where(eq(payments.intentId, intent.id));
  if (known) return known;
  const paymentId = intent.metadata.payment_id ?? '';
  if (!/^\d{1,9}$/.test(paymentId)) return undefined;
  const [lost] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, Number(paymentId)),
        eq(payments.provider, 'stripe'),
        isNull(payments.intentId),
      ),
    );
  return lost && String(lost.shipmentId) === intent.metadata.shipment_id ? lost : undefined;
};

/**
 * Settles a payment Stripe reports as succeeded, for when the answer to the request was lost, and
 * a refund it reports made (charge.refunded). The event id is recorded in the same transaction,
 * so a replay changes nothing and a failure leaves the event to Stripe's next delivery. Other
 * event types are not needed.
 */
export const handleStripeEvent = async (
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'mailer' | 'config' | 'instance'>,
  event: Stripe.Event,
): Promise<EventHandling> => {
  if (event.type === 'charge.refunded') return handleChargeRefunded(deps, event);
  if (event.type !== 'payment_intent.succeeded') return 'ignored';
  const intent = event.data.object;
  const { db, clock } = deps;
  const { handling, paidShipment } = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await firstDelivery(tx, event, now)))
      return { handling: 'replayed' as const, paidShipment: null };
    const attempt = await attemptOf(tx, intent);
    if (!attempt) return { handling: 'ignored' as const, paidShipment: null };
    const paid =
      attempt.status !== 'succeeded' && (await recordSuccess(tx, attempt, intent.id, now));
    return { handling: 'handled' as const, paidShipment: paid ? attempt.shipmentId : null };
  });
  // Only once the event's transaction committed: until then the payment may still be undone.
  if (paidShipment !== null) sendPaymentReceipt(deps, paidShipment);
  return handling;
};
