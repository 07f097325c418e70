import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { Db } from './database';
import { serverInstanceIds } from './schema';

/** This server process among all that share the database, and whether another one still runs. */
export type ServerInstance = {
  id: number;
  isAlive: (id: number) => Promise<boolean>;
  close: () => Promise<void>;
};

/** The first key of the advisory locks that say "process N runs" (the second key is N). */
const LIVE_SERVERS = 0x4c4c_0001;

const nextId = async (db: Db): Promise<number> => {
  // Both drivers answer a raw statement with its rows; the generic Db type does not say so.
  const result = (await db.execute(
    sql`select nextval(${serverInstanceIds.seqName}) as id`,
  )) as unknown as { rows: { id: string | number }[] };
  const id = Number(result.rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('The server instance sequence gave no number.');
  return id;
};

/**
 * Takes a number for this process. On PostgreSQL the process holds an advisory lock on its number
 * on a connection of its own until it ends: PostgreSQL drops the lock when the process dies,
 * however it dies, so any server can tell a dead process from a live one at once. Embedded PGlite
 * has one process at a time, so every other number is a process that has ended.
 */
export const registerServerInstance = async (
  database: { db: Db; pool?: Pool },
  logger?: Pick<Logger, 'error'>,
): Promise<ServerInstance> => {
  const id = await nextId(database.db);
  const { pool } = database;
  if (!pool) return { id, isAlive: async (other) => other === id, close: async () => undefined };

  const client = await pool.connect();
  // A connection lost while the process runs only makes it look dead: whoever settles its
  // attempts asks the provider, which never charges one attempt twice.
  client.on('error', (error) =>
    logger?.error(`The server's liveness connection failed: ${error.message}`),
  );
  await client.query('select pg_advisory_lock($1, $2)', [LIVE_SERVERS, id]);
  return {
    id,
    isAlive: async (other) => {
      if (other === id) return true;
      const result = await pool.query<{ alive: boolean }>(
        `select exists (
           select 1 from pg_locks
           where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
             and classid = $1::int::oid and objid = $2::int::oid and objsubid = 2 and granted
         ) as alive`,
        [LIVE_SERVERS, other],
      );
      return result.rows[0]?.alive ?? false;
    },
    close: async () => {
      client.release(true);
    },
  };
};
