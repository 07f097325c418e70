import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { backfillSearchText } from './backfillSearchText';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connections, for what needs one of its own (a lock held for the process's life). */
  pool?: Pool;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(__dirname, 'migrations');

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
    await migrate(db, { migrationsFolder });
    await backfillSearchText(db);
    return { db, engine: 'postgres', pool, close: () => pool.end() };
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
  await migrate(db, { migrationsFolder });
  await backfillSearchText(db);
  return { db, engine: 'pglite', close: () => client.close() };
};
