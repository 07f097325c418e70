import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../config';
import { northAmericanCities } from '../data/loadPlaces';
import { REGIONS } from '../data/regions';
import { openDatabase } from '../db/database';
import { cities, regions, users } from '../db/schema';
import { DEMO_ACCOUNT } from '../demo/seedDemo';
import type { startServer } from '../startServer';

/** What servers started together in one test share: their config, and what they hold. */
export const silent = pino({ level: 'silent' });
export const SERVERS = 3;

export type Started = Awaited<ReturnType<typeof startServer>>;

export const configFor = (env: NodeJS.ProcessEnv, dir: string) =>
  loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-app'),
    ...env,
  });

export const answers = async (server: Started) =>
  (await fetch(`http://127.0.0.1:${server.port}/api/health/ready/`)).status;

/** How many regions, cities and demo shippers the database holds. */
export const contents = async (options: { databaseUrl: string | null; dataDir: string | null }) => {
  const database = await openDatabase(options);
  try {
    const [regionCount] = await database.db.select({ value: count() }).from(regions);
    const [cityCount] = await database.db.select({ value: count() }).from(cities);
    const [demoCount] = await database.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT.email));
    return { regions: regionCount?.value, cities: cityCount?.value, demo: demoCount?.value };
  } finally {
    await database.close();
  }
};

export const oneCopy = () => ({
  regions: REGIONS.length,
  cities: northAmericanCities().length,
  demo: 1,
});

/** A data directory of its own for each test of the file: `dir()` inside a test. */
export const directoryPerTest = (): (() => string) => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'loadline-together-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
};
