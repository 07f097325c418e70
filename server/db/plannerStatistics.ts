import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** When the embedded server gathers the planner's statistics, ms. */
export type StatisticsSchedule = {
  /** After the start's own work, which gathering them (about 0.3 s) would slow. */
  firstAfterMs: number;
  /** Then as often as autovacuum would look, give or take: the tables grow slowly. */
  everyMs: number;
};

const SCHEDULE: StatisticsSchedule = { firstAfterMs: 15_000, everyMs: 10 * 60 * 1000 };

/** Reads every table's statistics for the query planner afresh. */
export const gatherPlannerStatistics = async (database: Database): Promise<void> => {
  await database.db.execute(sql`analyze`);
};

/**
 * PGlite runs no autovacuum, so nothing gathers the planner's statistics: without them it takes
 * every table for a small one and scans and sorts it whole where an index would read a page (a
 * sorted page of 10,000 shipments: 60 ms instead of 2). The embedded server gathers them soon
 * after it starts, then every few minutes, as PostgreSQL's own daemon does there. Returns what
 * stops it, waiting for a gathering under way.
 */
export const keepPlannerStatistics = (
  database: Database,
  onError: (error: unknown) => void,
  schedule: StatisticsSchedule = SCHEDULE,
): (() => Promise<void>) => {
  if (database.engine !== 'pglite') return () => Promise.resolve();
  let running: Promise<void> = Promise.resolve();
  let repeating: ReturnType<typeof setInterval> | undefined;
  const gather = () => {
    running = running.then(() => gatherPlannerStatistics(database)).catch(onError);
  };
  const first = setTimeout(() => {
    gather();
    repeating = setInterval(gather, schedule.everyMs);
    repeating.unref();
  }, schedule.firstAfterMs);
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(repeating);
    await running;
  };
};
