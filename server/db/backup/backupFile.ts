import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { BackupRefused } from './backupErrors';

/**
 * Writes a backup to `file` through `write`, which writes the path it is given: beside it first,
 * then renamed, so that a backup cut off half-way never looks whole. An existing file is kept:
 * a backup never overwrites another.
 */
export const writeBackupFile = async (file: string, write: (at: string) => Promise<void>) => {
  if (existsSync(file))
    throw new BackupRefused(`${file} exists already: give the backup a new file name.`);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
};
