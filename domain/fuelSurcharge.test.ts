import dieselPrices from './data/dieselPrices.json';
import { dieselPriceOn, fuelSurchargeCentsPerMile, newestFirst } from './fuelSurcharge';

const WEEKS = newestFirst([
  { week_of: '2026-11-09', usd_per_gallon: 3.58 },
  { week_of: '2026-11-23', usd_per_gallon: 3.65 },
  { week_of: '2026-11-16', usd_per_gallon: 3.61 },
]);

describe('The fuel surcharge', () => {
  it('is the diesel price above $1.25, over the miles to the gallon, in whole cents a mile', () => {
    // (3.65 - 1.25) / 6 = 0.40; (3.65 - 1.25) / 5.5 = 0.436...
    expect(fuelSurchargeCentsPerMile(3.65, 'dryVan')).toBe(40);
    expect(fuelSurchargeCentsPerMile(3.65, 'reefer')).toBe(44);
    // (4.10 - 1.25) / 6 = 0.475
    expect(fuelSurchargeCentsPerMile(4.1, 'dryVan')).toBe(48);
  });

  it('is nothing when diesel costs no more than the base price', () => {
    expect(fuelSurchargeCentsPerMile(1.25, 'dryVan')).toBe(0);
    expect(fuelSurchargeCentsPerMile(1, 'reefer')).toBe(0);
  });

  it("takes the newest week begun on or before the day, the oldest's before them all", () => {
    expect(dieselPriceOn('2026-11-23', WEEKS).usd_per_gallon).toBe(3.65);
    expect(dieselPriceOn('2026-11-22', WEEKS).usd_per_gallon).toBe(3.61);
    expect(dieselPriceOn('2027-03-01', WEEKS).usd_per_gallon).toBe(3.65);
    expect(dieselPriceOn('2026-01-01', WEEKS).usd_per_gallon).toBe(3.58);
  });

  it("reads the repository's table, each row a Monday with a price", () => {
    expect(dieselPrices.rows.length).toBeGreaterThan(0);
    for (const { week_of, usd_per_gallon } of dieselPrices.rows) {
      expect([week_of, new Date(`${week_of}T00:00:00Z`).getUTCDay()]).toEqual([week_of, 1]);
      expect(usd_per_gallon).toBeGreaterThan(0);
    }
  });
});
