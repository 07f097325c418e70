import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DRIVER_LINK_AFTER_DELIVERY_MS } from '@domain/milestones';
import { PAST_FROM } from '@domain/shipmentStatus';
import type { Db } from '../../db/database';
import { assignments, shipmentEvents, shipments } from '../../db/schema';
import { hashToken } from '../secrets';

/** The live assignment a driver link opens. */
export type DriverAssignment = { assignmentId: number; shipmentId: number; progress: number };

/** A call on a live link, counted in the link's window: the calls so far, this one included. */
export type CountedDriverCall = DriverAssignment & { calls: number; windowStartedAt: Date };

/** Whether a delivered load's link has outlived the 72 hours it is kept for. */
const outlivedDelivery = async (db: Db, shipmentId: number, now: Date) => {
  // The time of the delivery as reported, on the same clock as `now`; the time it was received
  // is the database's.
  const [delivered] = await db
    .select({ at: shipmentEvents.at })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.code, 'delivered')))
    .orderBy(desc(shipmentEvents.at))
    .limit(1);
  return (
    delivered !== undefined &&
    now.getTime() - delivered.at.getTime() > DRIVER_LINK_AFTER_DELIVERY_MS
  );
};

/**
 * The assignment behind a driver link, with the call counted in a window of `windowMs` (a new
 * window begins when the last one is over), or null when the link is dead: unknown, ended by a
 * reassignment, its shipment cancelled, or 72 hours past the delivery. Finding the link and
 * counting the call are one statement, as every driver call makes it.
 */
export const countDriverCall = async (
  db: Db,
  token: string,
  now: Date,
  windowMs: number,
): Promise<CountedDriverCall | null> => {
  const windowOpen = sql`${assignments.callsWindowStartedAt} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .update(assignments)
    .set({
      callsInWindow: sql`case when ${windowOpen} then ${assignments.callsInWindow} + 1 else 1 end`,
      callsWindowStartedAt: sql`case when ${windowOpen} then ${assignments.callsWindowStartedAt} else ${now.toISOString()}::timestamptz end`,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.id, assignments.shipmentId),
        eq(assignments.tokenHash, hashToken(token)),
        isNull(assignments.endedAt),
      ),
    )
    .returning({
      assignmentId: assignments.id,
      shipmentId: assignments.shipmentId,
      progress: shipments.progress,
      cancelledAt: shipments.cancelledAt,
      calls: assignments.callsInWindow,
      windowStartedAt: assignments.callsWindowStartedAt,
    });
  if (!row || row.cancelledAt || !row.windowStartedAt) return null;
  if (row.progress >= PAST_FROM && (await outlivedDelivery(db, row.shipmentId, now))) return null;
  return {
    assignmentId: row.assignmentId,
    shipmentId: row.shipmentId,
    progress: row.progress,
    calls: row.calls,
    windowStartedAt: row.windowStartedAt,
  };
};
