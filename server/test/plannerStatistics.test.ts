import { sql } from 'drizzle-orm';
import { gatherPlannerStatistics, keepPlannerStatistics } from '../db/plannerStatistics';
import { fixture } from './fixture';
import { openTestDatabase } from './testDatabase';

const database = fixture(openTestDatabase, (opened) => opened.close());

/** The rows the planner believes a table holds: -1 until its statistics were gathered. */
const plannedRows = async (table: string) => {
  // Both drivers answer { rows }, but the union of their result types cannot be called through.
  const result = (await database.db.execute(
    sql`select reltuples::float8 as planned from pg_class where relname = ${table}`,
  )) as unknown as { rows: { planned: number }[] };
  return Number(result.rows[0]?.planned);
};

describe('Planner statistics', () => {
  it('are kept on the embedded database, which has no daemon to gather them, soon after the start', async () => {
    const embedded = database.engine === 'pglite';
    if (embedded) expect(await plannedRows('regions')).toBeLessThanOrEqual(0);
    const failures: unknown[] = [];
    const stop = keepPlannerStatistics(database, (error) => failures.push(error), {
      firstAfterMs: 0,
      everyMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    expect(failures).toEqual([]);
    if (embedded) expect(await plannedRows('regions')).toBeGreaterThan(0);
  });

  it('are gathered for every table, so the planner knows how large the places are', async () => {
    await gatherPlannerStatistics(database);
    expect(await plannedRows('cities')).toBeGreaterThan(20_000);
  });
});
