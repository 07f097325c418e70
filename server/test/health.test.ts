import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { App } from '../app';
import { loadConfig } from '../config';
import { movementDepsFor } from '../deps';
import type { Database } from '../db/database';
import { registerServerInstance } from '../db/serverInstance';
import type { ServerInstance } from '../db/serverInstance';
import type { Readiness } from '../http/readiness';
import { createMailer } from '../mail/createMailer';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import { openTestDatabase } from './testDatabase';
import { testClock } from './testClock';

// A server of its own: the test takes its database away.
let dataDir: string;
let database: Database;
let instance: ServerInstance;
let app: App;
const readiness: Readiness = { state: 'ready' };
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-health-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DIST_DIR: dataDir });
  database = await openTestDatabase();
  instance = await registerServerInstance(database);
  app = await buildApp(
    {
      config,
      db: database.db,
      clock: testClock(),
      mailer: createMailer(config),
      payments: createPaymentProvider(config, database.db),
      instance,
      ...movementDepsFor(config),
    },
    undefined,
    readiness,
  );
  await app.ready();
});
let gone: Promise<void> | null = null;
const takeDatabaseAway = () =>
  (gone ??= (async () => {
    await instance.close();
    await database.close();
  })());
afterAll(async () => {
  await app.close();
  await takeDatabaseAway();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

const expectNotCached = (response: Awaited<ReturnType<typeof get>>) => {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('Health', () => {
  it('while the database answers: alive and ready', async () => {
    const live = await get('/api/health/live/');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expectNotCached(live);

    const ready = await get('/api/health/ready/');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', server: 'ok', database: 'ok' });
    expectNotCached(ready);
  });

  it('while the server settles its start or stops: still alive, but not ready', async () => {
    for (const state of ['starting', 'stopping'] as const) {
      readiness.state = state;
      const ready = await get('/api/health/ready/');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', server: state, database: 'ok' });
      expect((await get('/api/health/live/')).statusCode).toBe(200);
    }
    readiness.state = 'ready';
    expect((await get('/api/health/ready/')).statusCode).toBe(200);
  });

  it('once the database is gone: still alive, but not ready, and says no more than that', async () => {
    await takeDatabaseAway();

    const ready = await get('/api/health/ready/');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', server: 'ok', database: 'unavailable' });
    expectNotCached(ready);

    const live = await get('/api/health/live/');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
