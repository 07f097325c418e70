import dayjs from 'dayjs';
import type { IsoDate } from '@domain/types';

const ISO = 'YYYY-MM-DD';

/** Today on the shipper's own calendar: a pickup is booked for a local day. */
export const localToday = (): IsoDate => dayjs().format(ISO);

export const plusDays = (date: IsoDate, days: number): IsoDate =>
  dayjs(date).add(days, 'day').format(ISO);

/** `count` consecutive days starting at `first`. */
export const daysFrom = (first: IsoDate, count: number): IsoDate[] =>
  Array.from({ length: count }, (_, index) => plusDays(first, index));
