import { eq } from 'drizzle-orm';
import { cityTrail, publicStatusOf, publicTrackingOf } from '@domain/publicTrackingAnswer';
import type { PublicTracking } from '@domain/publicTrackingTypes';
import {
  isTrackingLinkExpired,
  TRACKING_LINK_MESSAGES,
  trackingLinkExpiresAt,
} from '@domain/trackingLinks';
import type { Db } from '../../db/database';
import { shipments, trackingLinks } from '../../db/schema';
import { NotFound } from '../domainErrors';
import type { RateLimit, RateLimiter } from '../rateLimiter';
import { hashToken } from '../secrets';
import { nearestCityPlacer } from '../tracking/nearestCity';
import { readShipmentTracking } from '../tracking/readShipmentTracking';

const MINUTE_MS = 60 * 1000;

/** The limits on the public page's calls, per address: the page needs no account. */
export const PUBLIC_TRACKING_LIMITS: { perIp: RateLimit; deadLinksPerIp: RateLimit } = {
  /**
   * Every call: a page open on a load in transit asks once a minute, so this leaves room for a
   * few dozen customers behind one office's address.
   */
  perIp: { name: 'public-tracking-ip', limit: 60, windowMs: MINUTE_MS },
  /** Calls with a dead or unknown link: guessing tokens ends here. */
  deadLinksPerIp: { name: 'public-tracking-dead-link-ip', limit: 30, windowMs: 10 * MINUTE_MS },
};

/** The shipment a live link names, by its token's hash; a revoked or unknown link names none. */
const findLinkedShipment = async (db: Db, token: string) => {
  const [row] = await db
    .select({
      id: shipments.id,
      companyId: shipments.companyId,
      paidAt: shipments.paidAt,
      cancelledAt: shipments.cancelledAt,
      progress: shipments.progress,
      revokedAt: trackingLinks.revokedAt,
    })
    .from(trackingLinks)
    .innerJoin(shipments, eq(shipments.id, trackingLinks.shipmentId))
    .where(eq(trackingLinks.tokenHash, hashToken(token)));
  return row && !row.revokedAt ? row : null;
};

/**
 * What the customer sees of the load a link names, as of `now`; NotFound with the link's message
 * when the link is dead (unknown, revoked, its shipment cancelled, or 30 days past the delivery).
 * Every call counts against the caller's address, and a dead link's once more against the
 * tighter limit on guessing.
 */
export const readPublicTracking = async (
  db: Db,
  limits: RateLimiter,
  token: string,
  ip: string,
  now: Date,
): Promise<PublicTracking> => {
  await limits.takeTry([{ limit: PUBLIC_TRACKING_LIMITS.perIp, key: ip }]);
  const dead = async () => {
    await limits.takeTry([{ limit: PUBLIC_TRACKING_LIMITS.deadLinksPerIp, key: ip }]);
    return new NotFound(TRACKING_LINK_MESSAGES.linkDead);
  };
  const shipment = await findLinkedShipment(db, token);
  const status =
    shipment &&
    publicStatusOf({
      paid: shipment.paidAt !== null,
      cancelled: shipment.cancelledAt !== null,
      progress: shipment.progress,
    });
  if (!shipment || !status) throw await dead();
  const tracking = await readShipmentTracking(db, shipment.companyId, shipment.id, now);
  const delivered = tracking.milestones.find(({ code }) => code === 'delivered')?.at;
  const deliveredAt = delivered ? new Date(delivered) : null;
  if (isTrackingLinkExpired(deliveredAt, now)) throw await dead();
  const trail = cityTrail(tracking.positions, await nearestCityPlacer(db));
  return publicTrackingOf(tracking, status, trackingLinkExpiresAt(deliveredAt), trail);
};
