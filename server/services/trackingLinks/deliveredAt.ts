import { and, eq, min } from 'drizzle-orm';
import { milestoneRank, type Progress } from '@domain/milestones';
import type { Db } from '../../db/database';
import { shipmentEvents } from '../../db/schema';

const DELIVERED = milestoneRank('delivered');

/**
 * When the load was delivered, as reported (the clock links die by), or null before: the first
 * report, as the tracking answer's milestone tells it. Read only once the progress says delivered.
 */
export const deliveredAtOf = async (
  db: Db,
  shipment: { id: number; progress: Progress },
): Promise<Date | null> => {
  if (shipment.progress < DELIVERED) return null;
  const [delivered] = await db
    .select({ at: min(shipmentEvents.at) })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, shipment.id), eq(shipmentEvents.code, 'delivered')));
  return delivered?.at ?? null;
};
