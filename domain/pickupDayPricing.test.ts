import { leadDays, pickupDayFactor, standardPickupDate } from './pickupDayPricing';

/** A Thursday. */
const TODAY = '2026-11-26';

describe('The pickup day', () => {
  it('counts whole days from today; a day already past is today', () => {
    expect(leadDays('2026-11-26', TODAY)).toBe(0);
    expect(leadDays('2026-11-25', TODAY)).toBe(0);
    expect(leadDays('2026-12-10', TODAY)).toBe(14);
    // Across the clock change in March: still whole days.
    expect(leadDays('2027-03-15', '2027-03-13')).toBe(2);
  });

  it('multiplies the short notice and the weekday', () => {
    expect(
      [
        '2026-11-26', // Thursday, the same day
        '2026-11-27', // Friday, the next day
        '2026-11-28', // Saturday, in two days
        '2026-11-29', // Sunday
        '2026-11-30', // Monday
        '2026-12-01', // Tuesday
        '2026-12-02', // Wednesday
      ].map((day) => Number(pickupDayFactor(day, TODAY).toFixed(4))),
    ).toEqual([1.1385, 1.155, 1.0185, 0.96, 1.04, 1, 0.98]);
  });

  it('quotes the usual lead time of three days when no day is named', () => {
    expect(standardPickupDate(TODAY)).toBe('2026-11-29');
  });
});
