import dayjs from 'dayjs';

// Its own module, so that a page that shows only prices does not download dayjs.
export { formatUsd } from './formatUsd';
export { formatPerMile } from './formatPerMile';

/** 'Nov 21, 2026' from a date or a timestamp. */
export const formatDate = (date: string): string => dayjs(date).format('MMM D, YYYY');

/** 'Nov 20, 2026, 3:04 PM' from a timestamp, on the shipper's own clock. */
export const formatDateTime = (timestamp: string): string =>
  dayjs(timestamp).format('MMM D, YYYY, h:mm A');

const count = new Intl.NumberFormat('en-US');

/** Weight is kept in thousands of pounds: 42 reads '42,000 lbs'. */
export const formatWeight = (thousandsOfPounds: number): string =>
  `${count.format(thousandsOfPounds)},000 lbs`;

/** What a detail shows when it has no value: a dash, never a blank or 'null'. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);
