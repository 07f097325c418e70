import type { Actor } from '../accounts/account';
import { and, eq } from 'drizzle-orm';
import { cancellationRequestSchema } from '@domain/cancellationReasons';
import { moneyToCents } from '@domain/money';
import { isInFlight } from '@domain/paymentAttempts';
import { invoices, payments, shipments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordActivity } from '../activity/recordActivity';
import { Refused } from '../domainErrors';
import { endLiveAssignment } from '../movement/assignCarrier';
import { paymentInProgress } from '../payments/paymentInProgress';
import { settleCutOffAttempts } from '../payments/settleCutOff';
import { oweCancellationNotice } from './cancellationNotice';
import { quoteNow } from './quoteNow';
import { oweRefund } from '../refunds/oweRefund';
import type { RefundRow } from '../refunds/refundDeps';
import { findOwnShipment } from '../shipments/findOwnShipment';
import type { ShipmentRecord } from '../shipments/shipmentRecords';
import { findOwnShipmentRecord, readShipmentRecord } from '../shipments/shipmentRecords';
import { validateInput } from '../validateInput';

export type CancelDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'payments' | 'instance' | 'mailer' | 'config'
>;

/** The shipment as cancelled, and the refund it owes, claimed by this server, if any. */
export type Cancelled = { record: ShipmentRecord; owedRefund: RefundRow | null };

/**
 * Cancels one of the caller's shipments at what its quote says now, by the domain's rules. The
 * shipment is locked, as every payment locks it, so that a cancel and a payment take turns: a
 * cancel refuses while a charge may be under way (its outcome decides what is refunded), and a
 * payment refuses a cancelled shipment. Attempts waiting for a card action can no longer be
 * confirmed. The refund is owed in the same transaction, so a charge kept on a cancelled shipment
 * always has its refund; the caller asks the provider for it once this has committed. The
 * cancellation, with its reason, goes into the company's history in the same transaction.
 */
export const cancelShipment = async (
  deps: CancelDeps,
  actor: Actor,
  shipmentId: number | string,
  body: unknown,
): Promise<Cancelled> => {
  const { db, clock, instance } = deps;
  const own = await findOwnShipment(db, actor.companyId, shipmentId);
  const request = validateInput(cancellationRequestSchema, body);
  // An attempt whose call was cut off is settled first: it decides whether there is a charge.
  await settleCutOffAttempts(deps, own.id);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const record = await findOwnShipmentRecord(tx, actor.companyId, own.id, { lock: true });
    const attempts = await tx.select().from(payments).where(eq(payments.shipmentId, own.id));
    if (attempts.some(({ status }) => isInFlight(status))) throw paymentInProgress();
    const quote = await quoteNow(tx, record, now, { withCard: false });
    if (!quote.allowed) throw new Refused(quote.reason_if_not ?? '');
    const refundCents = moneyToCents(quote.refund);
    const reasonText = request.reason_text?.trim() || null;
    await tx
      .update(shipments)
      .set({
        cancelledAt: now,
        cancellationReason: request.reason,
        cancellationReasonText: reasonText,
        cancellationFeeCents: moneyToCents(quote.fee),
        refundCents,
      })
      .where(eq(shipments.id, own.id));
    const event = { companyId: actor.companyId, actorId: actor.id, shipmentId: own.id, at: now };
    await recordActivity(tx, {
      ...event,
      kind: 'shipment_cancelled',
      details: { reason: request.reason, reason_text: reasonText },
    });
    await oweCancellationNotice(tx, own.id, now);
    // The driver's link dies with the load: nothing more is reported on a cancelled shipment.
    await endLiveAssignment(tx, own.id, now);
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(payments.shipmentId, own.id), eq(payments.status, 'requires_action')));
    let owedRefund: RefundRow | null = null;
    if (refundCents > 0) {
      const charge = attempts.find(({ status }) => status === 'succeeded');
      if (charge)
        owedRefund = await oweRefund(
          tx,
          { shipmentId: own.id, paymentId: charge.id, amountCents: refundCents },
          instance.id,
          now,
        );
      // Settled without a charge (demo and bench data): there is nothing to give back to a card.
      else {
        await tx.update(invoices).set({ refundedAt: now }).where(eq(invoices.shipmentId, own.id));
        await recordActivity(tx, {
          ...event,
          kind: 'refund_made',
          details: { amount_cents: refundCents },
        });
      }
    }
    return { record: await readShipmentRecord(tx, own.id), owedRefund };
  });
};
