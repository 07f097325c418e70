import { testServerFixture } from './testServerFixture';
import { cityNamed, forgetPlaces, preparePlaces } from '../services/places';

/** A Thursday: the usual lead time of three days makes the pickup a Sunday. */
const NOW = new Date('2026-11-26T15:00:00.000Z');
const server = testServerFixture({ now: NOW });
let chicago: number;
let dallas: number;
beforeAll(async () => {
  chicago = (await cityNamed(server.db, 'Chicago', 'IL')).id;
  dallas = (await cityNamed(server.db, 'Dallas', 'TX')).id;
});

/** A POST of the body to one of the quote's paths, with no account. */
const poster = (url: string) => (payload: unknown) =>
  server.app.inject({ method: 'POST', url, payload: payload as object });

const quote = poster('/api/shipper/distance-price/');
const calendar = poster('/api/shipper/distance-price/calendar/');

describe('POST /api/shipper/distance-price/', () => {
  it('prices a dry van lane by default, for a pickup after the usual lead time, itemised', async () => {
    const response = await quote({ pickup_location: chicago, dropoff_location: dallas });
    expect(response.statusCode).toBe(200);
    // Sunday's linehaul, (200 + 1.70 x 963) x 0.96; diesel at $3.624, $3.62 in cents: (3.62 - 1.25) / 6 rounds to $0.40 a mile.
    expect(response.json()).toEqual({
      quote_id: expect.stringMatching(/\S/),
      expires_at: '2026-11-26T15:15:00.000Z',
      miles: 963,
      min_transit_time: 2,
      base_price: 2148.82,
      pickup_date: '2026-11-29',
      line_items: [
        { kind: 'linehaul', label: 'Linehaul', amount: '1763.62', rate_per_mile: '1.83' },
        {
          kind: 'fuel_surcharge',
          label: 'Fuel surcharge',
          amount: '385.20',
          rate_per_mile: '0.40',
        },
      ],
      all_in_per_mile: '2.23',
      co2e_kg: 2337,
      co2e_method:
        'GLEC Framework v3.1 (ISO 14083), well to wheel: the North American truckload dry van ' +
        'default of 95 g CO2e per tonne-km, for a typical load of 35,000 lb.',
    });
  });

  it('prices the day asked for: short notice and the weekday move the linehaul alone', async () => {
    const on = async (pickup_date: string) =>
      (await quote({ pickup_location: chicago, dropoff_location: dallas, pickup_date })).json();
    // Today, a Thursday: 1.15 x 0.99; tomorrow, a Friday: 1.10 x 1.05; next Tuesday: 1.
    const [today, tomorrow, tuesday] = await Promise.all(
      ['2026-11-26', '2026-11-27', '2026-12-01'].map(on),
    );
    expect([today.base_price, tomorrow.base_price, tuesday.base_price]).toEqual([
      2476.74, 2507.05, 2222.3,
    ]);
    expect([today.pickup_date, tomorrow.pickup_date, tuesday.pickup_date]).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-12-01',
    ]);
    expect(new Set([today, tomorrow, tuesday].map((day) => day.line_items[1].amount))).toEqual(
      new Set(['385.20']),
    );
  });

  it('prices a lane asked again the next day for that day', async () => {
    const lane = { pickup_location: chicago, dropoff_location: dallas, equipment: 'reefer' };
    const before = (await quote(lane)).json();
    server.clock.set(new Date('2026-11-27T15:00:00.000Z'));
    try {
      const after = (await quote(lane)).json();
      // From Friday the usual lead time is a Monday: 1.04 instead of Sunday's 0.96.
      expect([before.pickup_date, after.pickup_date]).toEqual(['2026-11-29', '2026-11-30']);
      expect(after.base_price).toBe(2627.05);
    } finally {
      server.clock.set(NOW);
    }
  });

  it('refuses a day no shipment could be booked on, beside the lane’s own faults', async () => {
    const lane = { pickup_location: chicago, dropoff_location: dallas };
    const refusals: [unknown, string][] = [
      ['2026-11-24', 'Pickup date cannot be in the past.'],
      ['2027-11-27', 'Pickup date must be within a year from today.'],
      ['2026-02-30', 'Enter a valid date (YYYY-MM-DD).'],
      ['next week', 'Enter a valid date (YYYY-MM-DD).'],
      [20261201, 'Must be a string.'],
    ];
    for (const [pickup_date, message] of refusals) {
      const response = await quote({ ...lane, pickup_date });
      expect([pickup_date, response.statusCode, response.json()]).toEqual([
        pickup_date,
        400,
        { errors: { pickup_date: [message] } },
      ]);
    }
    // Yesterday is still today west of UTC.
    expect((await quote({ ...lane, pickup_date: '2026-11-25' })).statusCode).toBe(200);
    const both = await quote({
      pickup_location: 99999999,
      dropoff_location: dallas,
      pickup_date: '2026-11-01',
    });
    expect(both.json()).toEqual({
      errors: {
        pickup_location: ['Unknown city.'],
        pickup_date: ['Pickup date cannot be in the past.'],
      },
    });
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
    // Each quote has its own id: the prices are the same.
    expect({ ...back, quote_id: '' }).toEqual({ ...reefer, quote_id: '' });
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
      errors: {
        dropoff_location: ['Pickup and dropoff are the same city. Pick a different dropoff city.'],
      },
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

describe('POST /api/shipper/distance-price/calendar/', () => {
  it("prices each of the strip's 21 days from today as its own quote, the cheapest marked", async () => {
    const lane = { pickup_location: chicago, dropoff_location: dallas, equipment: 'reefer' };
    const response = await calendar(lane);
    expect(response.statusCode).toBe(200);
    const { days } = response.json<{
      days: { date: string; base_price: number; line_items: unknown[]; cheapest: boolean }[];
    }>();
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 21 }, (_, n) =>
        new Date(Date.UTC(2026, 10, 26 + n)).toISOString().slice(0, 10),
      ),
    );
    for (const day of [days[0], days[4], days[20]]) {
      const own = (await quote({ ...lane, pickup_date: day?.date })).json();
      expect(day).toEqual({
        date: own.pickup_date,
        base_price: own.base_price,
        line_items: own.line_items,
        cheapest: day?.cheapest,
      });
    }
    // The Sundays past the short notice: (250 + 1.95 x 963) x 0.96 + 0.43 x 963.
    expect(days.filter((day) => day.cheapest)).toEqual(
      ['2026-11-29', '2026-12-06', '2026-12-13'].map((date) =>
        expect.objectContaining({ date, base_price: 2456.83 }),
      ),
    );
  });

  it('starts the strip on the day asked for', async () => {
    const response = await calendar({
      pickup_location: chicago,
      dropoff_location: dallas,
      from_date: '2027-01-04',
    });
    const { days } = response.json<{ days: { date: string }[] }>();
    expect([days[0]?.date, days[20]?.date]).toEqual(['2027-01-04', '2027-01-24']);
  });

  it('refuses a lane that is not one and a first day that cannot be booked', async () => {
    const none = await calendar({});
    expect([none.statusCode, none.json()]).toEqual([
      400,
      {
        errors: {
          pickup_location: ['You must select an option'],
          dropoff_location: ['You must select an option'],
        },
      },
    ]);
    const past = await calendar({
      pickup_location: chicago,
      dropoff_location: chicago,
      from_date: '2026-11-01',
    });
    expect(past.json()).toEqual({
      errors: {
        dropoff_location: ['Pickup and dropoff are the same city. Pick a different dropoff city.'],
        from_date: ['Pickup date cannot be in the past.'],
      },
    });
    const invalid = await calendar({
      pickup_location: chicago,
      dropoff_location: dallas,
      from_date: 'monday',
    });
    expect(invalid.json()).toEqual({ errors: { from_date: ['Enter a valid date (YYYY-MM-DD).'] } });
  });
});
