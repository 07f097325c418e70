import { BackupRefused } from './backupErrors';
import { backupKindOf, KIND_NAMES } from './backupKind';
import type { BackupKind } from './backupKind';
import { backupPglite, restorePglite } from './pgliteBackup';
import { backupPostgres, restorePostgres } from './postgresBackup';

export { BackupRefused };

/** Which database: PostgreSQL when a URL is set, otherwise the embedded one in the data folder. */
type Store = { databaseUrl: string | null; dataDir: string };

const kindOf = (store: Store): BackupKind => (store.databaseUrl ? 'postgres' : 'pglite');

/** Backs the configured database up into `file`, which must not exist yet. */
export const backupDatabase = (store: Store, file: string): Promise<void> =>
  store.databaseUrl ? backupPostgres(store.databaseUrl, file) : backupPglite(store.dataDir, file);

/** Restores `file` into the configured database, which must be empty. Returns what was restored. */
export const restoreDatabase = async (store: Store, file: string): Promise<BackupKind> => {
  const kind = await backupKindOf(file);
  if (kind !== kindOf(store))
    throw new BackupRefused(
      `${file} is a backup of ${KIND_NAMES[kind]}; it is restored with that set, not into ` +
        `${KIND_NAMES[kindOf(store)]}.`,
    );
  if (store.databaseUrl) await restorePostgres(store.databaseUrl, file);
  else await restorePglite(store.dataDir, file);
  return kind;
};
