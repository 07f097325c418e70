import { eq } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { centsToMoney } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Equipment, IsoDate, ListResponse, Quote, Shipment } from '@domain/types';
import { shipments } from '../db/schema';
import type { Caller } from './shipmentFixtures';
import { asDetail, book, callApi, laneCities, newShipper } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));
const dana = fixture(() => newShipper(server));

const create = (who: Caller | null, body: unknown) =>
  callApi(server, who, 'POST', '/shipper/shipments/', body);
const lane = (pickupDate = addDays(TODAY, 7)) => ({
  equipment: 'dryVan',
  pickup: { city: cities.chicago.id, date: pickupDate },
  dropoff: { city: cities.dallas.id },
});

/** The lane's quote for the pickup day, as the shipper was shown it before booking. */
const quoteFor = async (equipment: Equipment, pickupDate: IsoDate) => {
  const response = await callApi(server, null, 'POST', '/shipper/distance-price/', {
    pickup_location: cities.chicago.id,
    dropoff_location: cities.dallas.id,
    equipment,
    pickup_date: pickupDate,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Quote>();
};

describe('POST /api/shipper/shipments/', () => {
  it('books the quoted lane: price and transit from the quote, status unfinished, nothing else filled', async () => {
    const response = await create(dana, { ...lane(), equipment: 'reefer' });
    expect(response.statusCode).toBe(201);
    const quote = await quoteFor('reefer', addDays(TODAY, 7));
    const basePrice = centsToMoney(Math.round(quote.base_price * 100));
    const emptyStop = {
      facility_name: null,
      facility_address: null,
      zip_code: null,
      scheduling_preference: null,
      contact_name: null,
      phone_number: null,
      email: null,
      location_number: null,
      additional_notes: null,
      appointment_date: null,
      window_start: null,
      window_end: null,
    };
    expect(response.json()).toEqual({
      id: expect.any(Number),
      status: 'unfinished',
      equipment: 'reefer',
      eta_state: null,
      eta_at: null,
      carrier_name: null,
      picked_up_on: null,
      base_price: basePrice,
      driver_assist: false,
      driver_assist_fee: '0.00',
      total_price: basePrice,
      miles: quote.miles,
      min_transit_time: quote.min_transit_time,
      reference_number: null,
      weight: null,
      commodity: null,
      packaging: null,
      packaging_type: null,
      temperature_f: null,
      temperature_mode: null,
      pickup: {
        city: { id: cities.chicago.id, name: 'Chicago', region_code: 'IL', country_code: 'US' },
        date: '2026-06-22',
        ...emptyStop,
      },
      dropoff: {
        city: { id: cities.dallas.id, name: 'Dallas', region_code: 'TX', country_code: 'US' },
        date: addDays('2026-06-22', quote.min_transit_time),
        ...emptyStop,
      },
      created_at: NOW.toISOString(),
      booked_by: { id: dana.userId, first_name: 'Riley', last_name: 'Stone' },
      cancelled_at: null,
      cancellation_reason: null,
      cancellation_reason_text: null,
      cancellation_fee: null,
      refunded_amount: null,
    });
    expect(quote.min_transit_time).toBe(2);
  });

  it('sets the drop-off date itself, whatever the client sent', async () => {
    const response = await create(dana, {
      ...lane(),
      dropoff: { city: cities.dallas.id, date: '2026-06-23' },
    });
    expect(response.json<Shipment>().dropoff.date).toBe('2026-06-24');
    const oneDay = await create(dana, {
      equipment: 'dryVan',
      pickup: { city: cities.dallas.id, date: '2026-06-22' },
      dropoff: { city: cities.houston.id, date: '2027-01-01' },
    });
    expect(oneDay.json<Shipment>()).toMatchObject({
      min_transit_time: 1,
      dropoff: { date: '2026-06-23' },
    });
  });

  it('ignores prices, statuses, owners and other fields the client has no say in', async () => {
    const other = await newShipper(server);
    const response = await create(dana, {
      ...lane(),
      id: 1,
      base_price: '1.00',
      total_price: '1.00',
      driver_assist: true,
      driver_assist_fee: '0.00',
      status: 'past',
      paid: true,
      paid_at: NOW.toISOString(),
      user_id: other.userId,
      miles: 1,
      min_transit_time: 30,
      reference_number: 'PO-EVIL',
      created_at: '2020-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const shipment = response.json<Shipment>();
    const quote = await quoteFor('dryVan', addDays(TODAY, 7));
    expect(shipment).toMatchObject({
      status: 'unfinished',
      base_price: centsToMoney(Math.round(quote.base_price * 100)),
      driver_assist: false,
      miles: quote.miles,
      min_transit_time: quote.min_transit_time,
      reference_number: null,
      created_at: NOW.toISOString(),
    });
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row).toMatchObject({ userId: dana.userId, paidAt: null, driverAssist: false });
    expect(
      (await callApi(server, other, 'GET', `/shipper/shipments/${shipment.id}`)).statusCode,
    ).toBe(404);
  });

  it('reports every missing field under its inner name', async () => {
    const response = await create(dana, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        equipment: [MESSAGES.selectOption],
        city: [MESSAGES.selectOption],
        date: [MESSAGES.pickupDateRequired],
      },
    });
  });

  it('refuses unknown equipment, a city that is not an id, and a date that is not a day', async () => {
    const response = await create(dana, {
      equipment: 'flatbed',
      pickup: { city: 'Chicago', date: '2026-02-30' },
      dropoff: { city: cities.dallas.id },
    });
    expect(response.json()).toEqual({
      errors: {
        equipment: [MESSAGES.selectOption],
        city: [MESSAGES.selectOption],
        date: [SERVER_MESSAGES.invalidDate],
      },
    });
    const notAnObject = await create(dana, { ...lane(), pickup: 'Chicago' });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ errors: { pickup: [expect.any(String)] } });
  });

  it('takes a city id typed as text, as a form sends it, and refuses a stop that is no object', async () => {
    const typed = await create(dana, {
      ...lane(),
      pickup: { ...lane().pickup, city: String(cities.chicago.id) },
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json<Shipment>().pickup.city.id).toBe(cities.chicago.id);
    const notAnObject = await create(dana, { ...lane(), dropoff: cities.dallas.id });
    expect([notAnObject.statusCode, notAnObject.json()]).toEqual([
      400,
      { errors: { dropoff: ['Must be an object.'] } },
    ]);
  });

  it('refuses cities that do not exist, and the same city at both ends', async () => {
    const unknown = await create(dana, { ...lane(), dropoff: { city: 99999999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: { city: [SERVER_MESSAGES.unknownCity] } });
    const bothUnknown = await create(dana, {
      ...lane(),
      pickup: { city: 99999998, date: '2026-06-20' },
      dropoff: { city: 99999999 },
    });
    expect(bothUnknown.json()).toEqual({ errors: { city: [SERVER_MESSAGES.unknownCity] } });
    const same = await create(dana, { ...lane(), dropoff: { city: cities.chicago.id } });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ errors: { dropoff: [SERVER_MESSAGES.sameCity] } });
  });

  it('takes a pickup from yesterday (UTC) to a year ahead, and reports a bad lane and date together', async () => {
    expect((await create(dana, lane('2026-06-14'))).statusCode).toBe(201);
    expect((await create(dana, lane('2027-06-15'))).statusCode).toBe(201);
    expect((await create(dana, lane('2026-06-13'))).json()).toEqual({
      errors: { date: [SERVER_MESSAGES.pickupDateTooEarly] },
    });
    expect((await create(dana, lane('2027-06-16'))).json()).toEqual({
      errors: { date: [SERVER_MESSAGES.pickupDateTooLate] },
    });
    // Just before midnight UTC, the next day is still a day ahead; just after, today is the limit.
    server.clock.set(new Date('2026-06-16T00:00:01.000Z'));
    expect((await create(dana, lane('2026-06-14'))).statusCode).toBe(400);
    expect((await create(dana, lane('2026-06-15'))).statusCode).toBe(201);
    const both = await create(dana, {
      ...lane('2020-01-01'),
      dropoff: { city: cities.chicago.id },
    });
    expect(both.json()).toEqual({
      errors: {
        dropoff: [SERVER_MESSAGES.sameCity],
        date: [SERVER_MESSAGES.pickupDateTooEarly],
      },
    });
  });
});

describe('GET /api/shipper/shipments/', () => {
  it("lists the caller's own shipments, newest first, and only theirs", async () => {
    const riley = await newShipper(server);
    const other = await newShipper(server);
    const first = await book(server, riley, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: '2026-06-20',
    });
    server.clock.advance(60_000);
    const second = await book(server, riley, {
      pickupCity: cities.dallas.id,
      dropoffCity: cities.houston.id,
      pickupDate: '2026-06-21',
    });
    const third = await book(server, riley, {
      pickupCity: cities.houston.id,
      dropoffCity: cities.chicago.id,
      pickupDate: '2026-06-22',
    });
    await book(server, other, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.houston.id,
      pickupDate: '2026-06-20',
    });

    const response = await callApi(server, riley, 'GET', '/shipper/shipments/');
    expect(response.statusCode).toBe(200);
    const { results } = response.json<ListResponse<Shipment>>();
    // Booked in the same instant: the later id comes first.
    expect(results.map((s) => s.id)).toEqual([third.id, second.id, first.id]);
    expect(results[0]).toEqual(third);
    expect(
      (await callApi(server, await newShipper(server), 'GET', '/shipper/shipments/')).json(),
    ).toMatchObject({ results: [], count: 0 });
  });
});

describe('GET /api/shipper/shipments/:id', () => {
  it("answers the shipment, and 404 for a missing one, another shipper's, or an id that is not one", async () => {
    const created = await book(server, dana, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: '2026-06-20',
    });
    const read = await callApi(server, dana, 'GET', `/shipper/shipments/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(asDetail(created));

    const other = await newShipper(server);
    for (const [who, id] of [
      [other, String(created.id)],
      [dana, '99999999'],
      [dana, 'abc'],
      [dana, '1.5'],
      [dana, '-1'],
      [dana, '0'],
      [dana, '99999999999999999999'],
    ] as const) {
      const response = await callApi(server, who, 'GET', `/shipper/shipments/${id}`);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { message: MESSAGES.notFound },
      });
    }
  });
});
