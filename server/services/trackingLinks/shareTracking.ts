import { and, eq, isNull } from 'drizzle-orm';
import type { TrackingLinkStatus } from '@domain/publicTrackingTypes';
import { isTrackingLinkExpired, shareRefusal, trackingLinkExpiresAt } from '@domain/trackingLinks';
import type { Db } from '../../db/database';
import { shipments, trackingLinks } from '../../db/schema';
import type { Actor } from '../accounts/account';
import { NotFound, Refused } from '../domainErrors';
import { deliveredAtOf } from './deliveredAt';
import { newTrackingToken } from './trackingLinkTokens';

/** A link just made: its token, which nothing else keeps. */
export type MadeLink = { token: string; createdAt: Date; expiresAt: Date | null };

const NOT_SHARED: TrackingLinkStatus = { live: false, created_at: null, expires_at: null };

/**
 * One of the company's shipments, its row locked: making and revoking its links take turns, so a
 * revocation never misses a link made meanwhile, and two new links never race for the one live.
 */
const lockOwnShipment = async (tx: Db, companyId: number, shipmentId: number) => {
  const [shipment] = await tx
    .select({
      id: shipments.id,
      paidAt: shipments.paidAt,
      cancelledAt: shipments.cancelledAt,
      progress: shipments.progress,
    })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.companyId, companyId)))
    .for('update');
  if (!shipment) throw new NotFound();
  return shipment;
};

const revokeLive = (tx: Db, shipmentId: number, now: Date) =>
  tx
    .update(trackingLinks)
    .set({ revokedAt: now })
    .where(and(eq(trackingLinks.shipmentId, shipmentId), isNull(trackingLinks.revokedAt)));

/**
 * A new link to the shipment's tracking page, for the member's customer: once paid, never for a
 * cancelled shipment nor 30 days after the delivery. The link live before is revoked in the same
 * transaction: only its token's hash was kept, so its address cannot be shown again, and a
 * shipment has one live link.
 */
export const shareTracking = async (
  db: Db,
  actor: Actor,
  shipmentId: number,
  now: Date,
): Promise<MadeLink> =>
  db.transaction(async (tx) => {
    const shipment = await lockOwnShipment(tx, actor.companyId, shipmentId);
    const deliveredAt = await deliveredAtOf(tx, shipment);
    const refusal = shareRefusal(
      {
        paid: shipment.paidAt !== null,
        cancelled: shipment.cancelledAt !== null,
        deliveredAt,
      },
      now,
    );
    if (refusal) throw new Refused(refusal);
    await revokeLive(tx, shipment.id, now);
    const { token, tokenHash } = newTrackingToken();
    await tx
      .insert(trackingLinks)
      .values({ shipmentId: shipment.id, tokenHash, createdBy: actor.id, createdAt: now });
    return { token, createdAt: now, expiresAt: trackingLinkExpiresAt(deliveredAt) };
  });

/** Kills the shipment's live link, if there is one: its page is a 404 from now on. */
export const revokeTracking = async (
  db: Db,
  companyId: number,
  shipmentId: number,
  now: Date,
): Promise<TrackingLinkStatus> =>
  db.transaction(async (tx) => {
    await revokeLive(tx, (await lockOwnShipment(tx, companyId, shipmentId)).id, now);
    return NOT_SHARED;
  });

/**
 * Whether one of the company's shipments is shared now: a live link that its shipment's
 * cancellation, or 30 days past the delivery, has not killed.
 */
export const readTrackingLinkStatus = async (
  db: Db,
  companyId: number,
  shipmentId: number,
  now: Date,
): Promise<TrackingLinkStatus> => {
  const [row] = await db
    .select({
      id: shipments.id,
      cancelledAt: shipments.cancelledAt,
      progress: shipments.progress,
      createdAt: trackingLinks.createdAt,
    })
    .from(shipments)
    .leftJoin(
      trackingLinks,
      and(eq(trackingLinks.shipmentId, shipments.id), isNull(trackingLinks.revokedAt)),
    )
    .where(and(eq(shipments.id, shipmentId), eq(shipments.companyId, companyId)));
  if (!row) throw new NotFound();
  if (!row.createdAt || row.cancelledAt) return NOT_SHARED;
  const deliveredAt = await deliveredAtOf(db, row);
  if (isTrackingLinkExpired(deliveredAt, now)) return NOT_SHARED;
  return {
    live: true,
    created_at: row.createdAt.toISOString(),
    expires_at: trackingLinkExpiresAt(deliveredAt)?.toISOString() ?? null,
  };
};
