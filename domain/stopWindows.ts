import { SCHEDULING_PREFERENCE_LABELS } from './constants';
import { addDays } from './dates';
import type { IsoDate, SchedulingPreference } from './types';
import { startOfDay, utcOffsetMinutes } from './zonedTime';

/*
 * A stop's time window: an appointment (a date and its hours) when one is scheduled, or the
 * facility's receiving hours (no date) when the truck comes first come, first served. Times are
 * "HH:MM" on the facility's own clock, the zone of its city (timeZones.ts).
 */

const MINUTE_MS = 60_000;

/** A stop's window as the API carries it; null where none is given. */
export type StopWindow = {
  appointment_date: IsoDate | null;
  window_start: string | null;
  window_end: string | null;
};

export const NO_WINDOW: StopWindow = {
  appointment_date: null,
  window_start: null,
  window_end: null,
};

/** "07:30": a 24-hour clock reading, minutes included. */
export const WINDOW_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Which of a window's fields a scheduling preference takes. */
export const windowFieldsTaken = (
  preference: SchedulingPreference | null | undefined,
): { date: boolean; hours: boolean } => ({
  date: preference === 'already_scheduled',
  hours: preference === 'already_scheduled' || preference === 'first_come',
});

/** What of a window a preference keeps: a field it does not take is cleared. */
export const windowFor = (
  preference: SchedulingPreference | null | undefined,
  window: Partial<StopWindow>,
): StopWindow => {
  const taken = windowFieldsTaken(preference);
  return {
    appointment_date: taken.date ? (window.appointment_date ?? null) : null,
    window_start: taken.hours ? (window.window_start ?? null) : null,
    window_end: taken.hours ? (window.window_end ?? null) : null,
  };
};

/** Minutes after midnight of "HH:MM". */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether the window closes after it opens (a window across midnight is two appointments). */
export const windowEndsAfterStart = (start: string, end: string): boolean =>
  minutesOf(end) > minutesOf(start);

/**
 * The instant a zone's clocks read a time on a day. The offset is read at the guess and read
 * again where that lands, which settles it on either side of a change of the clocks; a time the
 * clocks skip (02:30 on the spring change) lands an hour later, as the wall clock then reads.
 */
export const zonedInstant = (date: IsoDate, time: string, timeZone: string): Date => {
  const wall = Date.parse(`${date}T00:00:00.000Z`) + minutesOf(time) * MINUTE_MS;
  const first = wall - utcOffsetMinutes(timeZone, new Date(wall)) * MINUTE_MS;
  return new Date(wall - utcOffsetMinutes(timeZone, new Date(first)) * MINUTE_MS);
};

/** A stop's day and window alone, as its lateness is judged. */
export const windowOf = (stop: { date: IsoDate } & StopWindow): { date: IsoDate } & StopWindow => ({
  date: stop.date,
  appointment_date: stop.appointment_date,
  window_start: stop.window_start,
  window_end: stop.window_end,
});

/** A stop as its lateness is judged: its day, its zone and its window. */
export type DueStop = { date: IsoDate; timeZone: string } & Partial<StopWindow>;

/**
 * When a truck becomes late at a stop: the end of its appointment window on the appointment's
 * date, or the end of the appointment's day when only the date is known; without an appointment,
 * the end of the stop's day (receiving hours have no date, and the truck may still unload the
 * next morning of the day it was booked for).
 */
export const stopDueAt = (stop: DueStop): Date => {
  if (stop.appointment_date) {
    return stop.window_end
      ? zonedInstant(stop.appointment_date, stop.window_end, stop.timeZone)
      : startOfDay(addDays(stop.appointment_date, 1), stop.timeZone);
  }
  return startOfDay(addDays(stop.date, 1), stop.timeZone);
};

const dayLabel = (date: IsoDate): string =>
  new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

/**
 * A window in words: an appointment's "Thu, Dec 3, 08:00–12:00", receiving hours' "Receiving
 * 07:00–15:00", or null when the stop has none (the scheduling preference's words stand in).
 */
export const windowText = (window: Partial<StopWindow>): string | null => {
  const hours =
    window.window_start && window.window_end ? `${window.window_start}–${window.window_end}` : null;
  if (window.appointment_date)
    return `${dayLabel(window.appointment_date)}${hours ? `, ${hours}` : ''}`;
  return hours ? `Receiving ${hours}` : null;
};

/**
 * How a stop is scheduled, in words: its window once given, else its scheduling preference's
 * words (never an invented time), else null before its facility is given.
 */
export const appointmentText = (
  stop: Partial<StopWindow> & { scheduling_preference: SchedulingPreference | null },
): string | null =>
  windowText(stop) ??
  (stop.scheduling_preference ? SCHEDULING_PREFERENCE_LABELS[stop.scheduling_preference] : null);
