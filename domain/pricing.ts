import type { Equipment, Quote } from './types';

/*
 * The instant quote for a full-truckload lane. Pure: the server and the mocks both use it.
 */

const EARTH_RADIUS_MILES = 3958.8;

/** Road distance exceeds the great circle by about 20% on US lanes (published circuity factor). */
export const CIRCUITY_FACTOR = 1.2;

/** A solo driver under hours-of-service rules covers about 500 miles a day. */
export const MILES_PER_TRANSIT_DAY = 500;

type Rate = {
  fixedCents: number;
  linehaulCentsPerMile: number;
  fuelCentsPerMile: number;
  minimumCents: number;
};

/** Per-mile linehaul and fuel near DAT's 2025 national contract averages, plus a fixed charge. */
export const RATES: Record<Equipment, Rate> = {
  dryVan: {
    fixedCents: 20000,
    linehaulCentsPerMile: 170,
    fuelCentsPerMile: 40,
    minimumCents: 35000,
  },
  reefer: {
    fixedCents: 25000,
    linehaulCentsPerMile: 195,
    fuelCentsPerMile: 43,
    minimumCents: 42500,
  },
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

export const basePriceCents = (miles: number, equipment: Equipment): number => {
  const rate = RATES[equipment];
  const perMile = rate.linehaulCentsPerMile + rate.fuelCentsPerMile;
  return Math.max(rate.minimumCents, rate.fixedCents + perMile * miles);
};

export const quoteLane = (from: Point, to: Point, equipment: Equipment): Quote => {
  const miles = roadMiles(from, to);
  return {
    miles,
    min_transit_time: transitDays(miles),
    base_price: basePriceCents(miles, equipment) / 100,
  };
};
