import { cardDetails } from '@domain/activityDetails';
import type { CancellationRequest } from '@domain/cancellationReasons';
import { moneyToCents } from '@domain/money';
import type { StoredCancellation } from '@domain/wireShapes';
import { recordMockActivity, savedCard } from './activity';
import { quoteCancellation } from './cancellationQuote';
import { findInvoiceFor } from './invoices';
import { endMockAssignment } from './movement';
import type { Refusal } from './payments';
import type { ShipmentRecord } from './records';
import { db } from './store';
import { companyOf } from './users';

/**
 * Cancels the shipment at what its quote says now, or refuses with the quote's reason. The test
 * provider refunds at once, so a paid invoice's refund is made as the shipment is cancelled; an
 * unpaid invoice reads void from the cancellation alone. A payment waiting for the card's
 * authentication is dropped, so that it can no longer charge a cancelled shipment. A carrier
 * assigned is released, and its driver link stops working. The history keeps the cancellation, by
 * the member who cancelled (the booker unless said), then the refund.
 */
export const cancelShipment = (
  shipment: ShipmentRecord,
  { reason, reason_text }: CancellationRequest,
  actorId = shipment.userId,
): StoredCancellation | Refusal => {
  const quote = quoteCancellation(shipment, { withCard: false });
  // A quote that does not allow the cancellation says why.
  if (quote.reason_if_not !== null) return { refused: quote.reason_if_not };
  const cancelledAt = new Date().toISOString();
  const cancellation: StoredCancellation = {
    cancelledAt,
    reason,
    reasonText: reason_text?.trim() || null,
    feeCents: moneyToCents(quote.fee),
    refundCents: moneyToCents(quote.refund),
  };
  shipment.cancellation = cancellation;
  endMockAssignment(shipment.id, cancelledAt);
  const event = { actorId, at: cancelledAt, shipmentId: shipment.id };
  recordMockActivity({
    ...event,
    kind: 'shipment_cancelled',
    details: { reason, reason_text: cancellation.reasonText },
  });
  const invoice = findInvoiceFor(shipment.id);
  if (invoice?.paidAt && cancellation.refundCents > 0) {
    invoice.refundedAt = cancelledAt;
    // Back to the card charged, if it was charged; a shipment settled without one names none.
    const charge = db.paymentIntents.find(
      (intent) => intent.shipmentId === shipment.id && intent.status === 'succeeded',
    );
    const card = charge && savedCard(companyOf(actorId), charge.paymentMethodId);
    recordMockActivity({
      ...event,
      kind: 'refund_made',
      details: { amount_cents: cancellation.refundCents, ...cardDetails(card ?? null) },
    });
  }
  for (const intent of db.paymentIntents)
    if (intent.shipmentId === shipment.id && intent.status === 'requires_action')
      intent.status = 'canceled';
  return cancellation;
};
