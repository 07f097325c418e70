import { addDays } from './dates';
import type { IsoDate } from './types';

/*
 * What the pickup day does to the linehaul: a truck found at short notice costs more, and trucks
 * are scarcer at the start and the end of the working week than in its middle or at the weekend.
 * The two factors multiply. The fuel surcharge is the same whatever the day.
 */

/** Days between the day of the quote and the pickup when none is asked for: the usual booking. */
export const STANDARD_LEAD_DAYS = 3;

/**
 * By how much the linehaul rises for a pickup so many days out (the same day is 0): the first row
 * whose `withinDays` the lead does not exceed.
 */
export const LEAD_TIME_FACTORS: readonly { withinDays: number; factor: number }[] = [
  { withinDays: 0, factor: 1.15 },
  { withinDays: 1, factor: 1.1 },
  { withinDays: 2, factor: 1.05 },
  { withinDays: Number.POSITIVE_INFINITY, factor: 1 },
];

/** The linehaul's factor for each day of the pickup's week, Sunday first. */
export const WEEKDAY_FACTORS: readonly number[] = [0.96, 1.04, 1, 0.98, 0.99, 1.05, 0.97];

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (date: IsoDate) => Date.parse(`${date}T00:00:00.000Z`);

/** Whole days from `today` to the pickup; a pickup already past counts as the same day. */
export const leadDays = (pickupDate: IsoDate, today: IsoDate): number =>
  Math.max(0, Math.round((utcDay(pickupDate) - utcDay(today)) / DAY_MS));

/** The linehaul's factor for a pickup on the day, quoted today. */
export const pickupDayFactor = (pickupDate: IsoDate, today: IsoDate): number => {
  const lead = leadDays(pickupDate, today);
  const leadFactor = LEAD_TIME_FACTORS.find(({ withinDays }) => lead <= withinDays)?.factor ?? 1;
  const weekdayFactor = WEEKDAY_FACTORS[new Date(utcDay(pickupDate)).getUTCDay()] ?? 1;
  return leadFactor * weekdayFactor;
};

/** The day a quote is for when it names none: the usual lead time from today. */
export const standardPickupDate = (today: IsoDate): IsoDate => addDays(today, STANDARD_LEAD_DAYS);
