import { mkdirSync } from 'node:fs';
import { bringUpToDate, MIGRATIONS_FOLDER } from './bringUpToDate';
import type { Database } from './database';
import * as schema from './schema';

export type PgliteDatabase = Database & {
  /** The whole database as a tar file, to open copies of it with `template`. */
  dumpDataDir: () => Promise<Blob>;
};

/**
 * Embedded PGlite in `dir` (in memory without one), brought up to date. A new database is a copy
 * of `template` when one is given, which skips creating an empty cluster, the slowest part of a
 * start; without one PGlite creates it. A copy of a template made for the present migrations and
 * code (`current`) is up to date as it is: its start reads no migration.
 */
export const openPglite = async ({
  dir,
  template,
  current = false,
}: {
  dir: string | null;
  template?: Blob;
  current?: boolean;
}): Promise<PgliteDatabase> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite does not create parent directories itself.
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir ?? undefined, loadDataDir: template });
  const db = drizzle(client, { schema });
  const database: PgliteDatabase = {
    db,
    engine: 'pglite',
    // One process at a time opens an embedded database (the data directory's lock sees to it).
    exclusively: (work) => work(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
  if (template && current) return database;
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  return bringUpToDate(database, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
};
