import type { IsoDate } from '@domain/types';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A stop's day, which is a calendar date and has no zone. */
export const formatDay = (date: IsoDate): string => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** A load's weight, which the shipper gives in thousands of pounds. */
export const formatWeight = (thousandsOfPounds: number): string =>
  `${(thousandsOfPounds * 1000).toLocaleString('en-US')} lbs`;

export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
