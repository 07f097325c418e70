import type { Pool } from 'pg';

/**
 * The advisory lock key of start-up work on a PostgreSQL database; any fixed number that nothing
 * else in the database locks would do.
 */
const START_UP_LOCK_KEY = 4_810_532_177;

/**
 * Runs the work while holding a session-level advisory lock on a connection of its own, so that
 * servers started together on one database take turns. The lock goes with the session: a server
 * that dies half-way frees it, and the next one finds the work undone (each part is one
 * transaction or safe to repeat).
 */
export const startUpLock = async <T>(pool: Pool, work: () => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]);
    }
  } catch (error) {
    // A connection whose unlock may not have happened is closed, which frees the lock.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
};
