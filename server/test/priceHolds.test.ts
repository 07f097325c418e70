import { moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PriceCheck, Quote, Shipment } from '@domain/types';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { cityNamed } from '../services/places';
import {
  attemptsOf,
  bookShipment,
  invoiceOf,
  pay,
  succeeded,
  succeededCharges,
} from './paymentFixtures';
import { callApi, newMember, newShipper } from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

/** A Thursday afternoon. */
const NOW = new Date('2026-11-26T15:00:00.000Z');
const server = testServerFixture({ now: NOW });
const HOUR_MS = 60 * 60 * 1000;
const later = (ms: number) => server.clock.set(new Date(server.clock.now().getTime() + ms));

let chicago: number;
let dallas: number;
beforeAll(async () => {
  chicago = (await cityNamed(server.db, 'Chicago', 'IL')).id;
  dallas = (await cityNamed(server.db, 'Dallas', 'TX')).id;
});

const quote = async (body: object = {}): Promise<Quote> => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/shipper/distance-price/',
    payload: { pickup_location: chicago, dropoff_location: dallas, ...body },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Quote>();
};

const bookOn = (who: Caller, body: { quote_id?: unknown; date: string; equipment?: string }) =>
  callApi(server, who, 'POST', '/shipper/shipments/', {
    ...(body.quote_id === undefined ? {} : { quote_id: body.quote_id }),
    equipment: body.equipment ?? 'dryVan',
    pickup: { city: chicago, date: body.date },
    dropoff: { city: dallas },
  });

/** How many shipments the shipper has: none is booked by a refused quote. */
const shipmentCount = async (who: Caller) => {
  const list = await callApi(server, who, 'GET', '/shipper/shipments/?tab=all');
  return list.json().count as number;
};

describe('a quote', () => {
  it('holds for a quarter of an hour, under an id', async () => {
    const quoted = await quote();
    expect(quoted.quote_id).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(quoted.expires_at).toBe('2026-11-26T15:15:00.000Z');
  });

  it('books at its price while it holds, even once the day has turned and the lane costs more', async () => {
    const who = await newShipper(server);
    server.clock.set(new Date('2026-11-26T23:55:00.000Z'));
    // Saturday is two days out tonight, and one tomorrow: short notice then costs more.
    const tonight = await quote({ pickup_date: '2026-11-28' });
    server.clock.set(new Date('2026-11-27T00:05:00.000Z'));
    const tomorrow = await quote({ pickup_date: '2026-11-28' });
    expect(tomorrow.base_price).toBeGreaterThan(tonight.base_price);

    const booked = await bookOn(who, { quote_id: tonight.quote_id, date: '2026-11-28' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json<Shipment>().base_price).toBe(tonight.base_price.toFixed(2));
    const detail = await callApi(server, who, 'GET', `/shipper/shipments/${booked.json().id}`);
    expect(detail.json<ShipmentDetail>().line_items).toEqual(tonight.line_items);
  });

  it('once expired is priced again: a 409 with the old price, the new one and a quote to book on', async () => {
    const who = await newShipper(server);
    const first = await quote({ pickup_date: '2026-11-30' });
    later(15 * 60 * 1000);
    const refused = await bookOn(who, { quote_id: first.quote_id, date: '2026-11-30' });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body).toEqual({
      message: SERVER_MESSAGES.quoteExpired,
      old_price: first.base_price,
      new_price: first.base_price,
      quote: { ...first, quote_id: expect.any(String), expires_at: '2026-11-26T15:30:00.000Z' },
    });
    expect(body.quote.quote_id).not.toBe(first.quote_id);
    expect(await shipmentCount(who)).toBe(0);

    const booked = await bookOn(who, { quote_id: body.quote.quote_id, date: '2026-11-30' });
    expect(booked.statusCode).toBe(201);
  });

  it('is refused when not known, or changed by hand, with no old price', async () => {
    const who = await newShipper(server);
    const real = await quote({ pickup_date: '2026-11-30' });
    const [payload = '', signature = ''] = real.quote_id.split('.');
    const cheaper = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(/,\d+,(\d+),/, ',100,$1,'),
    ).toString('base64url');
    for (const quote_id of [`${cheaper}.${signature}`, 'not-a-quote', `${payload}.`]) {
      const refused = await bookOn(who, { quote_id, date: '2026-11-30' });
      expect([refused.statusCode, refused.json().message, refused.json().old_price]).toEqual([
        409,
        SERVER_MESSAGES.quoteUnknown,
        null,
      ]);
      expect(refused.json().new_price).toBe(real.base_price);
    }
    expect(await shipmentCount(who)).toBe(0);
  });

  it('is refused for another pickup day or equipment, and priced for the booking asked', async () => {
    const who = await newShipper(server);
    const monday = await quote({ pickup_date: '2026-11-30' });
    const tuesday = await bookOn(who, { quote_id: monday.quote_id, date: '2026-12-01' });
    expect(tuesday.statusCode).toBe(409);
    expect(tuesday.json()).toMatchObject({
      message: SERVER_MESSAGES.quoteElsewhere,
      old_price: monday.base_price,
      quote: { pickup_date: '2026-12-01' },
    });
    const reefer = await bookOn(who, {
      quote_id: monday.quote_id,
      date: '2026-11-30',
      equipment: 'reefer',
    });
    expect(reefer.statusCode).toBe(409);
    expect(reefer.json().new_price).toBeGreaterThan(monday.base_price);
  });

  it('must be a short text: anything else is a 400, never a 500', async () => {
    const who = await newShipper(server);
    for (const quote_id of [{ id: 1 }, 'q'.repeat(513)]) {
      const response = await bookOn(who, { quote_id, date: '2026-11-30' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.quote_id).toHaveLength(1);
    }
  });
});

const priceCheck = async (who: Caller, id: number) =>
  (await callApi(server, who, 'GET', `/shipper/shipments/${id}/reprice/`)).json<PriceCheck>();
const reprice = (who: Caller, id: number) =>
  callApi(server, who, 'POST', `/shipper/shipments/${id}/reprice/`);
const detailOf = async (who: Caller, id: number) =>
  (await callApi(server, who, 'GET', `/shipper/shipments/${id}`)).json<ShipmentDetail>();

/** Books, finalized, for a pickup a week out (a Thursday). */
const booked = (who: Caller) => bookShipment(server, who);

describe("a shipment's price", () => {
  it('holds a day from booking, itemised', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    const detail = await detailOf(who, shipment.id);
    expect(detail.price_held_until).toBe('2026-11-27T15:00:00.000Z');
    expect(detail.line_items.map((item) => item.kind)).toEqual(['linehaul', 'fuel_surcharge']);
    expect(detail.line_items.reduce((sum, item) => sum + moneyToCents(item.amount), 0)).toBe(
      moneyToCents(detail.base_price),
    );
    expect(await priceCheck(who, shipment.id)).toEqual({
      price_held_until: '2026-11-27T15:00:00.000Z',
      held: true,
      old_total: shipment.total_price,
      new_total: shipment.total_price,
      line_items: detail.line_items,
    });
  });

  it('once the hold ended at the same price, is paid as it stands and held a day more', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    // Five days before pickup, as seven were: the same price.
    later(48 * HOUR_MS);
    expect(await priceCheck(who, shipment.id)).toMatchObject({
      held: false,
      new_total: shipment.total_price,
    });
    const paid = await pay(server, who, shipment.id);
    expect(paid.json()).toEqual(succeeded());
    expect(await succeededCharges(server, shipment.id)).toEqual([
      moneyToCents(shipment.total_price),
    ]);
    expect((await detailOf(who, shipment.id)).price_held_until).toBe('2026-11-29T15:00:00.000Z');
  });

  it('once the hold ended on a new price, is not charged until the shipper accepts it', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    // Two days before pickup: short notice costs more.
    later(5 * 24 * HOUR_MS);
    const check = await priceCheck(who, shipment.id);
    expect(check).toMatchObject({ held: false, old_total: shipment.total_price });
    expect(moneyToCents(check.new_total)).toBeGreaterThan(moneyToCents(shipment.total_price));

    const refused = await pay(server, who, shipment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: SERVER_MESSAGES.priceHoldEnded,
      old_total: shipment.total_price,
      new_total: check.new_total,
    });
    expect(await attemptsOf(server, shipment.id)).toEqual([]);

    const accepted = await reprice(who, shipment.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      total_price: check.new_total,
      price_held_until: '2026-12-02T15:00:00.000Z',
      line_items: check.line_items,
    });
    expect((await pay(server, who, shipment.id)).json()).toEqual(succeeded());
    expect(await succeededCharges(server, shipment.id)).toEqual([moneyToCents(check.new_total)]);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'paid',
      total_amount: check.new_total,
    });
    const history = await callApi(
      server,
      who,
      'GET',
      `/shipper/shipments/${shipment.id}/activity/`,
    );
    expect(JSON.stringify(history.json())).toContain('Accepted the new price: $');
  });

  it('is accepted again as a no-op while it holds, and refused once paid', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    const same = await reprice(who, shipment.id);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      total_price: shipment.total_price,
      price_held_until: '2026-11-27T15:00:00.000Z',
    });
    await pay(server, who, shipment.id);
    later(5 * 24 * HOUR_MS);
    const paid = await reprice(who, shipment.id);
    expect([paid.statusCode, paid.json()]).toEqual([400, { message: SERVER_MESSAGES.alreadyPaid }]);
  });
});

describe('the price calls by role, and with another company', () => {
  it('lets every member check the price, and those who pay accept a new one', async () => {
    const admin = await newShipper(server);
    const shipment = await booked(admin);
    later(5 * 24 * HOUR_MS);
    for (const role of ['viewer', 'finance', 'booker'] as const) {
      const member = await newMember(server, admin, role);
      expect(
        (await callApi(server, member, 'GET', `/shipper/shipments/${shipment.id}/reprice/`))
          .statusCode,
      ).toBe(200);
      const accepting = await reprice(member, shipment.id);
      if (role === 'viewer')
        expect([accepting.statusCode, accepting.json()]).toEqual([
          403,
          { message: 'Viewers cannot pay for shipments.' },
        ]);
      else expect(accepting.statusCode).toBe(200);
    }
  });

  it("answers another company's shipment as missing", async () => {
    const owner = await newShipper(server);
    const shipment = await booked(owner);
    const stranger = await newShipper(server);
    later(5 * 24 * HOUR_MS);
    for (const method of ['GET', 'POST'] as const) {
      const response = await callApi(
        server,
        stranger,
        method,
        `/shipper/shipments/${shipment.id}/reprice/`,
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await detailOf(owner, shipment.id)).total_price).toBe(shipment.total_price);
  });
});
