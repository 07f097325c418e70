import { execFile } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupRefused } from './backupErrors';

/** Debian's PostgreSQL packages put their programs here, one folder per major version. */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const debianFolders = () => {
  try {
    return readdirSync(DEBIAN_POSTGRES)
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(DEBIAN_POSTGRES, version, 'bin'));
  } catch {
    return [];
  }
};

/**
 * Where a PostgreSQL program is: PG_BIN when set, then the PATH, then Debian's folders (newest
 * first, as pg_dump must be at least as new as the server).
 */
const programPath = (program: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv) => {
  const folders = env.PG_BIN
    ? [env.PG_BIN]
    : [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...debianFolders()];
  const found = folders.map((folder) => path.join(folder, program)).find(runnable);
  if (!found)
    throw new BackupRefused(
      `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client-15) ` +
        'or set PG_BIN to the folder that holds them.',
    );
  return found;
};

/**
 * libpq's settings for a database URL, given in the environment: a password on a command line
 * would be seen by every user of the machine.
 */
const connectionEnv = (databaseUrl: string): NodeJS.ProcessEnv => {
  const url = new URL(databaseUrl);
  const settings: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  if (url.username) settings.PGUSER = decodeURIComponent(url.username);
  if (url.password) settings.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) settings.PGSSLMODE = sslmode;
  return settings;
};

/** Runs pg_dump or pg_restore on the database of `databaseUrl`; its complaint is the message. */
export const runPostgresTool = async (
  program: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
) => {
  const env = { ...process.env, ...connectionEnv(databaseUrl) };
  try {
    await promisify(execFile)(programPath(program, process.env), args, {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupRefused(`${program} failed: ${stderr || String(error)}`);
  }
};

/** The database name libpq connects to, for the programs that want it said (pg_restore). */
export const databaseNameOf = (databaseUrl: string) =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
