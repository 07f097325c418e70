import type { Actor } from '../accounts/account';
import { eq } from 'drizzle-orm';
import { priceChangedFor, priceCheck } from '@domain/priceCheck';
import { priceHeldUntil } from '@domain/priceHolds';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import type { PriceCheck } from '@domain/types';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { PriceChanged, Refused } from '../domainErrors';
import { hasPaymentInFlight } from '../payments/paymentAttempts';
import { paymentInProgress } from '../payments/paymentInProgress';
import { findOwnShipment } from './findOwnShipment';
import type { ShipmentRow } from './findOwnShipment';
import { bookedPrice, priceToday } from './priceToday';
import { findOwnShipmentRecord } from './shipmentRecords';

/** The company's shipment's total as booked beside its total if paid now. */
export const checkPrice = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
  now: Date,
): Promise<PriceCheck> => {
  const shipment = await findOwnShipment(db, companyId, shipmentId);
  return priceCheck(bookedPrice(shipment), await priceToday(db, shipment, now));
};

/**
 * Accepts the lane's price today for a shipment whose price hold ended, and holds it a day more.
 * While the price still holds nothing changes. Refused once paid or cancelled, and while a payment
 * is under way: its amount must not move. A new price goes into the company's history.
 */
export const repriceShipment = async (
  db: Db,
  actor: Actor,
  shipmentId: number | string,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    const { shipment } = await findOwnShipmentRecord(tx, actor.companyId, shipmentId, {
      lock: true,
    });
    if (shipment.cancelledAt) throw new Refused(SERVER_MESSAGES.shipmentCancelled);
    if (shipment.paidAt) throw new Refused(SERVER_MESSAGES.alreadyPaid);
    const today = await priceToday(tx, shipment, now);
    if (today.held || !today.parts) return;
    if (await hasPaymentInFlight(tx, shipment.id)) throw paymentInProgress();
    await tx
      .update(shipments)
      .set({
        basePriceCents: today.baseCents,
        linehaulCents: today.parts.linehaulCents,
        fuelSurchargeCents: today.parts.fuelSurchargeCents,
        priceHeldUntil: priceHeldUntil(now),
      })
      .where(eq(shipments.id, shipment.id));
    if (today.baseCents !== shipment.basePriceCents)
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.id,
        shipmentId: shipment.id,
        kind: 'price_updated',
        at: now,
        details: {
          from_amount_cents: shipmentTotalCents(shipment),
          amount_cents: shipmentTotalCents({ ...shipment, basePriceCents: today.baseCents }),
        },
      });
  });

/**
 * Before a charge of a shipment whose price hold ended (the shipment locked): the same price
 * today is held a day more; a new one refuses the charge until the shipper accepts it.
 */
export const holdPriceForPayment = async (tx: Db, shipment: ShipmentRow, now: Date) => {
  const today = await priceToday(tx, shipment, now);
  const changed = priceChangedFor(bookedPrice(shipment), today);
  if (changed) throw new PriceChanged(changed);
  if (today.held || !today.parts) return;
  await tx
    .update(shipments)
    .set({ ...today.parts, priceHeldUntil: priceHeldUntil(now) })
    .where(eq(shipments.id, shipment.id));
};
