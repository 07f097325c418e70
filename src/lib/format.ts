import dayjs from 'dayjs';
import { zoneAbbreviation } from '@domain/timeZones';

// Its own module, so that a page that shows only prices does not download dayjs.
export { formatUsd } from './formatUsd';
export { formatPerMile } from './formatPerMile';

/** 'Nov 21, 2026' from a date or a timestamp. */
export const formatDate = (date: string): string => dayjs(date).format('MMM D, YYYY');

/**
 * 'Nov 20, 2026, 3:04 PM CST' from a timestamp, on the viewer's own clock (or the zone given),
 * its zone named: a shipper's team may sit in several zones, and a time without its zone reads
 * as any of them.
 */
export const formatDateTime = (
  timestamp: string,
  timeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone,
): string => {
  const at = new Date(timestamp);
  const shown = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    shown.find((candidate) => candidate.type === type)?.value ?? '';
  // Put together from its parts: runtimes differ in the spaces they write before AM.
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zoneAbbreviation(timeZone, at)}`;
};

const count = new Intl.NumberFormat('en-US');

/** Weight is kept in thousands of pounds: 42 reads '42,000 lbs'. */
export const formatWeight = (thousandsOfPounds: number): string =>
  `${count.format(thousandsOfPounds)},000 lbs`;

/** What a detail shows when it has no value: a dash, never a blank or 'null'. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);
