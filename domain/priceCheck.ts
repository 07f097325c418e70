import { centsToMoney } from './money';
import type { PriceParts } from './priceHolds';
import { partsLineItems } from './pricing';
import { SERVER_MESSAGES } from './serverMessages';
import type { ShipmentPrice } from './shipmentMoney';
import { shipmentTotalCents } from './shipmentMoney';
import type { PriceChanged, PriceCheck } from './types';

/** What a shipment's base price would be if it were priced now: as booked while it holds. */
export type PriceToday = {
  held: boolean;
  /** Null only while a price booked before prices were itemised still holds. */
  parts: PriceParts | null;
  baseCents: number;
};

/** A booked shipment's price, as the checks of its hold read it. */
export type BookedPrice = ShipmentPrice & { miles: number; priceHeldUntil: string };

const totalToday = (booked: BookedPrice, today: PriceToday) =>
  shipmentTotalCents({ ...booked, basePriceCents: today.baseCents });

/** The total as booked beside the total to pay now, with the new base price's parts. */
export const priceCheck = (booked: BookedPrice, today: PriceToday): PriceCheck => ({
  price_held_until: booked.priceHeldUntil,
  held: today.held,
  old_total: centsToMoney(shipmentTotalCents(booked)),
  new_total: centsToMoney(totalToday(booked, today)),
  line_items: today.parts ? partsLineItems(booked.miles, today.parts) : [],
});

/**
 * Why a payment may not go on: the hold ended and the lane costs another amount today. Null when
 * the price holds, or costs the same today.
 */
export const priceChangedFor = (booked: BookedPrice, today: PriceToday): PriceChanged | null =>
  today.held || today.baseCents === booked.basePriceCents
    ? null
    : {
        message: SERVER_MESSAGES.priceHoldEnded,
        old_total: centsToMoney(shipmentTotalCents(booked)),
        new_total: centsToMoney(totalToday(booked, today)),
      };
