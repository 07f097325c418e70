import { open } from 'node:fs/promises';
import { BackupRefused } from './backupErrors';

export type BackupKind = 'pglite' | 'postgres';

/** pg_dump's custom format begins with these bytes. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');
/** PGlite's dump is a gzip-compressed tar file. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Which database made the backup in `file`, read from its first bytes. */
export const backupKindOf = async (file: string): Promise<BackupKind> => {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupRefused(`There is no backup file at ${file}.`);
  });
  try {
    const head = Buffer.alloc(PG_DUMP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) return 'postgres';
    if (head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupRefused(
    `${file} is not a Loadline backup: neither pg_dump's custom format nor the embedded database's dump.`,
  );
};

/** What to set to restore a backup of the other kind. */
export const KIND_NAMES: Record<BackupKind, string> = {
  pglite: 'the embedded database (DATA_DIR, with DATABASE_URL unset)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};
