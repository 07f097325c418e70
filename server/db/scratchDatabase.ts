import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const admin = async (serverUrl: string, sql: string) => {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * A new, empty database on the PostgreSQL server of serverUrl, named after `purpose` and this
 * process, so that tests and bench runs never meet earlier data; and how to drop it again.
 */
export const scratchDatabase = async (serverUrl: string, purpose: 'test' | 'bench') => {
  const name = `${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name}`) };
};
