import { openDatabase } from '../db/database';
import type { Database, Db } from '../db/database';
import { postgresTemplate } from '../db/postgresTemplate';
import * as schema from '../db/schema';
import { scratchDatabase } from '../db/scratchDatabase';

/**
 * A fresh, migrated database with the places loaded, for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server of DATABASE_URL (dropped again on close), so both engines run
 * the same tests. Each is a copy of one prepared database, made once for all the test files.
 */
export const openTestDatabase = async (): Promise<Database & { url: string | null }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return { ...(await openDatabase({ databaseUrl: null, dataDir: null })), url: null };
  const scratch = await scratchDatabase(serverUrl, 'test', await postgresTemplate(serverUrl));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  return {
    ...database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
};

/** An empty database on the same engine, for a test that runs the migrations itself. */
export const openEmptyDatabase = async (): Promise<{
  db: Db;
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
}> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    const db = drizzle(client, { schema });
    return {
      db,
      migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const scratch = await scratchDatabase(serverUrl, 'test');
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzle(pool, { schema });
  return {
    db,
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
};
