import { Client } from 'pg';
import { loadPlaces } from '../data/loadPlaces';
import { openDatabase } from './database';
import { databaseUrlOf } from './scratchDatabase';
import { templateKey } from './templateKey';

/** The advisory lock key of building the template; any number nothing else locks would do. */
const TEMPLATE_LOCK_KEY = 4_810_532_178;
const PREFIX = 'loadline_template_';

const isTemplate = async (client: Client, name: string) =>
  (
    await client.query<{ ready: boolean }>(
      'select datistemplate as ready from pg_database where datname = $1',
      [name],
    )
  ).rows[0]?.ready === true;

const dropDatabase = async (client: Client, name: string) => {
  await client.query(`alter database ${name} with is_template false`);
  await client.query(`drop database ${name}`);
};

const build = async (client: Client, serverUrl: string, name: string) => {
  // Left by a build that died half-way: it is made again from the start.
  if ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await dropDatabase(client, name);
  await client.query(`create database ${name}`);
  const database = await openDatabase({
    databaseUrl: databaseUrlOf(serverUrl, name),
    dataDir: null,
  });
  try {
    await loadPlaces(database.db);
  } finally {
    await database.close();
  }
  // No connection may be open on a template while a copy is made: none is allowed at all.
  await client.query(`alter database ${name} with is_template true allow_connections false`);
  const earlier = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2',
    [`${PREFIX}%`, name],
  );
  // Made for other migrations or places: they would pile up on a server that lives long. A run on
  // other sources at this very moment would have to make its own again.
  for (const { datname } of earlier.rows)
    await dropDatabase(client, datname).catch(() => undefined);
};

/**
 * The name of a database on the PostgreSQL server of serverUrl, migrated and with the places
 * loaded, to make test databases as copies of (CREATE DATABASE … TEMPLATE): built once for the
 * present migrations and place data, by one process while the others wait for it.
 */
export const postgresTemplate = async (serverUrl: string): Promise<string> => {
  const name = `${PREFIX}${templateKey()}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if (await isTemplate(client, name)) return name;
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (!(await isTemplate(client, name))) await build(client, serverUrl, name);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
    return name;
  } finally {
    await client.end();
  }
};
