import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { TRAIL_LENGTH } from '@domain/trackingMilestones';
import type { TrackingPosition } from '@domain/trackingTypes';
import type { Db } from '../../db/database';
import { perDatabase } from '../../db/perDatabase';
import { assignments, positions, shipmentEvents } from '../../db/schema';

/** A position as the trail's statement hands it over: [epoch milliseconds, latitude, longitude]. */
type TrailPoint = [number, number, number];

/**
 * The live assignment's newest positions, oldest first, in one round trip: the assignment found
 * in the same statement, the positions read newest first along the (assignment, at) index no
 * further than the trail's length, and handed over as one JSON array of [ms, latitude,
 * longitude]: 500 rows parsed one by one took the driver twice as long, and the database
 * writes a number faster than a formatted instant. Prepared once for each database, since every
 * tracking page asks it.
 */
const prepareTrail = (db: Db) => {
  const live = db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(eq(assignments.shipmentId, sql.placeholder('shipmentId')), isNull(assignments.endedAt)),
    );
  // The trail ends at the delivery, however late a phone sends what it saw after.
  const delivered = sql`(select min(${shipmentEvents.at}) from ${shipmentEvents}
    where ${shipmentEvents.shipmentId} = ${sql.placeholder('shipmentId')}
    and ${shipmentEvents.code} = 'delivered')`;
  const newest = db
    .select({ at: positions.at, latitude: positions.latitude, longitude: positions.longitude })
    .from(positions)
    .where(
      sql`${positions.assignmentId} = (${live}) and ${positions.at} <= coalesce(${delivered}, 'infinity'::timestamptz)`,
    )
    .orderBy(desc(positions.at))
    .limit(TRAIL_LENGTH)
    .as('newest');
  return db
    .select({
      trail: sql<TrailPoint[]>`coalesce(json_agg(json_build_array(
        (extract(epoch from ${newest.at}) * 1000)::bigint, ${newest.latitude}, ${newest.longitude}
      ) order by ${newest.at}), '[]')`,
    })
    .from(newest)
    .prepare('tracking_trail');
};

const trailOf = perDatabase(prepareTrail);

/** The live assignment's newest TRAIL_LENGTH positions, oldest first. */
export const readLivePositions = async (
  db: Db,
  shipmentId: number,
): Promise<TrackingPosition[]> => {
  const [read] = await trailOf(db).execute({ shipmentId });
  return (read?.trail ?? []).map(([ms, latitude, longitude]) => ({
    at: new Date(ms).toISOString(),
    latitude,
    longitude,
  }));
};
