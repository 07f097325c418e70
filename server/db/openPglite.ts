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
 * start; without one PGlite creates it.
 */
export const openPglite = async ({
  dir,
  template,
}: {
  dir: string | null;
  template?: Blob;
}): Promise<PgliteDatabase> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite does not create parent directories itself.
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir ?? undefined, loadDataDir: template });
  const db = drizzle(client, { schema });
  return bringUpToDate(
    {
      db,
      engine: 'pglite',
      // One process at a time opens an embedded database (the data directory's lock sees to it).
      exclusively: (work) => work(),
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
    },
    () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
  );
};
