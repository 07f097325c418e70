import { eq } from 'drizzle-orm';
import { etaOutlook } from '@domain/eta';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import { readEtaFacts } from './readEtaFacts';

/**
 * Works the shipment's arrival estimate out again from what is recorded now, and keeps it with
 * the shipment for the lists (shipmentEtaState.ts). The shipment's row is locked first, so that
 * two reports at once keep the estimate of the later one to commit: each reads the facts only
 * once the other's are in.
 */
export const refreshEta = async (db: Db, shipmentId: number): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    const outlook = etaOutlook(await readEtaFacts(tx, shipmentId));
    await tx
      .update(shipments)
      .set({
        etaAt: outlook?.at ?? null,
        etaDueAt: outlook?.dueAt ?? null,
        lastSeenAt: outlook?.seenAt ?? null,
      })
      .where(eq(shipments.id, shipmentId));
  });
};
