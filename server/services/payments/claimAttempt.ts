import type { Actor } from '../accounts/account';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { invoices, payments } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { Refused } from '../domainErrors';
import { findOwnShipment } from '../shipments/findOwnShipment';
import { holdPriceForPayment } from '../shipments/repriceShipment';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { lockShipment } from './lockShipment';
import { CREATING, decidePaymentClaim } from '@domain/paymentAttempts';
import { paymentInProgress } from './paymentInProgress';
import { settleCutOffAttempts } from './settleCutOff';
import type { PaymentDeps, PaymentRow } from './paymentAttempts';

/**
 * What create-intent does next: call the provider for a new attempt, show one waiting for a card
 * action, or answer that the payment went through.
 */
export type Claim = { next: 'create' | 'show' | 'paid'; attempt: PaymentRow };

/*
 * Keys live at Stripe for a day, also across a database that was reset: the random part keeps a
 * new database's first attempt from getting an old charge back.
 */
const idempotencyKey = (shipmentId: number, attemptNumber: number) =>
  `shipment-${shipmentId}-attempt-${attemptNumber}-${randomBytes(4).toString('hex')}`;

/**
 * Decides, one request at a time per shipment, whether a payment may start: the shipment stays
 * locked until the decision is written, so that of two requests at once (a double click, two tabs)
 * the second sees the first one's attempt. An attempt whose call was cut off is settled with the
 * provider first; one still under way refuses the new one. A new attempt after the price hold
 * ended prices the lane again first, and is refused on a new price the shipper has not accepted. The transaction ends before any call
 * to the provider. A new attempt is written into the company's history with it, as tried.
 */
export const claimAttempt = async (
  deps: PaymentDeps,
  actor: Actor,
  shipmentId: number,
  paymentMethodId: string,
): Promise<Claim> => {
  const { db, clock, payments: provider, instance } = deps;
  const own = await findOwnShipment(db, actor.companyId, shipmentId);
  const [justPaid] = await settleCutOffAttempts(deps, own.id);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const shipment = await lockShipment(tx, own.id);
    // A retry whose earlier attempt turned out paid hears that its payment went through.
    if (shipment.paidAt && justPaid) return { next: 'paid', attempt: justPaid };
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.shipmentId, shipment.id));
    const earlier = await tx.select().from(payments).where(eq(payments.shipmentId, shipment.id));
    const claim = decidePaymentClaim({
      paid: shipment.paidAt !== null,
      cancelled: shipment.cancelledAt !== null,
      invoiced: invoice !== undefined,
      attempts: earlier.filter((attempt) => attempt.provider === provider.name),
      paymentMethodId,
      totalCents: shipmentTotalCents(shipment),
    });
    if (claim.next === 'refuse') {
      if (claim.reason === 'paymentInProgress') throw paymentInProgress();
      throw new Refused(SERVER_MESSAGES[claim.reason]);
    }
    if (claim.next === 'show') return { next: 'show', attempt: claim.attempt };
    await holdPriceForPayment(tx, shipment, now);
    // The replaced intents can no longer be confirmed: only this server confirms.
    if (claim.replaced.length) {
      const ids = claim.replaced.map((attempt) => attempt.id);
      await tx
        .update(payments)
        .set({ status: 'canceled', updatedAt: now })
        .where(inArray(payments.id, ids));
    }

    const [attempt] = await tx
      .insert(payments)
      .values({
        shipmentId: shipment.id,
        companyId: actor.companyId,
        userId: actor.id,
        provider: provider.name,
        paymentMethodId,
        amountCents: claim.amountCents,
        status: CREATING,
        owner: instance.id,
        idempotencyKey: idempotencyKey(shipment.id, earlier.length + 1),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!attempt) throw new Error('The payment attempt was not stored.');
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      shipmentId: shipment.id,
      kind: 'payment_tried',
      at: now,
      details: { amount_cents: claim.amountCents },
      paidWith: paymentMethodId,
    });
    return { next: 'create', attempt };
  });
};
