import { testServerFixture } from './testServerFixture';
import { cityNamed, forgetPlaces, preparePlaces } from '../services/places';

const server = testServerFixture();
let chicago: number;
let dallas: number;
beforeAll(async () => {
  chicago = (await cityNamed(server.db, 'Chicago', 'IL')).id;
  dallas = (await cityNamed(server.db, 'Dallas', 'TX')).id;
});

const quote = (payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/shipper/distance-price/',
    payload: payload as object,
  });

describe('POST /api/shipper/distance-price/', () => {
  it('prices a dry van lane by default, with road miles and transit days', async () => {
    const response = await quote({ pickup_location: chicago, dropoff_location: dallas });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.miles).toBeGreaterThan(900);
    expect(body.miles).toBeLessThan(1000);
    expect(body.min_transit_time).toBe(2);
    expect(body.base_price).toBe((20000 + 210 * body.miles) / 100);
  });

  it('prices reefer higher than dry van, and the same both ways', async () => {
    const dry = (
      await quote({ pickup_location: chicago, dropoff_location: dallas, equipment: 'dryVan' })
    ).json();
    const reefer = (
      await quote({ pickup_location: chicago, dropoff_location: dallas, equipment: 'reefer' })
    ).json();
    const back = (
      await quote({ pickup_location: dallas, dropoff_location: chicago, equipment: 'reefer' })
    ).json();
    expect(reefer.base_price).toBeGreaterThan(dry.base_price);
    expect(back).toEqual(reefer);
  });

  it('prices a lane alike just after a start, before the places are read into memory', async () => {
    forgetPlaces(server.db);
    const early = await quote({ pickup_location: chicago, dropoff_location: dallas });
    await preparePlaces(server.db);
    const later = await quote({ pickup_location: chicago, dropoff_location: dallas });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual(later.json());
    forgetPlaces(server.db);
    const unknown = await quote({ pickup_location: 2 ** 31, dropoff_location: dallas });
    expect(unknown.json()).toEqual({ errors: { pickup_location: ['Unknown city.'] } });
  });

  it('refuses the same city at both ends, unknown cities and missing ones', async () => {
    const same = await quote({ pickup_location: chicago, dropoff_location: chicago });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      errors: { dropoff_location: ['Pick-up and drop-off must be different cities.'] },
    });

    const unknown = await quote({ pickup_location: 99999999, dropoff_location: dallas });
    expect(unknown.json()).toEqual({ errors: { pickup_location: ['Unknown city.'] } });

    const missing = await quote({ equipment: 'flatbed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: {
        pickup_location: ['You must select an option'],
        dropoff_location: ['You must select an option'],
        equipment: ['You must select an option'],
      },
    });
  });

  it('refuses ids below 1 and equipment it does not carry in the words of the quote form', async () => {
    const selectOption = ['You must select an option'];
    const refusals: [object, Record<string, string[]>][] = [
      [{ pickup_location: 0, dropoff_location: dallas }, { pickup_location: selectOption }],
      [{ pickup_location: chicago, dropoff_location: -5 }, { dropoff_location: selectOption }],
      [
        { pickup_location: chicago, dropoff_location: dallas, equipment: '' },
        { equipment: selectOption },
      ],
      [
        { pickup_location: chicago, dropoff_location: dallas, equipment: 'DryVan' },
        { equipment: selectOption },
      ],
      [{ dropoff_location: dallas }, { pickup_location: selectOption }],
      // A field the form refuses is all the answer says, even beside an unknown city.
      [{ pickup_location: 0, dropoff_location: 99999999 }, { pickup_location: selectOption }],
    ];
    for (const [body, errors] of refusals) {
      const response = await quote(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
  });
});
