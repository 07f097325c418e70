import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { movementDepsFor } from '../deps';
import { createMailer } from '../mail/createMailer';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { registerServerInstance } from '../db/serverInstance';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import type { PaymentProvider } from '../payments/paymentProvider';
import { openTestDatabase } from './testDatabase';
import { testClock } from './testClock';

/**
 * The whole API on a fresh database with the full city data (a copy of the prepared one), e-mail
 * written to a temporary outbox and the built-in test payment provider. Test files start it with
 * testServerFixture.
 */
type ServerOptions = {
  /** Stands between the server and its payment provider, to watch or hold its calls. */
  wrapPayments?: (provider: PaymentProvider) => PaymentProvider;
  /** Where the server logs; none by default. */
  logger?: Logger;
  /** The database it serves: a fresh copy of the prepared one by default. */
  database?: () => Promise<Database & { url: string | null }>;
};

export const startTestServer = async (
  env: NodeJS.ProcessEnv = {},
  { wrapPayments = (provider) => provider, database: open = openTestDatabase }: ServerOptions = {},
) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-app'),
    ...env,
  });
  const database = await open();
  const clock = testClock();
  const mailer = createMailer(config);
  const payments = wrapPayments(createPaymentProvider(config, database.db));
  const instance = await registerServerInstance(database);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    mailer,
    payments,
    instance,
    ...movementDepsFor(config),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    clock,
    config,
    dataDir,
    instance,
    mailer,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await instance.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A second server on the first one's database, as another process behind a load balancer would
 * be: on PostgreSQL with connections and a process number of its own; embedded PGlite has one
 * process, so there it shares the first one's.
 */
export const startSecondServer = async (first: TestServer, options: ServerOptions = {}) => {
  const { wrapPayments = (provider: PaymentProvider) => provider } = options;
  const database = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: null })
    : null;
  const db = database?.db ?? first.db;
  const instance = database ? await registerServerInstance(database) : first.instance;
  const payments = wrapPayments(createPaymentProvider(first.config, db));
  const mailer = createMailer(first.config);
  const app = await buildApp(
    {
      config: first.config,
      db,
      clock: first.clock,
      mailer,
      payments,
      instance,
      ...movementDepsFor(first.config),
    },
    options.logger,
  );
  await app.ready();
  return {
    ...first,
    app,
    db,
    instance,
    mailer,
    close: async () => {
      await app.close();
      if (database) {
        await instance.close();
        await database.close();
      }
    },
  };
};
