import { and, desc, eq, isNull } from 'drizzle-orm';
import { DRIVER_LINK_AFTER_DELIVERY_MS } from '@domain/milestones';
import { PAST_FROM } from '@domain/shipmentStatus';
import type { Db } from '../../db/database';
import { assignments, shipmentEvents, shipments } from '../../db/schema';
import { hashToken } from '../secrets';

/** The live assignment a driver link opens. */
export type DriverAssignment = { assignmentId: number; shipmentId: number; progress: number };

/**
 * The assignment behind a driver link, or null when the link is dead: unknown, ended by a
 * reassignment, its shipment cancelled, or 72 hours past the delivery.
 */
export const findDriverAssignment = async (
  db: Db,
  token: string,
  now: Date,
): Promise<DriverAssignment | null> => {
  const [row] = await db
    .select({
      assignmentId: assignments.id,
      shipmentId: assignments.shipmentId,
      progress: shipments.progress,
      cancelledAt: shipments.cancelledAt,
    })
    .from(assignments)
    .innerJoin(shipments, eq(shipments.id, assignments.shipmentId))
    .where(and(eq(assignments.tokenHash, hashToken(token)), isNull(assignments.endedAt)))
    .limit(1);
  if (!row || row.cancelledAt) return null;
  if (row.progress >= PAST_FROM) {
    // The time of the delivery as reported, on the same clock as `now`; the time it was received
    // is the database's.
    const [delivered] = await db
      .select({ at: shipmentEvents.at })
      .from(shipmentEvents)
      .where(
        and(eq(shipmentEvents.shipmentId, row.shipmentId), eq(shipmentEvents.code, 'delivered')),
      )
      .orderBy(desc(shipmentEvents.at))
      .limit(1);
    if (delivered && now.getTime() - delivered.at.getTime() > DRIVER_LINK_AFTER_DELIVERY_MS)
      return null;
  }
  return { assignmentId: row.assignmentId, shipmentId: row.shipmentId, progress: row.progress };
};
