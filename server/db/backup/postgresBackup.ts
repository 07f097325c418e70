import { Client } from 'pg';
import { BackupRefused } from './backupErrors';
import { writeBackupFile } from './backupFile';
import { databaseNameOf, runPostgresTool } from './postgresTools';

/**
 * The database of `databaseUrl` in pg_dump's custom format: one consistent snapshot, taken while
 * the servers go on working. Owners and grants are left out, as the restoring role owns all.
 */
export const backupPostgres = (databaseUrl: string, file: string) =>
  writeBackupFile(file, (at) =>
    runPostgresTool('pg_dump', databaseUrl, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${at}`,
    ]),
  );

/** The tables of every schema but PostgreSQL's own: a server has made its tables once started. */
const tableCount = async (databaseUrl: string) => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect().catch((error: unknown) => {
    throw new BackupRefused(`The database at DATABASE_URL does not answer (${String(error)}).`);
  });
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_catalog.pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
};

/**
 * A pg_dump backup restored into the empty database of `databaseUrl`, all of it or nothing (one
 * transaction): a restore never mixes with data already there.
 */
export const restorePostgres = async (databaseUrl: string, file: string) => {
  if ((await tableCount(databaseUrl)) > 0)
    throw new BackupRefused(
      'The database at DATABASE_URL holds tables already: a backup is restored only into an ' +
        'empty database, so that nothing is overwritten. Create a new database and point ' +
        'DATABASE_URL at it, with no server started on it yet.',
    );
  await runPostgresTool('pg_restore', databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseNameOf(databaseUrl)}`,
    file,
  ]);
};
