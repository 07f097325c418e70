import { cityTrail, publicStatusOf, publicTrackingOf } from '@domain/publicTrackingAnswer';
import type { PublicTracking, TrackingLinkStatus } from '@domain/publicTrackingTypes';
import { isTrackingLinkExpired, shareRefusal, trackingLinkExpiresAt } from '@domain/trackingLinks';
import { randomToken } from './random';
import type { ShipmentRecord } from './records';
import { findShipment } from './shipments';
import { db } from './store';
import { nearestMockCityPoint, shipmentTrackingOf } from './tracking';

/** A link to a shipment's tracking page; the mocks keep its token as it is, a test double's. */
type TrackingLinkRecord = {
  shipmentId: number;
  token: string;
  createdBy: number;
  createdAt: string;
  revokedAt: string | null;
};

/**
 * The links live beside the store's lists, under its list of shipments: a reset replaces that
 * list, and the links go with the shipments they were made for.
 */
const stored = new WeakMap<ShipmentRecord[], TrackingLinkRecord[]>();

const links = (): TrackingLinkRecord[] => {
  let known = stored.get(db.shipments);
  if (!known) {
    known = [];
    stored.set(db.shipments, known);
  }
  return known;
};

const NOT_SHARED: TrackingLinkStatus = { live: false, created_at: null, expires_at: null };

/** When the load was delivered as reported (the first report), or null before. */
const deliveredAtOf = (shipment: ShipmentRecord): Date | null => {
  const times = db.shipmentEvents
    .filter((event) => event.shipmentId === shipment.id && event.code === 'delivered')
    .map((event) => Date.parse(event.at));
  return times.length ? new Date(Math.min(...times)) : null;
};

const liveLinkOf = (shipment: ShipmentRecord) =>
  links().find((link) => link.shipmentId === shipment.id && link.revokedAt === null);

const revokeLive = (shipment: ShipmentRecord, now: Date) => {
  const live = liveLinkOf(shipment);
  if (live) live.revokedAt = now.toISOString();
};

/** As the server: a new link revokes the one before; none unpaid, cancelled or long delivered. */
export const shareMockTracking = (
  shipment: ShipmentRecord,
  userId: number,
  now = new Date(),
): { refused: string } | { token: string; createdAt: Date; expiresAt: Date | null } => {
  const deliveredAt = deliveredAtOf(shipment);
  const refusal = shareRefusal(
    { paid: shipment.paid, cancelled: shipment.cancellation !== null, deliveredAt },
    now,
  );
  if (refusal) return { refused: refusal };
  revokeLive(shipment, now);
  const token = randomToken();
  links().push({
    shipmentId: shipment.id,
    token,
    createdBy: userId,
    createdAt: now.toISOString(),
    revokedAt: null,
  });
  return { token, createdAt: now, expiresAt: trackingLinkExpiresAt(deliveredAt) };
};

export const revokeMockTracking = (
  shipment: ShipmentRecord,
  now = new Date(),
): TrackingLinkStatus => {
  revokeLive(shipment, now);
  return NOT_SHARED;
};

/** Whether the shipment is shared now: a live link its cancellation or delivery has not killed. */
export const mockTrackingLinkStatus = (
  shipment: ShipmentRecord,
  now = new Date(),
): TrackingLinkStatus => {
  const live = liveLinkOf(shipment);
  const deliveredAt = deliveredAtOf(shipment);
  if (!live || shipment.cancellation || isTrackingLinkExpired(deliveredAt, now)) return NOT_SHARED;
  return {
    live: true,
    created_at: live.createdAt,
    expires_at: trackingLinkExpiresAt(deliveredAt)?.toISOString() ?? null,
  };
};

/** What the customer sees of the load a live link names; undefined when the link is dead. */
export const mockPublicTracking = (token: string, now = new Date()): PublicTracking | undefined => {
  const link = links().find((known) => known.token === token && known.revokedAt === null);
  const shipment = link && findShipment(link.shipmentId);
  const status =
    shipment &&
    publicStatusOf({
      paid: shipment.paid,
      cancelled: shipment.cancellation !== null,
      progress: shipment.progress,
    });
  if (!shipment || !status) return undefined;
  const deliveredAt = deliveredAtOf(shipment);
  if (isTrackingLinkExpired(deliveredAt, now)) return undefined;
  const tracking = shipmentTrackingOf(shipment, now);
  return publicTrackingOf(
    tracking,
    status,
    trackingLinkExpiresAt(deliveredAt),
    cityTrail(tracking.positions, nearestMockCityPoint),
  );
};
