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
const DRAIN_MS = 2000;
/** How long a stopping server waits for the requests in flight: within 10 s, all told. */
const REQUESTS_STOP_MS = 4000;
/** How long it then waits for its background work, for its record, and for its database. */
const WORK_STOP_MS = 1000;

/** The names of the works not done within `ms`; the others are done. */
const within = async (ms: number, works: Record<string, Promise<unknown>>): Promise<string[]> => {
  const done = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([
    Promise.all(
      Object.entries(works).map(([name, work]) =>
        work.then(
          () => done.add(name),
          () => done.add(name),
        ),
      ),
    ),
    late,
  ]);
  clearTimeout(timer);
  return Object.keys(works).filter((name) => !done.has(name));
};

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
      pool: database.pool,
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

    let closing: Promise<{ complete: boolean }> | null = null;
    /**
     * Says it is not ready, and goes on answering for a moment while load balancers that ask see
     * it; then takes no more requests, finishes those in flight, hands back the work it claimed
     * (other servers see it gone), closes the database and frees the data directory.
     */
    const close = () =>
      (closing ??= (async () => {
        readiness.state = 'stopping';
        await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
        // A request still unanswered after a while (one waiting on a database that does not
        // answer) is cut off: its client sees the connection close and may try again elsewhere.
        const unanswered = await within(REQUESTS_STOP_MS, { requests: app.close() });
        if (unanswered.length) {
          app.server.closeAllConnections();
          logger.warn(`Stopping: requests unanswered after ${REQUESTS_STOP_MS} ms cut off.`);
        }
        // Work a server may not finish (a provider or a database that does not answer) is left:
        // what it claimed is taken over by the other servers once this one is gone.
        const unfinished = await within(WORK_STOP_MS, {
          'interrupted payments': settling,
          places: preparing,
          'planner statistics': stopStatistics(),
          'owed e-mails': stopSendingOwedMail(),
          'ETA warnings': stopAlertingEta(),
          'owed refunds': stopMakingOwedRefunds(),
          // The receipts of payments settled meanwhile go out before the database closes.
          receipts: settleLater(deps.mailer),
        });
        if (unfinished.length) logger.warn(`Stopping without finishing: ${unfinished.join(', ')}.`);
        const closed = [
          ...(await within(WORK_STOP_MS, { 'server record': instance.close() })),
          ...(await within(WORK_STOP_MS, { database: database.close() })),
        ];
        releaseLock();
        return { complete: unanswered.length + unfinished.length + closed.length === 0 };
      })());
    return { app, port, engine: database.engine, demo, demoDispatcher, close };
  } catch (error) {
    await opened?.close();
    releaseLock();
    throw error;
  }
};
