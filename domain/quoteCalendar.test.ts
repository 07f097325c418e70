import { quoteLane } from './pricing';
import { quoteCalendar } from './quoteCalendar';

const CHICAGO = { latitude: 41.85003, longitude: -87.65005 };
const DALLAS = { latitude: 32.78306, longitude: -96.80667 };
const TODAY = '2026-11-26';

describe("The calendar strip's prices", () => {
  const { days } = quoteCalendar(CHICAGO, DALLAS, 'reefer', { fromDate: TODAY, today: TODAY });

  it('prices 21 days in a row from the first, each as its own quote would', () => {
    expect(days).toHaveLength(21);
    expect(days[0]?.date).toBe('2026-11-26');
    expect(days[20]?.date).toBe('2026-12-16');
    for (const day of days) {
      const quote = quoteLane(CHICAGO, DALLAS, 'reefer', { pickupDate: day.date, today: TODAY });
      expect([day.date, day.base_price, day.line_items]).toEqual([
        quote.pickup_date,
        quote.base_price,
        quote.line_items,
      ]);
    }
  });

  it('marks the cheapest days, the Sundays past the short notice', () => {
    expect(days.filter((day) => day.cheapest).map((day) => day.date)).toEqual([
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
    ]);
    const lowest = Math.min(...days.map((day) => day.base_price));
    expect(days.every((day) => day.cheapest === (day.base_price === lowest))).toBe(true);
  });
});
