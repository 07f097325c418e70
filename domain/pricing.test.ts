import { basePriceCents, quoteLane, RATES, transitDays } from './pricing';

const CHICAGO = { latitude: 41.85003, longitude: -87.65005 };
const DALLAS = { latitude: 32.78306, longitude: -96.80667 };
const GARY = { latitude: 41.59337, longitude: -87.34643 };

describe('The instant quote', () => {
  it('is the same from A to B as from B to A', () => {
    expect(quoteLane(CHICAGO, DALLAS, 'dryVan')).toEqual(quoteLane(DALLAS, CHICAGO, 'dryVan'));
  });

  it('uses road miles of 1.2 times the great circle, rounded', () => {
    const { miles } = quoteLane(CHICAGO, DALLAS, 'dryVan');
    expect(Number.isInteger(miles)).toBe(true);
    expect(miles).toBe(963);
  });

  it('takes a day per 500 miles, at least one', () => {
    expect([0, 1, 500, 501, 1000, 2600].map(transitDays)).toEqual([1, 1, 1, 2, 2, 6]);
  });

  it('never goes below the minimum, and reefer costs more than dry van', () => {
    for (const miles of [0, 1, 50, 100, 500, 3000]) {
      const dry = basePriceCents(miles, 'dryVan');
      const reefer = basePriceCents(miles, 'reefer');
      expect(dry).toBeGreaterThanOrEqual(RATES.dryVan.minimumCents);
      expect(reefer).toBeGreaterThanOrEqual(RATES.reefer.minimumCents);
      expect(reefer).toBeGreaterThan(dry);
      expect(Number.isInteger(dry) && Number.isInteger(reefer)).toBe(true);
    }
    expect(quoteLane(CHICAGO, GARY, 'dryVan').base_price).toBe(350);
  });

  it('charges the fixed part plus linehaul and fuel per mile', () => {
    expect(basePriceCents(1000, 'dryVan')).toBe(20000 + (170 + 40) * 1000);
    expect(basePriceCents(1000, 'reefer')).toBe(25000 + (195 + 43) * 1000);
  });
});
