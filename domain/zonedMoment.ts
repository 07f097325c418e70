import { zoneAbbreviation } from './timeZones';
import type { IsoDateTime } from './types';

/*
 * An instant as people read it on a clock, with the zone named, since a load crosses zones. No yup
 * and no dayjs: the driver's page shows these too.
 */

const moments = new Map<string, Intl.DateTimeFormat>();

const momentFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    moments.set(timeZone, format);
  }
  return format;
};

/** The runtime's own zone: the phone's or the browser's. */
const ownZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A zone this runtime knows, else its own: the zone named rather than nothing. */
const knownZone = (timeZone: string | undefined): string => {
  if (timeZone === undefined) return ownZone();
  try {
    momentFormat(timeZone);
    return timeZone;
  } catch {
    return ownZone();
  }
};

/**
 * "Tue, Nov 24, 12:00 AM CST": an instant on the clock of a zone (the runtime's own when none is
 * given, or when the runtime does not know it), and the zone's name then; "Nov 24, 12:00 AM CST"
 * without the weekday. Put together from its parts, since runtimes differ in the spaces they
 * write (ICU 72 put a narrow no-break space before AM).
 */
export const formatZonedMoment = (
  instant: IsoDateTime,
  timeZone?: string,
  { weekday = true }: { weekday?: boolean } = {},
): string => {
  const zone = knownZone(timeZone);
  const moment = new Date(instant);
  const parts = momentFormat(zone).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zoneAbbreviation(zone, moment)}`;
  return weekday ? `${part('weekday')}, ${day}` : day;
};

const days = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue, Dec 1": the day an instant falls on by the clocks of a zone. A plan names a stop's day,
 * kept as the start of that day: its time of day says nothing.
 */
export const formatZonedDay = (instant: IsoDateTime, timeZone: string): string => {
  let format = days.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    days.set(timeZone, format);
  }
  return format.format(new Date(instant));
};
