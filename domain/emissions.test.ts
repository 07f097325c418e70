import { co2eKg, co2eMethod, loadEmissions } from './emissions';

describe('The CO2e of a lane', () => {
  it('is the tonnes times the kilometres times the well-to-wheel intensity', () => {
    // 35,000 lb = 15.876 t; 963 mi = 1,549.8 km; 15.876 x 1,549.8 x 95 g = 2,337.4 kg.
    expect(co2eKg(963, 'dryVan')).toBe(2337);
    // The same at 96 g for a reefer: 2,362.0 kg.
    expect(co2eKg(963, 'reefer')).toBe(2362);
    // 20,000 lb = 9.072 t over 500 mi = 804.7 km: 693.49 kg.
    expect(co2eKg(500, 'dryVan', 20_000)).toBe(693);
  });

  it('says how it was reached, and for what load', () => {
    expect(co2eMethod('dryVan')).toBe(
      'GLEC Framework v3.1 (ISO 14083), well to wheel: the North American truckload dry van ' +
        'default of 95 g CO2e per tonne-km, for a typical load of 35,000 lb.',
    );
    expect(co2eMethod('reefer', 42_000)).toMatch(/refrigerated truckload .* 96 g .* 42,000 lb\.$/);
  });

  it("takes the shipment's own weight, kept in thousands of pounds, once it is given", () => {
    expect(loadEmissions({ miles: 963, equipment: 'dryVan', weight: null })).toEqual({
      co2e_kg: 2337,
      co2e_method: co2eMethod('dryVan'),
    });
    // 42,000 lb is 19.05 t: 19.05 x 1,549.8 km x 95 g = 2,804.9 kg.
    expect(loadEmissions({ miles: 963, equipment: 'dryVan', weight: 42 })).toEqual({
      co2e_kg: 2805,
      co2e_method: co2eMethod('dryVan', 42_000),
    });
  });
});
