import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Readiness } from './http/readiness';
import { clockAhead, systemClock } from './clock';
import type { Config } from './config';
import { loadPlaces } from './data/loadPlaces';
import { lockDataDir } from './db/dataDirLock';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { demoDispatcherSignIn, demoSignIn } from './demo/demoSignIn';
import { movementDepsFor } from './deps';
import { seedDemo } from './demo/seedDemo';
import { createMailer } from './mail/createMailer';
import { settleLater } from './mail/sendLater';
import { registerServerInstance } from './db/serverInstance';
import { createPaymentProvider } from './payments/createPaymentProvider';
import { keepSendingOwedMail } from './services/mailOutbox/keepSendingOwedMail';
import { keepAlertingEta } from './services/notifications/keepAlertingEta';
import { keepMakingOwedRefunds } from './services/refunds/keepMakingOwedRefunds';
import { settleCutOffAttempts } from './services/payments/settleCutOff';
import { keepPlannerStatistics } from './db/plannerStatistics';
import { preparePlaces } from './services/places';

/** How long a stopping server goes on answering once its readiness says 503. */
const DRAIN_MS = 1000;

/**
 * Opens the database (taking the data directory for this process alone when it is embedded),
 * fills reference data, seeds the demo shipper outside production, and listens. On PostgreSQL,
 * servers started together take turns at the database work, so each finds it done or does it.
 */
export const startServer = async (config: Config, logger: Logger) => {
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const clock = config.clockOffsetMinutes ? clockAhead(config.clockOffsetMinutes) : systemClock;
  if (config.clockOffsetMinutes)
    logger.warn(
      `The server's clock runs ${config.clockOffsetMinutes} minutes ahead (CLOCK_OFFSET_MINUTES).`,
    );
  let opened: Database | null = null;
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    opened = database;
    const { places, demo, demoDispatcher } = await database.exclusively(async () => ({
      places: await loadPlaces(database.db),
      demo: config.production
        ? null
        : ((await seedDemo(database.db, clock)) ?? (await demoSignIn(database.db))),
      demoDispatcher: config.production ? null : await demoDispatcherSignIn(database.db),
    }));
    if (places.loaded) logger.info(`Loaded ${places.cities} cities into the new database.`);

    const instance = await registerServerInstance(database, logger);
    const deps = {
      config,
      db: database.db,
      clock,
      mailer: createMailer(config, logger),
      payments: createPaymentProvider(config, database.db),
      instance,
      ...movementDepsFor(config, logger),
    };
    const readiness: Readiness = { state: 'starting' };
    const app = await buildApp(deps, logger, readiness);
    await app.listen({ port: config.port, host: config.host });
    // The places are read into memory for searches while the server already answers: a search
    // that comes first waits for the same read, and nothing else needs them.
    const preparing = preparePlaces(database.db).catch((error: unknown) =>
      logger.error({ err: error }, 'reading the places failed'),
    );
    // Payments cut off when a server stopped are settled with the provider now, not at the
    // shipper's next try; the provider may be slow to answer, so the server does not wait.
    const settling = settleCutOffAttempts(deps, null)
      .catch((error: unknown) =>
        logger.error({ err: error }, 'settling interrupted payments failed'),
      )
      // Until then a shipper could read a payment as unpaid that is paid: readiness waits for it.
      .finally(() => {
        if (readiness.state === 'starting') readiness.state = 'ready';
      });
    // The e-mails owed that a server stopped before sending, or that a mail server refused.
    const stopSendingOwedMail = keepSendingOwedMail(deps, (error: unknown) =>
      logger.error({ err: error }, 'sending the e-mails owed failed'),
    );
    // The loads whose arrival estimate turned at risk or late with the clock: warned once each.
    const stopAlertingEta = keepAlertingEta(deps, (error: unknown) =>
      logger.error({ err: error }, 'warning of loads at risk or late failed'),
    );
    // The refunds of cancellations that a server stopped before making, or a provider refused.
    const stopMakingOwedRefunds = keepMakingOwedRefunds(
      deps,
      (error: unknown) => logger.error({ err: error }, 'making the refunds owed failed'),
      (refund) => logger.error(refund, 'gave up making a refund: it needs to be made by hand'),
    );
    const stopStatistics = keepPlannerStatistics(database, (error: unknown) =>
      logger.error({ err: error }, 'gathering the planner statistics failed'),
    );
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;

    let closing: Promise<void> | null = null;
    /**
     * Says it is not ready, and goes on answering for a moment while load balancers that ask see
     * it; then takes no more requests, finishes those in flight, hands back the work it claimed
     * (other servers see it gone), closes the database and frees the data directory.
     */
    const close = () =>
      (closing ??= (async () => {
        readiness.state = 'stopping';
        await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
        await app.close();
        await Promise.all([
          settling,
          preparing,
          stopStatistics(),
          stopSendingOwedMail(),
          stopAlertingEta(),
          stopMakingOwedRefunds(),
        ]);
        // The receipts of payments settled meanwhile go out before the database closes.
        await settleLater(deps.mailer);
        await instance.close();
        await database.close();
        releaseLock();
      })());
    return { app, port, engine: database.engine, demo, demoDispatcher, close };
  } catch (error) {
    await opened?.close();
    releaseLock();
    throw error;
  }
};
