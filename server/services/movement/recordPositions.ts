import { sql } from 'drizzle-orm';
import type { EventSource } from '@domain/milestones';
import type { Db } from '../../db/database';
import { assignments, positions } from '../../db/schema';
import { eq } from 'drizzle-orm';

export type NewPosition = {
  at: Date;
  latitude: number;
  longitude: number;
  accuracyM?: number | null;
  cityId?: number | null;
};

/**
 * Keeps where the truck was, once per moment (a batch sent again adds nothing), and the newest
 * moment on the assignment for the board's "no position" exception. Returns how many were new.
 */
export const recordPositions = async (
  db: Db,
  assignmentId: number,
  source: EventSource,
  batch: NewPosition[],
  enteredBy: number | null = null,
): Promise<number> =>
  db.transaction(async (tx) => {
    const kept = await tx
      .insert(positions)
      .values(batch.map((position) => ({ ...position, assignmentId, source, enteredBy })))
      .onConflictDoNothing({ target: [positions.assignmentId, positions.at] })
      .returning({ at: positions.at });
    const newest = Math.max(...batch.map(({ at }) => at.getTime()));
    await tx
      .update(assignments)
      .set({
        lastPositionAt: sql`greatest(${assignments.lastPositionAt}, ${new Date(newest).toISOString()}::timestamptz)`,
      })
      .where(eq(assignments.id, assignmentId));
    return kept.length;
  });
