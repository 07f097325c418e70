import { existsSync } from 'node:fs';
import { createLogger } from './logger';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { startServer } from './startServer';

/** How long a stop may take before the process exits regardless. */
const STOP_WITHIN_MS = 10_000;

const main = async () => {
  // Settings may also come from a .env file beside package.json (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger();
  const started = Date.now();
  try {
    const server = await startServer(config, logger);
    const url = config.appUrl;
    console.log(
      `\nLoadline is running at ${url} (${server.engine}, ready in ${Date.now() - started} ms)`,
    );
    if (config.host === 'localhost')
      console.log('Reachable from this machine only: HOST=0.0.0.0 opens it to the network.');
    if (server.demo) console.log(`Demo shipper: ${server.demo.email} / ${server.demo.password}`);
    if (server.demoDispatcher)
      console.log(
        `Demo dispatcher: ${server.demoDispatcher.email} / ${server.demoDispatcher.password} at ${url}/ops`,
      );
    if (!config.stripeSecretKey)
      console.log('Payments: built-in test provider (card 4242 4242 4242 4242).');
    if (!config.smtpUrl)
      console.log(`E-mail: written to ${config.dataDir}/outbox (links also in this log).`);
    if (!config.fmcsaWebKey)
      console.log('Carriers: checked against the built-in test registry (docs/operations.md).');
    if (!config.twilioAccountSid)
      console.log(`Texts to drivers: written to ${config.dataDir}/outbox.`);

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        logger.info(`${signal} received: not ready, finishing the requests in flight.`);
        // A request or a claimed try that hangs does not keep an orchestrator waiting.
        setTimeout(() => {
          logger.error(`Not stopped within ${STOP_WITHIN_MS / 1000} s: exiting now.`);
          process.exit(1);
        }, STOP_WITHIN_MS).unref();
        server
          .close()
          .then(({ complete }) => {
            logger.info(
              complete
                ? 'Stopped: every request answered, the work claimed handed back.'
                : 'Stopped, with what did not finish in time cut off: see the warnings above.',
            );
            process.exit(0);
          })
          .catch((error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          });
      });
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'the server could not start');
    process.exit(1);
  }
};

void main();
