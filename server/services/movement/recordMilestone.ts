import { and, eq, sql } from 'drizzle-orm';
import { milestoneRank, type EventSource, type MilestoneCode } from '@domain/milestones';
import { MILESTONE_NOTIFICATIONS } from '@domain/notifications';
import type { Db } from '../../db/database';
import { shipmentEvents, shipments } from '../../db/schema';
import { refreshEta } from '../eta/refreshEta';
import { oweNotification } from '../notifications/oweNotification';

export type NewMilestone = {
  shipmentId: number;
  assignmentId: number;
  code: MilestoneCode;
  at: Date;
  source: EventSource;
  /** The phone's id for the event: a retry with the same id is the same event. */
  clientId?: string | null;
  cityId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  accuracyM?: number | null;
  note?: string | null;
  enteredBy?: number | null;
  /** An arrival the phone placed far from its stop. */
  farFromStop?: boolean;
};

/**
 * Keeps an event in the load's history and raises the shipment's progress to it. The history keeps
 * every event, late or out of order; the progress only ever goes up (greatest, in the one update
 * that locks the row), so events that race from two phones and a dispatcher, in any order, leave
 * the furthest milestone. A phone's retry of an event it sent is kept once: false when it was
 * already there. An event kept owes, in the same transaction (a savepoint in the caller's), the
 * e-mail it tells the company's members of (the departure, the delivery: once per member however
 * many report it; not for the demo's history, `tellShipper` false), and works the kept arrival
 * estimate out again.
 */
export const recordMilestone = (
  db: Db,
  event: NewMilestone,
  { tellShipper = true }: { tellShipper?: boolean } = {},
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const kept = tx.$with('kept').as(
      tx
        .insert(shipmentEvents)
        .values({ ...event, clientId: event.clientId ?? null })
        .onConflictDoNothing({
          target: [shipmentEvents.shipmentId, shipmentEvents.clientId],
          where: sql`${shipmentEvents.clientId} is not null`,
        })
        .returning({ id: shipmentEvents.id }),
    );
    const raised = await tx
      .with(kept)
      .update(shipments)
      .set({ progress: sql`greatest(${shipments.progress}, ${milestoneRank(event.code)})` })
      .where(and(eq(shipments.id, event.shipmentId), sql`exists (select 1 from ${kept})`))
      .returning({ id: shipments.id });
    if (!raised.length) return false;
    const notification = MILESTONE_NOTIFICATIONS[event.code];
    if (notification && tellShipper) await oweNotification(tx, notification, event.shipmentId);
    await refreshEta(tx, event.shipmentId);
    return true;
  });
