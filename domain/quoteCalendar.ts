import { CALENDAR_STRIP_DAYS } from './constants';
import { addDays } from './dates';
import { dayPriceCents, roadMiles, toLineItems } from './pricing';
import type { Point } from './pricing';
import type { Equipment, IsoDate, QuoteCalendar } from './types';

/**
 * The lane's price for each of the strip's days from `fromDate`, quoted today, the lowest marked
 * cheapest (each of them, when days tie).
 */
export const quoteCalendar = (
  from: Point,
  to: Point,
  equipment: Equipment,
  { fromDate, today }: { fromDate: IsoDate; today: IsoDate },
): QuoteCalendar => {
  const miles = roadMiles(from, to);
  const prices = Array.from({ length: CALENDAR_STRIP_DAYS }, (_, index) =>
    dayPriceCents(miles, equipment, { pickupDate: addDays(fromDate, index), today }),
  );
  const lowest = Math.min(...prices.map(({ totalCents }) => totalCents));
  return {
    days: prices.map((price) => ({
      date: price.pickupDate,
      base_price: price.totalCents / 100,
      line_items: toLineItems(price),
      cheapest: price.totalCents === lowest,
    })),
  };
};
