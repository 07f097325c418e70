import {
  TrackingLinkSchema,
  TrackingLinkStatusSchema,
} from '@domain/publicTrackingResponseSchemas';
import { trackingPageUrl } from '@domain/trackingLinks';
import { answers, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import {
  readTrackingLinkStatus,
  revokeTracking,
  shareTracking,
} from '../services/trackingLinks/shareTracking';
import type { Api, RouteDeps } from './routeTypes';
import { shipmentIdOf, shipmentIdParams } from './shipmentParams';
import { sessionAccount } from './sessionAccount';

const tags = ['tracking'];

const LIFE =
  'A link works from when it is made until it is revoked, another link is made, the shipment ' +
  'is cancelled, or 30 days have passed since the delivery.';

/**
 * The link that shares a shipment's tracking with the shipper's own customer: the page /t/{token}
 * (see publicTracking.ts). Every member sees whether one is live; making and revoking one
 * changes what the company shows outside, which is for the roles that change shipments.
 */
export const registerTrackingLinkRoutes = (api: Api, { db, clock, config, auth }: RouteDeps) => {
  const security = SIGNED_IN;
  const path = '/shipper/shipments/:id/tracking-link/';

  api.get(
    path,
    {
      onRequest: auth.allow('readShipments'),
      schema: {
        summary: "Whether the shipment's tracking is shared",
        description:
          'Whether a link to its tracking page works now, when it was made, and when it stops ' +
          `working (null until delivered). Its address is not shown again. ${LIFE}`,
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 200: TrackingLinkStatusSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      readTrackingLinkStatus(
        db,
        sessionAccount(request).companyId,
        shipmentIdOf(request.params),
        clock.now(),
      ),
  );

  api.post(
    path,
    {
      onRequest: auth.allow('changeShipments'),
      schema: {
        summary: "Share the shipment's tracking",
        description:
          'A new link to a page without sign-in for the customer: the status, the milestones, ' +
          'the estimated arrival and the lane on a map, the truck placed to the nearest city; ' +
          'never a price, a reference, a facility or its contact, nor the carrier or the ' +
          'driver. The address is answered this once: only its token’s hash is kept, so the ' +
          'link live before, if any, is revoked in the same transaction. `expires_at` is null ' +
          `until the delivery, then the delivery's time plus 30 days. ${LIFE} Refused (400) ` +
          'before payment, for a cancelled shipment, and 30 days after the delivery.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 201: TrackingLinkSchema }, VERIFIED_FAILURES, [400, 404]),
      },
    },
    async (request, reply) => {
      const { token, createdAt, expiresAt } = await shareTracking(
        db,
        sessionAccount(request),
        shipmentIdOf(request.params),
        clock.now(),
      );
      return reply.code(201).send({
        url: trackingPageUrl(config.appUrl, token),
        created_at: createdAt.toISOString(),
        expires_at: expiresAt?.toISOString() ?? null,
      });
    },
  );

  api.delete(
    path,
    {
      onRequest: auth.allow('changeShipments'),
      schema: {
        summary: 'Stop sharing the shipment’s tracking',
        description:
          'Revokes the live link: its page is a 404 from now on. Answers the status, not ' +
          'shared, whether or not a link was live.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 200: TrackingLinkStatusSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      revokeTracking(
        db,
        sessionAccount(request).companyId,
        shipmentIdOf(request.params),
        clock.now(),
      ),
  );
};
