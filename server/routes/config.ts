import { AppConfigSchema } from '@domain/responseSchemas';
import type { AppConfig } from '@domain/types';
import { answers, PUBLIC } from '../openapi/answers';
import type { Api, RouteDeps } from './routeTypes';

export const registerConfigRoutes = (api: Api, { config }: RouteDeps) => {
  api.get(
    '/config/',
    {
      schema: {
        summary: "The app's settings",
        security: PUBLIC,
        description: "The payment provider, and Stripe's publishable key when it is Stripe.",
        tags: ['config'],
        response: answers({ 200: AppConfigSchema }),
      },
    },
    async (): Promise<AppConfig> => ({
      payment_provider: config.stripeSecretKey ? 'stripe' : 'test',
      stripe_publishable_key: config.stripePublishableKey,
    }),
  );
};
