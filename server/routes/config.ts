import type { AppConfig } from '@domain/types';
import type { Api, RouteDeps } from './routeTypes';

export const registerConfigRoutes = (api: Api, { config }: RouteDeps) => {
  api.get('/config/', async (): Promise<AppConfig> => ({
    payment_provider: config.stripeSecretKey ? 'stripe' : 'test',
    stripe_publishable_key: config.stripePublishableKey,
  }));
};
