import type { Config } from '../config';
import type { PaymentProvider } from './paymentProvider';
import { createStripeProvider } from './stripeProvider';
import { createTestProvider } from './testProvider';

/** Stripe when a secret key is configured, otherwise the built-in test provider of API.md. */
export const createPaymentProvider = (config: Config): PaymentProvider =>
  config.stripeSecretKey
    ? createStripeProvider(config.stripeSecretKey, config.stripeApi)
    : createTestProvider();
