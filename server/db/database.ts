import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { backfillSearchText } from './backfillSearchText';
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

const migrationsFolder = path.join(__dirname, 'migrations');

/** Brings the schema and the data derived in code up to date, closing the database on failure. */
const prepared = async (database: Database, migrate: () => Promise<void>): Promise<Database> => {
  try {
    await database.exclusively(async () => {
      await migrate();
      await backfillSearchText(database.db);
    });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
};

/**
 * Opens the one database of the server and brings its schema and data up to date: PostgreSQL when
 * a URL is given, otherwise embedded PGlite in the data directory (or in memory, for tests).
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
    const db = drizzle(pool, { schema });
    return prepared(
      {
        db,
        engine: 'postgres',
        pool,
        exclusively: (work) => startUpLock(pool, work),
        close: () => pool.end(),
      },
      () => migrate(db, { migrationsFolder }),
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite does not create parent directories itself.
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema });
  return prepared(
    {
      db,
      engine: 'pglite',
      // One process at a time opens an embedded database (the data directory's lock sees to it).
      exclusively: (work) => work(),
      close: () => client.close(),
    },
    () => migrate(db, { migrationsFolder }),
  );
};
