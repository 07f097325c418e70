import { isIsoDate } from '@domain/dates';
import type { IsoDate } from '@domain/types';

/*
 * Values a list keeps in the page's address, read back. An address can be typed, shortened or
 * old, so a value that cannot be read is taken as none, never refused.
 */

const PAGE = /^[1-9]\d{0,5}$/;

/** A page number, 1 when there is none that reads. */
export const pageIn = (value: string | null): number =>
  value !== null && PAGE.test(value) ? Number(value) : 1;

const dayIn = (value: string | null): IsoDate | undefined =>
  value && isIsoDate(value) ? value : undefined;

/**
 * The days of a range, both included. A range the wrong way round would be refused by the
 * server: its end is dropped instead.
 */
export const dayRangeIn = (
  from: string | null,
  to: string | null,
): { from?: IsoDate; to?: IsoDate } => {
  const start = dayIn(from);
  const end = dayIn(to);
  return {
    ...(start ? { from: start } : {}),
    ...(end && !(start && end < start) ? { to: end } : {}),
  };
};
