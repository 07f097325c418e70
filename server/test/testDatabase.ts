import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of DATABASE_URL (dropped again on close), so both engines run the same tests.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: null });

  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
};
