import type { Db } from '../../db/database';
import { invoices } from '../../db/schema';

/**
 * Issues the shipment's invoice unless it has one. The unique index on the shipment decides, so
 * two finalizing requests at once still leave one invoice.
 */
export const ensureInvoice = async (
  db: Db,
  shipment: { id: number; companyId: number; userId: number },
  createdAt: Date,
): Promise<void> => {
  await db
    .insert(invoices)
    .values({
      shipmentId: shipment.id,
      companyId: shipment.companyId,
      userId: shipment.userId,
      createdAt,
    })
    .onConflictDoNothing({ target: invoices.shipmentId });
};
