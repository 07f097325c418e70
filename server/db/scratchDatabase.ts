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

/** The URL of another database on the same PostgreSQL server. */
export const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A new database on the PostgreSQL server of serverUrl, named after `purpose` and this process, so
 * that tests and bench runs never meet earlier data: empty, or a copy of the template database
 * named; and how to drop it again.
 */
export const scratchDatabase = async (
  serverUrl: string,
  purpose: 'test' | 'bench',
  template?: string,
) => {
  const name = `${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name}`),
  };
};
