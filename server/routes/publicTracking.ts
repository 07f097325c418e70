import Type from 'typebox';
import { PublicTrackingSchema } from '@domain/publicTrackingResponseSchemas';
import { answers, PUBLIC } from '../openapi/answers';
import { createRateLimiter } from '../services/rateLimiter';
import { readPublicTracking } from '../services/trackingLinks/publicTracking';
import type { Api, RouteDeps } from './routeTypes';

const params = Type.Object({
  token: Type.String({
    description: "The tracking link's token: the page /t/{token} the shipper sent.",
  }),
});

/**
 * The shared tracking page's one call, with no account: the link's token is the key. Its answers
 * are never stored by a cache nor indexed by a search engine.
 */
export const registerPublicTrackingRoutes = (api: Api, { db, clock }: RouteDeps) => {
  const limits = createRateLimiter(db, clock);

  api.get(
    '/public/tracking/:token/',
    {
      schema: {
        summary: 'A shared shipment’s tracking',
        security: PUBLIC,
        description:
          'What the shipper’s customer sees: the status, the five milestones planned and ' +
          "reported on their stops' clocks, the estimated arrival, both stops' cities placed on " +
          'the map, and where the truck was last seen, to the nearest city only (no coordinate ' +
          'of the truck). Never a price, a reference, a facility or its contact, the carrier, ' +
          'the driver or the proof of delivery. A 404 once the link is dead: unknown, revoked, ' +
          'replaced by a new link, its shipment cancelled, or 30 days past the delivery. Each ' +
          'address may call 60 times a minute, and try dead links 30 times in 10 minutes (429).',
        tags: ['public tracking'],
        params,
        response: answers({ 200: PublicTrackingSchema }, [404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return readPublicTracking(db, limits, request.params.token, request.ip, clock.now());
    },
  );
};
