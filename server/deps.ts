import type { Pool } from 'pg';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { ServerInstance } from './db/serverInstance';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/paymentProvider';
import type { CarrierRegistry } from './services/carriers/registry/carrierCheck';
import { registryFor } from './services/carriers/registry/registryFor';
import type { SmsLog } from './sms/outboxSms';
import type { SmsSender } from './sms/smsSender';
import { smsSenderFor } from './sms/smsSenderFor';

/** What the routes and services need from the outside world; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProvider;
  /** This process among the servers on the database: who runs which payment call. */
  instance: ServerInstance;
  /** Where carriers are checked: FMCSA's registry, or the built-in test registry. */
  registry: CarrierRegistry;
  /** Texts to drivers: Twilio, or the outbox folder. */
  sms: SmsSender;
  /** PostgreSQL's connections, whose use the metrics report; none on the embedded database. */
  pool?: Pool;
};

/** The registry and the texts the configuration names: without settings, the test registry and the outbox. */
export const movementDepsFor = (
  config: Config,
  log?: SmsLog,
): Pick<AppDeps, 'registry' | 'sms'> => ({
  registry: registryFor(config),
  sms: smsSenderFor(config, log),
});
