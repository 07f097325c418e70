import { dieselPriceOn, fuelSurchargeCentsPerMile } from './fuelSurcharge';
import { dayPriceCents, linehaulCents, quoteLane, RATES, transitDays } from './pricing';

const CHICAGO = { latitude: 41.85003, longitude: -87.65005 };
const DALLAS = { latitude: 32.78306, longitude: -96.80667 };
const GARY = { latitude: 41.59337, longitude: -87.34643 };

/** A Thursday; the Tuesday after it is far enough out, and mid-week, to move nothing. */
const TODAY = '2026-11-26';
const PLAIN_DAY = { pickupDate: '2026-12-01', today: TODAY };

/** The surcharge of the table's week, whichever it is when the test runs. */
const fuelPerMile = (equipment: 'dryVan' | 'reefer') =>
  fuelSurchargeCentsPerMile(dieselPriceOn(TODAY).usd_per_gallon, equipment);

describe('The instant quote', () => {
  it('is the same from A to B as from B to A', () => {
    expect(quoteLane(CHICAGO, DALLAS, 'dryVan', PLAIN_DAY)).toEqual(
      quoteLane(DALLAS, CHICAGO, 'dryVan', PLAIN_DAY),
    );
  });

  it('uses road miles of 1.2 times the great circle, rounded', () => {
    const { miles } = quoteLane(CHICAGO, DALLAS, 'dryVan', PLAIN_DAY);
    expect(Number.isInteger(miles)).toBe(true);
    expect(miles).toBe(963);
  });

  it('takes a day per 500 miles, at least one', () => {
    expect([0, 1, 500, 501, 1000, 2600].map(transitDays)).toEqual([1, 1, 1, 2, 2, 6]);
  });

  it('charges the fixed part plus the linehaul per mile, never below the minimum', () => {
    expect(linehaulCents(1000, 'dryVan', 1)).toBe(20000 + 170 * 1000);
    expect(linehaulCents(1000, 'reefer', 1)).toBe(25000 + 195 * 1000);
    expect(linehaulCents(1000, 'dryVan', 1.1)).toBe(209000);
    for (const miles of [0, 1, 50, 85]) {
      expect(linehaulCents(miles, 'dryVan', 1)).toBe(RATES.dryVan.minimumCents);
      expect(linehaulCents(miles, 'reefer', 1)).toBe(RATES.reefer.minimumCents);
    }
  });

  it('itemises the linehaul and the fuel surcharge, which add up to the base price', () => {
    const quote = quoteLane(CHICAGO, DALLAS, 'dryVan', PLAIN_DAY);
    const linehaul = 20000 + 170 * 963;
    const fuel = fuelPerMile('dryVan') * 963;
    expect(quote).toMatchObject({
      pickup_date: '2026-12-01',
      base_price: (linehaul + fuel) / 100,
      line_items: [
        {
          kind: 'linehaul',
          label: 'Linehaul',
          amount: (linehaul / 100).toFixed(2),
          rate_per_mile: (Math.round(linehaul / 963) / 100).toFixed(2),
        },
        {
          kind: 'fuel_surcharge',
          label: 'Fuel surcharge',
          amount: (fuel / 100).toFixed(2),
          rate_per_mile: (fuelPerMile('dryVan') / 100).toFixed(2),
        },
      ],
      all_in_per_mile: (Math.round((linehaul + fuel) / 963) / 100).toFixed(2),
    });
  });

  it('costs more in a reefer, and at least the minimum and the surcharge on a short lane', () => {
    const dry = dayPriceCents(963, 'dryVan', PLAIN_DAY).totalCents;
    expect(dayPriceCents(963, 'reefer', PLAIN_DAY).totalCents).toBeGreaterThan(dry);
    const short = quoteLane(CHICAGO, GARY, 'dryVan', PLAIN_DAY);
    expect(short.base_price).toBe((35000 + fuelPerMile('dryVan') * short.miles) / 100);
  });

  it('moves the linehaul alone with the pickup day', () => {
    const plain = dayPriceCents(963, 'dryVan', PLAIN_DAY);
    const tomorrow = dayPriceCents(963, 'dryVan', { pickupDate: '2026-11-27', today: TODAY });
    const [plainLinehaul, plainFuel] = plain.items;
    const [rushLinehaul, rushFuel] = tomorrow.items;
    // A Friday, the next day: short notice (1.10) and the week's end (1.05).
    expect(rushLinehaul?.cents).toBe(Math.round((plainLinehaul?.cents ?? 0) * 1.1 * 1.05));
    expect(rushFuel).toEqual(plainFuel);
  });
});
