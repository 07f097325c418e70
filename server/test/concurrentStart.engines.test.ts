import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../config';
import { northAmericanCities } from '../data/loadPlaces';
import { REGIONS } from '../data/regions';
import { openDatabase } from '../db/database';
import { DataDirLockedError } from '../db/dataDirLock';
import { cities, regions, users } from '../db/schema';
import { scratchDatabase } from '../db/scratchDatabase';
import { DEMO_ACCOUNT } from '../demo/seedDemo';
import { startServer } from '../startServer';

const silent = pino({ level: 'silent' });
const SERVERS = 3;
const serverUrl = process.env.DATABASE_URL;

type Started = Awaited<ReturnType<typeof startServer>>;

const configFor = (env: NodeJS.ProcessEnv, dir: string) =>
  loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-app'),
    ...env,
  });

const answers = async (server: Started) =>
  (await fetch(`http://127.0.0.1:${server.port}/api/health/ready/`)).status;

/** How many regions, cities and demo shippers the database holds. */
const contents = async (options: { databaseUrl: string | null; dataDir: string | null }) => {
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

const oneCopy = () => ({ regions: REGIONS.length, cities: northAmericanCities().length, demo: 1 });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'loadline-together-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Several servers on one PostgreSQL database is how it runs behind a load balancer.
(serverUrl ? describe : describe.skip)('Servers started together on one fresh PostgreSQL', () => {
  it(`all ${SERVERS} come up, on one copy of the places and one demo shipper`, async () => {
    const scratch = await scratchDatabase(serverUrl ?? '', 'test');
    const started: Started[] = [];
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: SERVERS }, (_, i) =>
          startServer(
            configFor({ DATABASE_URL: scratch.url }, path.join(dir, String(i))),
            silent,
          ).then((server) => {
            started.push(server);
            return server;
          }),
        ),
      );
      expect(
        outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'up' : String(outcome.reason))),
      ).toEqual(Array<string>(SERVERS).fill('up'));
      expect(await Promise.all(started.map(answers))).toEqual(Array<number>(SERVERS).fill(200));
      for (const server of started) expect(server.demo).toEqual(DEMO_ACCOUNT);
      expect(await contents({ databaseUrl: scratch.url, dataDir: null })).toEqual(oneCopy());
    } finally {
      await Promise.all(started.map((server) => server.close()));
      await scratch.drop();
    }
  }, 120000);
});

// The embedded database belongs to one process: the others are told so, and the one is whole.
(serverUrl ? describe.skip : describe)('Servers started together on one embedded database', () => {
  it('one comes up with one copy of the places; the others are refused', async () => {
    const started: Started[] = [];
    const outcomes = await Promise.allSettled(
      Array.from({ length: SERVERS }, () =>
        startServer(configFor({}, dir), silent).then((server) => {
          started.push(server);
          return server;
        }),
      ),
    );
    try {
      expect(started).toHaveLength(1);
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason] : [],
      );
      expect(refusals).toHaveLength(SERVERS - 1);
      for (const refusal of refusals) expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect(await Promise.all(started.map(answers))).toEqual([200]);
    } finally {
      await Promise.all(started.map((server) => server.close()));
    }
    expect(await contents({ databaseUrl: null, dataDir: dir })).toEqual(oneCopy());
  }, 120000);
});
