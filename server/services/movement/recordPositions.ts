import { eq, sql } from 'drizzle-orm';
import type { EventSource } from '@domain/milestones';
import type { Db } from '../../db/database';
import { assignments, positions } from '../../db/schema';
import { refreshEta } from '../eta/refreshEta';

export type NewPosition = {
  at: Date;
  latitude: number;
  longitude: number;
  accuracyM?: number | null;
  cityId?: number | null;
};

/**
 * Keeps where the truck was, once per moment (a batch sent again adds nothing), and the newest
 * moment on the assignment for the board's "no position" exception, in one statement; then the
 * shipment's arrival estimate from there. Returns how many were new.
 */
export const recordPositions = async (
  db: Db,
  { assignmentId, shipmentId }: { assignmentId: number; shipmentId: number },
  source: EventSource,
  batch: NewPosition[],
  enteredBy: number | null = null,
): Promise<number> => {
  const kept = db.$with('kept').as(
    db
      .insert(positions)
      .values(batch.map((position) => ({ ...position, assignmentId, source, enteredBy })))
      .onConflictDoNothing({ target: [positions.assignmentId, positions.at] })
      .returning({ at: positions.at }),
  );
  const newest = new Date(Math.max(...batch.map(({ at }) => at.getTime())));
  const [touched] = await db
    .with(kept)
    .update(assignments)
    .set({
      lastPositionAt: sql`greatest(${assignments.lastPositionAt}, ${newest.toISOString()}::timestamptz)`,
    })
    .where(eq(assignments.id, assignmentId))
    .returning({ kept: sql<number>`(select count(*) from ${kept})::int` });
  await refreshEta(db, shipmentId);
  return touched?.kept ?? 0;
};
