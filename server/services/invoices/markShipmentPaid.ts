import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invoices, shipments } from '../../db/schema';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { ensureInvoice } from './ensureInvoice';

/**
 * Records a successful payment: the shipment is paid, and its invoice is settled at the amount
 * charged, written now and never worked out again (issued first if finalizing never did). A
 * shipment settled without a charge (demo and bench data) is settled at its total. Idempotent:
 * once paid, a second call (a retried confirmation, a replayed webhook) changes nothing. Returns
 * whether this call paid it.
 */
export const markShipmentPaid = async (
  db: Db,
  shipmentId: number,
  paidAt: Date,
  chargedCents?: number,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!shipment) throw new Error(`No shipment ${shipmentId} to mark paid.`);
    await ensureInvoice(tx, shipment, paidAt);
    await tx
      .update(invoices)
      .set({
        paidAt: shipment.paidAt ?? paidAt,
        paidAmountCents: chargedCents ?? shipmentTotalCents(shipment),
      })
      .where(and(eq(invoices.shipmentId, shipment.id), isNull(invoices.paidAt)));
    if (shipment.paidAt) return false;
    await tx.update(shipments).set({ paidAt }).where(eq(shipments.id, shipment.id));
    return true;
  });
