/*
 * How long a price stands. A quote holds for a quarter of an hour, long enough to book the load it
 * priced; a booked shipment's price holds for a day, long enough to finalize and pay it. After
 * that the lane is priced again, and the shipper sees the new price before booking or paying.
 */

import { SERVER_MESSAGES } from './serverMessages';
import type { Equipment, IsoDate } from './types';

export const QUOTE_HOLD_MINUTES = 15;
export const PRICE_HOLD_HOURS = 24;

const MINUTE_MS = 60 * 1000;

/** A quote's hold counts from the whole second it was given in: one second, one quote. */
export const quoteExpiresAt = (quotedAt: Date): Date =>
  new Date(Math.floor(quotedAt.getTime() / 1000) * 1000 + QUOTE_HOLD_MINUTES * MINUTE_MS);

export const priceHeldUntil = (pricedAt: Date): Date =>
  new Date(pricedAt.getTime() + PRICE_HOLD_HOURS * 60 * MINUTE_MS);

/** Whether a price held until the instant given still stands at `now`. */
export const isHeld = (heldUntil: Date | string, now: Date): boolean =>
  now.getTime() < new Date(heldUntil).getTime();

/** The lane, the equipment and the day a quote priced, and its price in cents: what it holds. */
export type HeldQuote = {
  pickupId: number;
  dropoffId: number;
  equipment: Equipment;
  pickupDate: IsoDate;
  linehaulCents: number;
  fuelSurchargeCents: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

/** What a quote holds but its expiry. */
export type QuotedPrice = Omit<HeldQuote, 'expiresAt'>;

/** The parts of a shipment's price: a shipment booked before prices were itemised has none. */
export type PriceParts = { linehaulCents: number; fuelSurchargeCents: number };

/** Whether the quote held is for the lane, equipment and pickup day being booked. */
export const quoteFits = (
  held: HeldQuote,
  booking: Pick<HeldQuote, 'pickupId' | 'dropoffId' | 'equipment' | 'pickupDate'>,
): boolean =>
  held.pickupId === booking.pickupId &&
  held.dropoffId === booking.dropoffId &&
  held.equipment === booking.equipment &&
  held.pickupDate === booking.pickupDate;

export const priceTotalCents = (parts: PriceParts): number =>
  parts.linehaulCents + parts.fuelSurchargeCents;

/** A quote that cannot be booked on: why, and its price in cents (null for one not known). */
export type QuoteRefusal = { refused: string; oldCents: number | null };

/**
 * The price a booking is made at: the quote's, while it holds and prices this very booking; the
 * lane's price now (`priced`) when no quote is named (undefined). A quote not known (null),
 * expired or for another booking is refused, never booked at.
 */
export const bookingPrice = (
  quoted: HeldQuote | null | undefined,
  priced: QuotedPrice,
  now: Date,
): { parts: PriceParts } | QuoteRefusal => {
  if (quoted === undefined) return { parts: priced };
  if (quoted === null) return { refused: SERVER_MESSAGES.quoteUnknown, oldCents: null };
  const oldCents = priceTotalCents(quoted);
  if (quoted.expiresAt <= now.getTime()) return { refused: SERVER_MESSAGES.quoteExpired, oldCents };
  if (!quoteFits(quoted, priced)) return { refused: SERVER_MESSAGES.quoteElsewhere, oldCents };
  return { parts: quoted };
};
