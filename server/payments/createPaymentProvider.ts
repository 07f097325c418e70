import type { Config } from '../config';
import type { Db } from '../db/database';
import type { PaymentProvider } from './paymentProvider';
import { createStripeProvider } from './stripeProvider';
import { createTestProvider } from './testProvider';

/** Stripe when a secret key is configured, otherwise the built-in test provider. */
export const createPaymentProvider = (config: Config, db: Db): PaymentProvider =>
  config.stripeSecretKey
    ? createStripeProvider(config.stripeSecretKey, config.stripeApi)
    : createTestProvider(db);
