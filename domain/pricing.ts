/*
 * The instant quote for a full-truckload lane. Pure: the server and the mocks both use it.
 */

import { loadEmissions } from './emissions';
import { dieselPriceOn, fuelSurchargeCentsPerMile } from './fuelSurcharge';
import { centsToMoney } from './money';
import { pickupDayFactor } from './pickupDayPricing';
import type { PriceParts, QuotedPrice } from './priceHolds';
import type { Equipment, IsoDate, LanePrice, QuoteLineItem, QuoteLineKind } from './types';

/** The day a price is for, and the day it is given on: the pickup day moves the linehaul. */
export type QuoteDay = { pickupDate: IsoDate; today: IsoDate };

/** A day's price in whole cents, each line with its rate per mile. */
export type DayPrice = {
  pickupDate: IsoDate;
  totalCents: number;
  items: { kind: QuoteLineKind; cents: number; centsPerMile: number }[];
};

export const QUOTE_LINE_LABELS: Record<QuoteLineKind, string> = {
  linehaul: 'Linehaul',
  fuel_surcharge: 'Fuel surcharge',
};

const EARTH_RADIUS_MILES = 3958.8;

/** Road distance exceeds the great circle by about 20% on US lanes (published circuity factor). */
export const CIRCUITY_FACTOR = 1.2;

/** A solo driver under hours-of-service rules covers about 500 miles a day. */
export const MILES_PER_TRANSIT_DAY = 500;

type Rate = {
  fixedCents: number;
  linehaulCentsPerMile: number;
  /** The least linehaul of a lane, however short, before the pickup day's factor. */
  minimumCents: number;
};

/** Per-mile linehaul near DAT's 2025 national contract averages, plus a fixed charge. */
export const RATES: Record<Equipment, Rate> = {
  dryVan: { fixedCents: 20000, linehaulCentsPerMile: 170, minimumCents: 35000 },
  reefer: { fixedCents: 25000, linehaulCentsPerMile: 195, minimumCents: 42500 },
};

export type Point = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const greatCircleMiles = (a: Point, b: Point): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
};

export const roadMiles = (a: Point, b: Point): number =>
  Math.round(greatCircleMiles(a, b) * CIRCUITY_FACTOR);

export const transitDays = (miles: number): number =>
  Math.max(1, Math.ceil(miles / MILES_PER_TRANSIT_DAY));

/** The linehaul of a lane on a pickup day whose factor is given, in whole cents. */
export const linehaulCents = (miles: number, equipment: Equipment, dayFactor: number): number => {
  const rate = RATES[equipment];
  return Math.round(
    Math.max(rate.minimumCents, rate.fixedCents + rate.linehaulCentsPerMile * miles) * dayFactor,
  );
};

/** A money amount for each mile of the lane, in cents; a lane of no miles counts as one. */
const perMileCents = (cents: number, miles: number) => Math.round(cents / Math.max(1, miles));

/** A price's parts, each with its rate per mile of the lane. */
const itemsOf = (miles: number, parts: PriceParts): DayPrice['items'] => [
  {
    kind: 'linehaul',
    cents: parts.linehaulCents,
    centsPerMile: perMileCents(parts.linehaulCents, miles),
  },
  {
    kind: 'fuel_surcharge',
    cents: parts.fuelSurchargeCents,
    centsPerMile: perMileCents(parts.fuelSurchargeCents, miles),
  },
];

/** The price of a lane of so many miles on one pickup day, itemised, in whole cents. */
export const dayPriceCents = (
  miles: number,
  equipment: Equipment,
  { pickupDate, today }: QuoteDay,
): DayPrice => {
  const linehaul = linehaulCents(miles, equipment, pickupDayFactor(pickupDate, today));
  const fuelPerMile = fuelSurchargeCentsPerMile(dieselPriceOn(today).usd_per_gallon, equipment);
  const parts = { linehaulCents: linehaul, fuelSurchargeCents: fuelPerMile * miles };
  return {
    pickupDate,
    totalCents: linehaul + parts.fuelSurchargeCents,
    items: itemsOf(miles, parts),
  };
};

/** A day's price as the API answers it: amounts as money, the total as the quote's number. */
export const toLineItems = ({ items }: Pick<DayPrice, 'items'>): QuoteLineItem[] =>
  items.map(({ kind, cents, centsPerMile }) => ({
    kind,
    label: QUOTE_LINE_LABELS[kind],
    amount: centsToMoney(cents),
    rate_per_mile: centsToMoney(centsPerMile),
  }));

/** A stored price's parts as the API answers them, with their rates over the lane's miles. */
export const partsLineItems = (miles: number, parts: PriceParts): QuoteLineItem[] =>
  toLineItems({ items: itemsOf(miles, parts) });

/** A day's price in the parts a shipment keeps. */
export const priceParts = ({ items }: DayPrice): PriceParts => ({
  linehaulCents: items.find((item) => item.kind === 'linehaul')?.cents ?? 0,
  fuelSurchargeCents: items.find((item) => item.kind === 'fuel_surcharge')?.cents ?? 0,
});

/** The lane's price on the day, as answered and in cents. */
export const priceLaneDay = (
  from: Point,
  to: Point,
  equipment: Equipment,
  day: QuoteDay,
): { quote: LanePrice; price: DayPrice } => {
  const miles = roadMiles(from, to);
  const price = dayPriceCents(miles, equipment, day);
  const quote: LanePrice = {
    miles,
    min_transit_time: transitDays(miles),
    base_price: price.totalCents / 100,
    pickup_date: price.pickupDate,
    line_items: toLineItems(price),
    all_in_per_mile: centsToMoney(perMileCents(price.totalCents, miles)),
    ...loadEmissions({ miles, equipment, weight: null }),
  };
  return { quote, price };
};

export const quoteLane = (from: Point, to: Point, equipment: Equipment, day: QuoteDay): LanePrice =>
  priceLaneDay(from, to, equipment, day).quote;

/** A known city: a point with its id. */
export type PlacePoint = Point & { id: number };

/** A lane's price on the day as answered, and what a quote of it holds. */
export const priceQuotedLane = (
  from: PlacePoint,
  to: PlacePoint,
  equipment: Equipment,
  day: QuoteDay,
): { quote: LanePrice; held: QuotedPrice } => {
  const { quote, price } = priceLaneDay(from, to, equipment, day);
  return {
    quote,
    held: {
      pickupId: from.id,
      dropoffId: to.id,
      equipment,
      pickupDate: day.pickupDate,
      ...priceParts(price),
    },
  };
};
