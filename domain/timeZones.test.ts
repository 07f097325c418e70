import { REGIONS } from './regions';
import { timeZoneOfRegion, zoneAbbreviation } from './timeZones';
import { utcOffsetMinutes } from './zonedTime';

const JANUARY = new Date('2026-01-15T12:00:00.000Z');
const JULY = new Date('2026-07-15T12:00:00.000Z');

describe('timeZoneOfRegion', () => {
  it('knows every state and province of the place data', () => {
    expect(REGIONS.filter((r) => r.country === 'US')).toHaveLength(51);
    expect(REGIONS.filter((r) => r.country === 'CA')).toHaveLength(13);
    expect(REGIONS.filter((r) => r.country === 'MX')).toHaveLength(32);
  });

  it.each(REGIONS.map((r) => [r.country, r.code, r.name] as const))(
    '%s-%s (%s) has a North American zone the runtime knows, named in its texts',
    (country, code) => {
      const zone = timeZoneOfRegion(country, code);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
      // Hawaii (UTC-10) to Newfoundland (UTC-3:30) in winter.
      expect(utcOffsetMinutes(zone, JANUARY)).toBeGreaterThanOrEqual(-600);
      expect(utcOffsetMinutes(zone, JANUARY)).toBeLessThanOrEqual(-210);
      expect(zoneAbbreviation(zone, JANUARY)).toMatch(/^[A-Z]{3,4}$/);
      expect(zoneAbbreviation(zone, JULY)).toMatch(/^[A-Z]{3,4}$/);
    },
  );

  it.each([
    ['US', 'TX', 'America/Chicago'],
    ['US', 'IL', 'America/Chicago'],
    ['US', 'TN', 'America/Chicago'],
    ['US', 'NY', 'America/New_York'],
    ['US', 'DC', 'America/New_York'],
    ['US', 'FL', 'America/New_York'],
    ['US', 'KY', 'America/New_York'],
    ['US', 'IN', 'America/Indiana/Indianapolis'],
    ['US', 'MI', 'America/Detroit'],
    ['US', 'CO', 'America/Denver'],
    ['US', 'ID', 'America/Boise'],
    ['US', 'AZ', 'America/Phoenix'],
    ['US', 'CA', 'America/Los_Angeles'],
    ['US', 'AK', 'America/Anchorage'],
    ['US', 'HI', 'Pacific/Honolulu'],
    ['CA', 'ON', 'America/Toronto'],
    ['CA', 'QC', 'America/Toronto'],
    ['CA', 'NS', 'America/Halifax'],
    ['CA', 'NB', 'America/Moncton'],
    ['CA', 'NL', 'America/St_Johns'],
    ['CA', 'MB', 'America/Winnipeg'],
    ['CA', 'SK', 'America/Regina'],
    ['CA', 'AB', 'America/Edmonton'],
    ['CA', 'BC', 'America/Vancouver'],
    ['CA', 'YT', 'America/Whitehorse'],
    ['MX', 'CMX', 'America/Mexico_City'],
    ['MX', 'NLE', 'America/Monterrey'],
    ['MX', 'TAM', 'America/Matamoros'],
    ['MX', 'CHH', 'America/Chihuahua'],
    ['MX', 'BCN', 'America/Tijuana'],
    ['MX', 'SON', 'America/Hermosillo'],
    ['MX', 'ROO', 'America/Cancun'],
  ])('%s-%s is %s', (country, code, zone) => {
    expect(timeZoneOfRegion(country, code)).toBe(zone);
  });

  it.each([
    ['US', 'ZZ'],
    ['US', 'ON'],
    ['CA', 'TX'],
    ['MX', 'TX'],
    ['FR', 'IDF'],
    ['us', 'TX'],
  ])('refuses %s-%s, a place the product does not serve', (country, code) => {
    expect(() => timeZoneOfRegion(country, code)).toThrow(
      `No time zone for region ${country}-${code}`,
    );
  });
});

describe('zoneAbbreviation', () => {
  it.each([
    ['America/New_York', 'EST', 'EDT'],
    ['America/Chicago', 'CST', 'CDT'],
    ['America/Denver', 'MST', 'MDT'],
    ['America/Phoenix', 'MST', 'MST'],
    ['America/Los_Angeles', 'PST', 'PDT'],
    ['America/Anchorage', 'AKST', 'AKDT'],
    ['Pacific/Honolulu', 'HST', 'HST'],
    ['America/Halifax', 'AST', 'ADT'],
    ['America/Moncton', 'AST', 'ADT'],
    ['America/St_Johns', 'NST', 'NDT'],
    ['America/Toronto', 'EST', 'EDT'],
    ['America/Regina', 'CST', 'CST'],
    ['America/Whitehorse', 'MST', 'MST'],
    ['America/Mexico_City', 'CST', 'CST'],
    ['America/Matamoros', 'CST', 'CDT'],
    ['America/Tijuana', 'PST', 'PDT'],
    ['America/Hermosillo', 'MST', 'MST'],
    ['America/Mazatlan', 'MST', 'MST'],
    ['America/Cancun', 'EST', 'EST'],
  ])('names %s %s in winter and %s in summer', (zone, winter, summer) => {
    expect(zoneAbbreviation(zone, JANUARY)).toBe(winter);
    expect(zoneAbbreviation(zone, JULY)).toBe(summer);
  });

  it('changes name at the instant the clocks change', () => {
    // Chicago at 2:00 AM CST on March 8, 2026; St. John's at 2:00 AM NST.
    expect(zoneAbbreviation('America/Chicago', new Date('2026-03-08T07:59:59.999Z'))).toBe('CST');
    expect(zoneAbbreviation('America/Chicago', new Date('2026-03-08T08:00:00.000Z'))).toBe('CDT');
    expect(zoneAbbreviation('America/St_Johns', new Date('2026-03-08T05:29:59.999Z'))).toBe('NST');
    expect(zoneAbbreviation('America/St_Johns', new Date('2026-03-08T05:30:00.000Z'))).toBe('NDT');
  });

  it('leaves a zone outside North America as the runtime names it', () => {
    expect(zoneAbbreviation('Asia/Kolkata', JANUARY)).toBe('GMT+5:30');
    // Cuba is four hours behind UTC in summer, as Eastern time is, but its time is not EDT.
    expect(zoneAbbreviation('America/Havana', JULY)).toBe('GMT-4');
  });
});
