import type { ShipmentPricing } from '@domain/dispatchTypes';
import { todayUtc } from '@domain/dates';
import type { BookedPrice, PriceToday } from '@domain/priceCheck';
import { priceChangedFor, priceCheck } from '@domain/priceCheck';
import { isHeld, priceHeldUntil, priceTotalCents } from '@domain/priceHolds';
import { partsLineItems, priceQuotedLane } from '@domain/pricing';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import type { PriceChanged, PriceCheck } from '@domain/types';
import { recordMockActivity } from './activity';
import { findCity } from './places';
import type { ShipmentRecord } from './records';

/** The base price's parts, and until when it holds, as the shipment's own page answers them. */
export const shipmentPricing = (shipment: ShipmentRecord): ShipmentPricing => ({
  price_held_until: shipment.priceHeldUntil,
  line_items: shipment.priceParts ? partsLineItems(shipment.miles, shipment.priceParts) : [],
});

const bookedPrice = (shipment: ShipmentRecord): BookedPrice => ({
  basePriceCents: shipment.basePriceCents,
  driverAssist: shipment.driverAssist,
  miles: shipment.miles,
  priceHeldUntil: shipment.priceHeldUntil,
});

/** The base price now: as booked while it holds, else the lane's today for the pickup day. */
const priceToday = (shipment: ShipmentRecord, now: Date): PriceToday => {
  if (isHeld(shipment.priceHeldUntil, now))
    return { held: true, parts: shipment.priceParts, baseCents: shipment.basePriceCents };
  const from = findCity(shipment.pickup.cityId);
  const to = findCity(shipment.dropoff.cityId);
  if (!from || !to) throw new Error(`Shipment ${shipment.id} has an unknown city.`);
  const { held } = priceQuotedLane(from, to, shipment.equipment, {
    pickupDate: shipment.pickup.date,
    today: todayUtc(now),
  });
  const parts = { linehaulCents: held.linehaulCents, fuelSurchargeCents: held.fuelSurchargeCents };
  return { held: false, parts, baseCents: priceTotalCents(parts) };
};

export const checkPrice = (shipment: ShipmentRecord, now: Date = new Date()): PriceCheck =>
  priceCheck(bookedPrice(shipment), priceToday(shipment, now));

/**
 * Accepts today's price once the hold ended; refused once paid or cancelled. The test provider
 * answers at once: no payment is ever under way here.
 */
export const repriceShipment = (
  shipment: ShipmentRecord,
  userId: number,
  now: Date = new Date(),
): { refused: string } | null => {
  if (shipment.cancellation) return { refused: SERVER_MESSAGES.shipmentCancelled };
  if (shipment.paid) return { refused: SERVER_MESSAGES.alreadyPaid };
  const today = priceToday(shipment, now);
  if (today.held || !today.parts) return null;
  const before = shipmentTotalCents(shipment);
  Object.assign(shipment, {
    basePriceCents: today.baseCents,
    priceParts: today.parts,
    priceHeldUntil: priceHeldUntil(now).toISOString(),
  });
  if (shipmentTotalCents(shipment) !== before)
    recordMockActivity({
      actorId: userId,
      kind: 'price_updated',
      shipmentId: shipment.id,
      details: { from_amount_cents: before, amount_cents: shipmentTotalCents(shipment) },
    });
  return null;
};

/** Before a charge: the same price today holds a day more; a new one refuses the charge. */
export const holdPriceForPayment = (
  shipment: ShipmentRecord,
  now: Date = new Date(),
): PriceChanged | null => {
  const today = priceToday(shipment, now);
  const changed = priceChangedFor(bookedPrice(shipment), today);
  if (changed || today.held || !today.parts) return changed;
  Object.assign(shipment, {
    priceParts: today.parts,
    priceHeldUntil: priceHeldUntil(now).toISOString(),
  });
  return null;
};
