import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { recordActivity } from '../activity/recordActivity';
import { lockShipment } from '../payments/lockShipment';
import type { ShipmentRow } from '../shipments/findOwnShipment';
import { ensureInvoice } from './ensureInvoice';

/** The charge that paid a shipment: its amount, and who paid with which card. */
export type Charge = { amountCents: number; userId: number; paymentMethodId: string };

/**
 * Records a successful payment on a shipment whose row the transaction already holds (read by the
 * statement that locked it): the shipment is paid, and its invoice is settled at the amount
 * charged, written now and never worked out again (issued first if finalizing never did). A
 * shipment settled without a charge (demo and bench data) is settled at its total, paid by whoever
 * booked it. Idempotent: once paid, a second call (a retried confirmation, a replayed webhook)
 * changes nothing. Returns whether this call paid it; that call alone writes the payment into the
 * company's history, so it is there once, whichever request or webhook got there first.
 */
export const markLockedShipmentPaid = async (
  tx: Db,
  shipment: ShipmentRow,
  paidAt: Date,
  charge?: Charge,
): Promise<boolean> => {
  await ensureInvoice(tx, shipment, paidAt);
  const amountCents = charge?.amountCents ?? shipmentTotalCents(shipment);
  await tx
    .update(invoices)
    .set({ paidAt: shipment.paidAt ?? paidAt, paidAmountCents: amountCents })
    .where(and(eq(invoices.shipmentId, shipment.id), isNull(invoices.paidAt)));
  if (shipment.paidAt) return false;
  await tx.update(shipments).set({ paidAt }).where(eq(shipments.id, shipment.id));
  await recordActivity(tx, {
    companyId: shipment.companyId,
    actorId: charge?.userId ?? shipment.userId,
    shipmentId: shipment.id,
    kind: 'payment_made',
    at: paidAt,
    details: { amount_cents: amountCents },
    paidWith: charge?.paymentMethodId,
  });
  return true;
};

/** markLockedShipmentPaid in a transaction of its own, which locks the shipment first. */
export const markShipmentPaid = async (
  db: Db,
  shipmentId: number,
  paidAt: Date,
  charge?: Charge,
): Promise<boolean> =>
  db.transaction(async (tx) =>
    markLockedShipmentPaid(tx, await lockShipment(tx, shipmentId), paidAt, charge),
  );
