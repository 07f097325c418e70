import { todayUtc } from '@domain/dates';
import type { ShipmentPricing } from '@domain/dispatchTypes';
import type { BookedPrice, PriceToday } from '@domain/priceCheck';
import type { PriceParts } from '@domain/priceHolds';
import { partsLineItems } from '@domain/pricing';
import { isHeld } from '@domain/priceHolds';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stops } from '../../db/schema';
import { findLane, priceKnownLane } from '../quotes';
import type { ShipmentRow } from './findOwnShipment';

/** The stored parts of a shipment's base price; none for one booked before they were kept. */
export const storedParts = (shipment: ShipmentRow): PriceParts | null =>
  shipment.linehaulCents === null || shipment.fuelSurchargeCents === null
    ? null
    : { linehaulCents: shipment.linehaulCents, fuelSurchargeCents: shipment.fuelSurchargeCents };

/** How the shipment's base price is made up, and until when it holds. */
export const shipmentPricing = (shipment: ShipmentRow): ShipmentPricing => {
  const parts = storedParts(shipment);
  return {
    price_held_until: shipment.priceHeldUntil.toISOString(),
    line_items: parts ? partsLineItems(shipment.miles, parts) : [],
  };
};

/** The shipment's price as the checks of its hold read it. */
export const bookedPrice = (shipment: ShipmentRow): BookedPrice => ({
  basePriceCents: shipment.basePriceCents,
  driverAssist: shipment.driverAssist,
  miles: shipment.miles,
  priceHeldUntil: shipment.priceHeldUntil.toISOString(),
});

/**
 * The shipment's base price now: as booked while its price holds, else its lane's price today for
 * its pickup day (a pickup day already past is priced as a pickup today).
 */
export const priceToday = async (db: Db, shipment: ShipmentRow, now: Date): Promise<PriceToday> => {
  if (isHeld(shipment.priceHeldUntil, now))
    return { held: true, parts: storedParts(shipment), baseCents: shipment.basePriceCents };
  const stopCities = await db
    .select({ kind: stops.kind, cityId: stops.cityId })
    .from(stops)
    .where(eq(stops.shipmentId, shipment.id));
  const cityOf = (kind: 'pickup' | 'dropoff') =>
    stopCities.find((stop) => stop.kind === kind)?.cityId ?? 0;
  const lane = await findLane(db, cityOf('pickup'), cityOf('dropoff'));
  const { held } = priceKnownLane(lane, shipment.equipment, {
    pickupDate: shipment.pickupDate,
    today: todayUtc(now),
  });
  const parts = { linehaulCents: held.linehaulCents, fuelSurchargeCents: held.fuelSurchargeCents };
  return { held: false, parts, baseCents: parts.linehaulCents + parts.fuelSurchargeCents };
};
