import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { fixBefore, isImplausibleMove, type Fix } from '@domain/dispatchExceptions';
import type { EventSource } from '@domain/milestones';
import type { Db } from '../../db/database';
import { assignments, positions, shipmentEvents } from '../../db/schema';
import { refreshEta } from '../eta/refreshEta';

export type NewPosition = {
  at: Date;
  latitude: number;
  longitude: number;
  accuracyM?: number | null;
  cityId?: number | null;
};

/** When the load was delivered, as reported: the trail ends there. */
export const deliveredAtSql = (shipmentId: number) =>
  sql`(select min(${shipmentEvents.at}) from ${shipmentEvents} where ${and(
    eq(shipmentEvents.shipmentId, shipmentId),
    eq(shipmentEvents.code, 'delivered'),
  )})`;

/** The phone's fixes the new ones are judged against: the one before the batch, and those in it. */
const neighbours = async (tx: Db, assignmentId: number, from: Date, to: Date): Promise<Fix[]> => {
  const columns = {
    at: positions.at,
    latitude: positions.latitude,
    longitude: positions.longitude,
    accuracyM: positions.accuracyM,
  };
  const ofThePhone = and(eq(positions.assignmentId, assignmentId), eq(positions.source, 'driver'));
  const [before, within] = await Promise.all([
    tx
      .select(columns)
      .from(positions)
      .where(and(ofThePhone, lt(positions.at, from)))
      .orderBy(desc(positions.at))
      .limit(1),
    tx
      .select(columns)
      .from(positions)
      .where(and(ofThePhone, gte(positions.at, from), lte(positions.at, to)))
      .orderBy(asc(positions.at)),
  ]);
  return [...before, ...within];
};

/**
 * Keeps where the truck was, once per moment (a batch sent again adds nothing), and the newest
 * moment on the assignment for the board's "no position" exception; then the shipment's arrival
 * estimate from there. The trail ends at the delivery: a position after it is not kept. A phone's
 * position that implies a speed no truck makes since the one before it is kept, and flagged.
 * Batches of one assignment take turns on its row, so each is judged against the ones before.
 * Returns how many were new.
 */
export const recordPositions = async (
  db: Db,
  { assignmentId, shipmentId }: { assignmentId: number; shipmentId: number },
  source: EventSource,
  batch: NewPosition[],
  enteredBy: number | null = null,
): Promise<number> => {
  const recorded = await db.transaction(async (tx) => {
    const [turn] = await tx
      .select({
        deliveredAt: sql<Date | null>`${deliveredAtSql(shipmentId)}`.mapWith(shipmentEvents.at),
      })
      .from(assignments)
      .where(eq(assignments.id, assignmentId))
      .for('update');
    const deliveredAt = turn?.deliveredAt ?? null;
    const before = (at: Date) => !deliveredAt || at.getTime() <= deliveredAt.getTime();
    const kept = batch.filter(({ at }) => before(at));
    if (!kept.length) return 0;
    const times = kept.map(({ at }) => at.getTime());
    const fixes =
      source === 'driver'
        ? await neighbours(
            tx,
            assignmentId,
            new Date(Math.min(...times)),
            new Date(Math.max(...times)),
          )
        : [];
    const judged: Fix[] = [...fixes];
    const rows = [...kept]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((position) => {
        const implausible =
          source === 'driver' && isImplausibleMove(fixBefore(judged, position.at), position);
        judged.push(position);
        return { ...position, assignmentId, source, enteredBy, implausible };
      });
    const inserted = await tx
      .insert(positions)
      .values(rows)
      .onConflictDoNothing({ target: [positions.assignmentId, positions.at] })
      .returning({ at: positions.at });
    const newest = new Date(Math.max(...times));
    await tx
      .update(assignments)
      .set({
        lastPositionAt: sql`greatest(${assignments.lastPositionAt}, ${newest.toISOString()}::timestamptz)`,
      })
      .where(eq(assignments.id, assignmentId));
    return inserted.length;
  });
  await refreshEta(db, shipmentId);
  return recorded;
};
