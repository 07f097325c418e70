import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loadPlaces } from '../data/loadPlaces';
import { createMailer } from '../mail/createMailer';
import { registerServerInstance } from '../db/serverInstance';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import { openTestDatabase } from './testDatabase';
import { testClock } from './testClock';

/**
 * The whole API on a fresh database with the full city data, e-mail written to a temporary
 * outbox and the built-in test payment provider. One per test file: the database takes seconds.
 */
export const startTestServer = async (env: NodeJS.ProcessEnv = {}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-app'),
    ...env,
  });
  const database = await openTestDatabase();
  await loadPlaces(database.db);
  const clock = testClock();
  const mailer = createMailer(config);
  const payments = createPaymentProvider(config, database.db);
  const instance = await registerServerInstance(database);
  const app = await buildApp({ config, db: database.db, clock, mailer, payments, instance });
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    clock,
    config,
    dataDir,
    instance,
    close: async () => {
      await app.close();
      await instance.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
