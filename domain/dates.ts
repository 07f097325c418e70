import { SERVER_MESSAGES } from './serverMessages';
import type { IsoDate } from './types';

/*
 * Calendar dates are compared in UTC on both sides, so that "today" is the same day for the
 * server, the mocks and the derived shipment status.
 */

/** A pickup may be booked at most this many days ahead. */
export const PICKUP_DATE_MAX_DAYS_AHEAD = 365;

/** Yesterday (UTC) is still accepted, so a shipper west of UTC can book for their own today. */
export const PICKUP_DATE_GRACE_DAYS = 1;

export const todayUtc = (now: Date = new Date()): IsoDate => now.toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return todayUtc(day);
};

/** A real calendar day written YYYY-MM-DD (Date alone would roll 2026-02-30 over to March). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && todayUtc(day) === value;
};

/** Why a pickup date cannot be booked today, or null when it can. */
export const pickupDateError = (date: IsoDate, today: IsoDate): string | null => {
  if (!isIsoDate(date)) return SERVER_MESSAGES.invalidDate;
  if (date < addDays(today, -PICKUP_DATE_GRACE_DAYS)) return SERVER_MESSAGES.pickupDateTooEarly;
  if (date > addDays(today, PICKUP_DATE_MAX_DAYS_AHEAD)) return SERVER_MESSAGES.pickupDateTooLate;
  return null;
};

/** The server sets the drop-off date: the pickup date plus the lane's minimum transit time. */
export const dropoffDateFor = (pickupDate: IsoDate, minTransitTime: number): IsoDate =>
  addDays(pickupDate, minTransitTime);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment written in ISO 8601 with its time zone: "2026-11-01T05:00:00.000Z". */
export const isIsoInstant = (value: string): boolean =>
  ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/** The start of the current month in UTC, for a caller that does not say where its month starts. */
export const utcMonthStart = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
