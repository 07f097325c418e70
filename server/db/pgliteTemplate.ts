import { constants, cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadPlaces } from '../data/loadPlaces';
import { cachedEntry } from './cachedEntry';
import { openPglite } from './openPglite';
import type { PgliteDatabase } from './openPglite';
import { templateKey } from './templateKey';
import { withWalInUse } from './walInUse';

/** A new database in `dir` (in memory without one), migrated and with the places loaded. */
const prepared = async <T>(dir: string | null, then: (database: PgliteDatabase) => Promise<T>) => {
  const database = await openPglite({ dir });
  try {
    await loadPlaces(database.db);
    return await then(database);
  } finally {
    await database.close();
  }
};

/**
 * The database as a tar file, just after a checkpoint that begins a WAL segment of its own, with
 * only that segment's written part (withWalInUse): a copy starts at the checkpoint, with nothing
 * to replay, from a file of 30 MB rather than 46.
 */
const dumpOf = async (database: PgliteDatabase): Promise<Uint8Array<ArrayBuffer>> => {
  await database.db.execute(sql`checkpoint`);
  await database.db.execute(sql`select pg_switch_wal()`);
  await database.db.execute(sql`checkpoint`);
  // PGlite answers a raw statement with its rows; the generic Db type does not say so.
  const { rows } = (await database.db.execute(
    sql`select pg_walfile_name(pg_current_wal_lsn()) as segment`,
  )) as unknown as { rows: { segment: string }[] };
  const tar = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
  return rows[0] ? withWalInUse(tar, rows[0].segment) : tar;
};

/**
 * A new embedded database, migrated and with the places loaded, as the tar file PGlite opens
 * in-memory copies of (each test file has one): made once for the present migrations and place
 * data, and kept in node_modules/.cache.
 */
export const pgliteTemplate = async (): Promise<Blob> => {
  const file = await cachedEntry({ family: 'pglite-tar', key: templateKey() }, async (at) =>
    writeFileSync(at, await prepared(null, dumpOf)),
  );
  return new Blob([file ? readFileSync(file) : await prepared(null, dumpOf)]);
};

/**
 * The prepared database as a data directory, made when missing; null where there is no cache.
 * The build makes it, so that the first start finds it.
 */
export const pgliteTemplateDir = (): Promise<string | null> =>
  cachedEntry({ family: 'pglite-dir', key: templateKey() }, (at) =>
    prepared(at, async () => undefined),
  );

/**
 * Makes `dir`, which holds no database, a copy of the prepared database (as pgliteTemplate), kept
 * as a data directory in node_modules/.cache: copying files is the fastest way to a new database.
 * The copy is moved into place whole, so a start killed half-way leaves no half database. False
 * where there is no cache to copy from, or `dir` holds something already.
 */
export const copyPgliteTemplate = async (dir: string): Promise<boolean> => {
  const source = await pgliteTemplateDir();
  if (!source) return false;
  const draft = `${dir}.${process.pid}.tmp`;
  try {
    // A file system that can share the blocks until they change (copy-on-write) does.
    cpSync(source, draft, { recursive: true, mode: constants.COPYFILE_FICLONE });
    renameSync(draft, dir);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(draft, { recursive: true, force: true });
  }
};
