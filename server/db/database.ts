import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { bringUpToDate, MIGRATIONS_FOLDER } from './bringUpToDate';
import { openPglite } from './openPglite';
import { copyPgliteTemplate, pgliteTemplate } from './pgliteTemplate';
import * as schema from './schema';
import { startUpLock } from './startUpLock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connections, for what needs one of its own (a lock held for the process's life). */
  pool?: Pool;
  /**
   * Runs start-up work (migrations, reference data, the demo shipper) while no other server on
   * this database does any: servers started together would otherwise each fill an empty database.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** How long a server waits at start for a PostgreSQL that does not answer yet. */
const DATABASE_WAIT_MS = 60_000;

/** Refused, unknown yet, or "the database system is starting up": a database still starting. */
const STARTING = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '57P03']);

// By its code alone: the socket's errors may come from another realm than this code's Error.
const stillStarting = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  STARTING.has(String(error.code));

/**
 * Waits for PostgreSQL to take a connection: a database started beside the server (a container
 * of the same compose file) may still be starting. Any other failure, and a minute of silence,
 * end the start.
 */
const untilAnswering = async (pool: Pool) => {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      if (!stillStarting(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
};

/**
 * Opens the one database of the server and brings its schema and data up to date: PostgreSQL when
 * a URL is given, otherwise embedded PGlite in the data directory (or in memory, for tests). A new
 * embedded database starts as a copy of the prepared one, its places already loaded.
 */
export const openDatabase = async (options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<Database> => {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    await untilAnswering(pool);
    const db = drizzle(pool, { schema });
    return bringUpToDate(
      {
        db,
        engine: 'postgres',
        pool,
        exclusively: (work) => startUpLock(pool, work),
        close: () => pool.end(),
      },
      () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  }
  // In memory (tests), a copy of the template made for the present migrations, or just made.
  if (!options.dataDir)
    return openPglite({ dir: null, template: await pgliteTemplate(), current: true });
  const dir = path.join(options.dataDir, 'pglite');
  // PG_VERSION is in every database cluster: without it PGlite would create one.
  if (existsSync(path.join(dir, 'PG_VERSION')) || (await copyPgliteTemplate(dir)))
    return openPglite({ dir });
  return openPglite({ dir, template: await pgliteTemplate() });
};
