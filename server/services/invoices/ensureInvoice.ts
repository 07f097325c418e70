import type { Db } from '../../db/database';
import { invoices } from '../../db/schema';

/**
 * Issues the shipment's invoice unless it has one. The unique index on the shipment decides, so
 * two finalizing requests at once still leave one invoice. Returns whether this call issued it.
 */
export const ensureInvoice = async (
  db: Db,
  shipment: { id: number; companyId: number; userId: number },
  createdAt: Date,
): Promise<boolean> => {
  const issued = await db
    .insert(invoices)
    .values({
      shipmentId: shipment.id,
      companyId: shipment.companyId,
      userId: shipment.userId,
      createdAt,
    })
    .onConflictDoNothing({ target: invoices.shipmentId })
    .returning({ id: invoices.id });
  return issued.length > 0;
};
