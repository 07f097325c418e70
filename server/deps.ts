import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { ServerInstance } from './db/serverInstance';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/paymentProvider';

/** What the routes and services need from the outside world; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProvider;
  /** This process among the servers on the database: who runs which payment call. */
  instance: ServerInstance;
};
