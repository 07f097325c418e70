import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from '../dataDirLock';
import { BackupRefused } from './backupErrors';
import { writeBackupFile } from './backupFile';

/** Where the server keeps its embedded database in DATA_DIR (as openDatabase does). */
const storeOf = (dataDir: string) => path.join(dataDir, 'pglite');
const holdsDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** Runs `work` holding the data directory: a server on it would write beneath the backup. */
const holding = async <T>(dataDir: string, work: () => Promise<T>): Promise<T> => {
  const release = lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    release();
  }
};

/** The embedded database of `dataDir` as PGlite's own dump, a gzip-compressed tar file. */
export const backupPglite = (dataDir: string, file: string) =>
  holding(dataDir, async () => {
    const store = storeOf(dataDir);
    if (!holdsDatabase(store))
      throw new BackupRefused(`There is no embedded database in ${dataDir} to back up.`);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: store });
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeBackupFile(file, async (at) =>
        writeFile(at, new Uint8Array(await dump.arrayBuffer())),
      );
    } finally {
      await client.close();
    }
  });

/**
 * The embedded database of `dataDir` made from a dump, where there is none yet. It is made beside
 * and moved into place whole: a restore cut off half-way leaves no half database to start on.
 */
export const restorePglite = (dataDir: string, file: string) =>
  holding(dataDir, async () => {
    const store = storeOf(dataDir);
    if (holdsDatabase(store))
      throw new BackupRefused(
        `${dataDir} holds a database already: a backup is restored only into an empty store, so ` +
          'that nothing is overwritten. Give DATA_DIR a new folder.',
      );
    const { PGlite } = await import('@electric-sql/pglite');
    const restoring = `${store}.restoring`;
    await rm(restoring, { recursive: true, force: true });
    try {
      const client = await PGlite.create({
        dataDir: restoring,
        loadDataDir: new Blob([await readFile(file)]),
      }).catch((error: unknown) => {
        throw new BackupRefused(
          `${file} could not be read as the embedded database's backup (${String(error)}).`,
        );
      });
      await client.close();
      await rm(store, { recursive: true, force: true });
      await rename(restoring, store);
    } finally {
      await rm(restoring, { recursive: true, force: true });
    }
  });
