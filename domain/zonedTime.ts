import type { IsoDate } from './types';

/*
 * Clock readings in a named (IANA) time zone, from the runtime's own zone data through Intl, so
 * that the server, the mocks and the browser read the same clock. Not dayjs's timezone plugin:
 * its startOf('day') lands an hour early on a day whose clock is turned back at midnight
 * (America/Santiago), and the domain core has no other use for dayjs.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const clocks = new Map<string, Intl.DateTimeFormat>();

// Making a formatter costs far more than using one: one per zone, kept.
const clockIn = (timeZone: string): Intl.DateTimeFormat => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: some runtimes write midnight as 24:00 under hour12: false.
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
};

/** What a clock on the wall of the zone reads at an instant. */
type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const wallClock = (timeZone: string, instant: Date): WallClock => {
  const reading: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of clockIn(timeZone).formatToParts(instant)) {
    if (type in reading) reading[type as keyof WallClock] = Number(value);
  }
  return reading;
};

/** The calendar day the zone's clocks show at an instant: "2026-11-24". */
export const localDate = (timeZone: string, instant: Date): IsoDate => {
  const { year, month, day } = wallClock(timeZone, instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** How far the zone's clocks are from UTC at an instant, in minutes: -360 on CST, -210 on NST. */
export const utcOffsetMinutes = (timeZone: string, instant: Date): number => {
  const { year, month, day, hour, minute, second } = wallClock(timeZone, instant);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The wall clock is read to the second: compare it with the instant to the second.
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSecond) / MINUTE_MS);
};

/**
 * The first instant of a calendar day in a zone: its midnight, or, where the clocks skip
 * midnight (turned forward at 00:00, as in Cuba), the moment they jump to 01:00.
 *
 * That instant is the day's UTC midnight less the offset in force then, or just before then
 * when midnight is skipped. Offsets range from UTC-12 to UTC+14, so it lies between the two
 * offsets read 14 hours either side of the UTC midnight, and no zone changes offset twice in
 * those 28 hours: one of the two readings is the right one, and the earliest instant that
 * falls on the day is the day's start.
 */
export const startOfDay = (date: IsoDate, timeZone: string): Date => {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  const starts = [-14 * HOUR_MS, 14 * HOUR_MS]
    .map(
      (shift) =>
        midnightUtc - utcOffsetMinutes(timeZone, new Date(midnightUtc + shift)) * MINUTE_MS,
    )
    .filter((start) => localDate(timeZone, new Date(start)) === date);
  return new Date(Math.min(...starts));
};
