import { freeCancellationDeadline } from './cancellationDeadline';
import { addDays } from './dates';
import { REGIONS } from './regions';
import { timeZoneOfRegion } from './timeZones';
import { utcOffsetMinutes } from './zonedTime';

const HOUR_MS = 3_600_000;

describe('freeCancellationDeadline', () => {
  it.each([
    ['Chicago, winter', '2026-11-25', 'America/Chicago', '2026-11-24T06:00:00.000Z'],
    ['Chicago, summer', '2026-07-15', 'America/Chicago', '2026-07-14T05:00:00.000Z'],
    ['New York', '2026-11-25', 'America/New_York', '2026-11-24T05:00:00.000Z'],
    ['Los Angeles', '2026-07-15', 'America/Los_Angeles', '2026-07-14T07:00:00.000Z'],
    ['Phoenix, without summer time', '2026-07-15', 'America/Phoenix', '2026-07-14T07:00:00.000Z'],
    ['Honolulu', '2026-07-15', 'Pacific/Honolulu', '2026-07-14T10:00:00.000Z'],
    ['Anchorage', '2026-01-15', 'America/Anchorage', '2026-01-14T09:00:00.000Z'],
    ['Halifax', '2026-07-15', 'America/Halifax', '2026-07-14T03:00:00.000Z'],
    ["St. John's, winter", '2026-01-15', 'America/St_Johns', '2026-01-14T03:30:00.000Z'],
    ["St. John's, summer", '2026-07-15', 'America/St_Johns', '2026-07-14T02:30:00.000Z'],
    ['Regina, without summer time', '2026-07-15', 'America/Regina', '2026-07-14T06:00:00.000Z'],
    [
      'Mexico City, without summer time',
      '2026-07-15',
      'America/Mexico_City',
      '2026-07-14T06:00:00.000Z',
    ],
    ['Tijuana, with US summer time', '2026-07-15', 'America/Tijuana', '2026-07-14T07:00:00.000Z'],
    ['across a new year', '2027-01-01', 'America/Chicago', '2026-12-31T06:00:00.000Z'],
    ['across a leap day', '2028-03-01', 'America/Denver', '2028-02-29T07:00:00.000Z'],
  ])('in %s', (_place, pickupDate, zone, deadline) => {
    expect(freeCancellationDeadline(pickupDate, zone)).toBe(deadline);
  });

  describe('when the clocks change the day before pickup', () => {
    it('is the start of that day, 23 hours before pickup day, when they spring forward', () => {
      // Chicago springs forward on Sunday, March 8, 2026; pickup on Monday the 9th.
      const deadline = freeCancellationDeadline('2026-03-09', 'America/Chicago');
      expect(deadline).toBe('2026-03-08T06:00:00.000Z');
      const pickupDayStarts = Date.parse('2026-03-09T05:00:00.000Z');
      expect(pickupDayStarts - Date.parse(deadline)).toBe(23 * HOUR_MS);
    });

    it('is the start of that day, 25 hours before pickup day, when they fall back', () => {
      // Chicago falls back on Sunday, November 1, 2026; pickup on Monday the 2nd.
      const deadline = freeCancellationDeadline('2026-11-02', 'America/Chicago');
      expect(deadline).toBe('2026-11-01T05:00:00.000Z');
      const pickupDayStarts = Date.parse('2026-11-02T06:00:00.000Z');
      expect(pickupDayStarts - Date.parse(deadline)).toBe(25 * HOUR_MS);
    });

    it('is on the clock of the day before when pickup falls on the day of the change', () => {
      expect(freeCancellationDeadline('2026-03-08', 'America/Chicago')).toBe(
        '2026-03-07T06:00:00.000Z',
      );
      expect(freeCancellationDeadline('2026-11-01', 'America/New_York')).toBe(
        '2026-10-31T04:00:00.000Z',
      );
    });
  });

  const zones = [...new Set(REGIONS.map((r) => timeZoneOfRegion(r.country, r.code)))];
  const pickupDates = ['2026-01-15', '2026-03-08', '2026-03-09', '2026-07-15', '2026-11-02'];

  it.each(zones.flatMap((zone) => pickupDates.map((date) => [zone, date] as const)))(
    'in %s for a pickup on %s, is midnight starting the day before on the local clock',
    (zone, pickupDate) => {
      const deadline = new Date(freeCancellationDeadline(pickupDate, zone));
      const localClock = deadline.getTime() + utcOffsetMinutes(zone, deadline) * 60_000;
      expect(new Date(localClock).toISOString()).toBe(`${addDays(pickupDate, -1)}T00:00:00.000Z`);
    },
  );
});
