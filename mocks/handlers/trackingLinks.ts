import { http, HttpResponse } from 'msw';
import type { PublicTracking, TrackingLink, TrackingLinkStatus } from '@domain/publicTrackingTypes';
import { TRACKING_LINK_MESSAGES, trackingPageUrl } from '@domain/trackingLinks';
import {
  mockPublicTracking,
  mockTrackingLinkStatus,
  revokeMockTracking,
  shareMockTracking,
} from '../db/trackingLinks';
import { ownShipment } from '../http/ownShipment';
import { messageResponse, notAllowed } from '../http/responses';
import { requireVerified } from '../http/session';

const PATH = '*/api/shipper/shipments/:id/tracking-link/';

/**
 * A shipment's shared tracking page, as the server answers it: every member sees whether it is
 * shared, the roles that change shipments make and revoke links, and the page needs no account.
 * The server's limits on the page's calls per address are not mocked.
 */
export const trackingLinkHandlers = [
  http.get(PATH, ({ request, params }) =>
    HttpResponse.json<TrackingLinkStatus>(
      mockTrackingLinkStatus(ownShipment(requireVerified(request, 'readShipments'), params.id)),
    ),
  ),

  http.post(PATH, ({ request, params }) => {
    const user = requireVerified(request, 'changeShipments');
    const made = shareMockTracking(ownShipment(user, params.id), user.id);
    if ('refused' in made) return notAllowed(made.refused);
    return HttpResponse.json<TrackingLink>(
      {
        url: trackingPageUrl(new URL(request.url).origin, made.token),
        created_at: made.createdAt.toISOString(),
        expires_at: made.expiresAt?.toISOString() ?? null,
      },
      { status: 201 },
    );
  }),

  http.delete(PATH, ({ request, params }) =>
    HttpResponse.json<TrackingLinkStatus>(
      revokeMockTracking(ownShipment(requireVerified(request, 'changeShipments'), params.id)),
    ),
  ),

  http.get('*/api/public/tracking/:token/', ({ params }) => {
    const tracking = typeof params.token === 'string' && mockPublicTracking(params.token);
    if (!tracking) return messageResponse(404, TRACKING_LINK_MESSAGES.linkDead);
    return HttpResponse.json<PublicTracking>(tracking, {
      headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  }),
];
