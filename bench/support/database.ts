import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const admin = async (serverUrl: string, statement: string) => {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, so that a run measures a fresh
 * start and never mixes with earlier data; dropped again by `drop`.
 */
export const createScratchDatabase = async (serverUrl: string) => {
  const name = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
