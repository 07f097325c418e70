import { addDays } from '@domain/dates';
import { invoiceTotals } from '@domain/invoiceTotals';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { Shipment } from '@domain/types';
import { bookOn, finalize, invoicePage, payByCard } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, laneCities, newShipper, patchShipment } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const MONTH_START = '2026-06-01T00:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

const lane = (pickupDate = addDays(TODAY, 5)) => ({
  pickupCity: cities.chicago.id,
  dropoffCity: cities.dallas.id,
  pickupDate,
});
const plus = (...amounts: string[]) =>
  centsToMoney(amounts.reduce((sum, amount) => sum + moneyToCents(amount), 0));
const monthStart = (instant: string) => `month_start=${encodeURIComponent(instant)}`;

describe('GET /api/invoices/ pages', () => {
  it('gives the newest invoices first, a page at a time, with the count of all', async () => {
    const riley = await newShipper(server);
    const invoiced: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(60_000);
      invoiced.unshift((await finalize(server, riley, (await book(server, riley, lane())).id)).id);
    }
    await book(server, riley, lane());
    const shipmentIds = (page: { results: { shipment_id: number }[] }) =>
      page.results.map((invoice) => invoice.shipment_id);

    const first = await invoicePage(server, riley, '?page_size=3');
    expect(first).toMatchObject({ count: 5, page: 1, page_size: 3 });
    expect(shipmentIds(first)).toEqual(invoiced.slice(0, 3));
    expect(shipmentIds(await invoicePage(server, riley, '?page=2&page_size=3'))).toEqual(
      invoiced.slice(3),
    );
    expect(await invoicePage(server, riley)).toMatchObject({ count: 5, page_size: 20 });
    expect(await invoicePage(server, riley, '?page=3&page_size=3')).toMatchObject({
      results: [],
      count: 5,
      page: 3,
    });
  });

  it("gives one shipment's invoice, and nothing for a shipment without one or someone else's", async () => {
    const riley = await newShipper(server);
    const other = await newShipper(server);
    const invoiced = await finalize(server, riley, (await book(server, riley, lane())).id);
    const quoted = await book(server, riley, lane());
    const theirs = await finalize(server, other, (await book(server, other, lane())).id);
    await finalize(server, riley, (await book(server, riley, lane())).id);

    const page = await invoicePage(server, riley, `?shipment_id=${invoiced.id}`);
    expect(page).toMatchObject({ count: 1, page: 1 });
    expect(page.results).toEqual([expect.objectContaining({ shipment_id: invoiced.id })]);
    for (const id of [quoted.id, theirs.id])
      expect(await invoicePage(server, riley, `?shipment_id=${id}`)).toMatchObject({
        results: [],
        count: 0,
      });
  });
});

describe('GET /api/invoices/ totals', () => {
  let riley: Caller;
  let paidInMay: Shipment;
  let paidToday: Shipment;
  let overdue: Shipment;
  beforeAll(async () => {
    server.clock.set(NOW);
    riley = await newShipper(server);
    paidInMay = await bookOn(server, riley, new Date('2026-05-01T12:00:00Z'), lane('2026-05-02'));
    server.clock.set(new Date('2026-05-01T13:00:00Z'));
    await payByCard(server, riley, paidInMay.id);
    server.clock.set(NOW);
    paidToday = await book(server, riley, lane());
    await payByCard(server, riley, paidToday.id);
    // Picked up yesterday, never paid.
    overdue = await finalize(server, riley, (await book(server, riley, lane('2026-06-14'))).id);
    await finalize(server, riley, (await book(server, riley, lane())).id);
    await book(server, riley, lane());
  });

  it('sums every invoice paid, every one overdue, and those paid since the month began', async () => {
    const page = await invoicePage(server, riley, `?page_size=1&${monthStart(MONTH_START)}`);
    expect(page.count).toBe(4);
    expect(page.results).toHaveLength(1);
    expect(page.totals).toEqual({
      paid: plus(paidInMay.total_price, paidToday.total_price),
      overdue: overdue.total_price,
      this_month: paidToday.total_price,
    });
    const all = await invoicePage(server, riley, '?page_size=100');
    expect(page.totals).toEqual(invoiceTotals(all.results, new Date(MONTH_START)));
  });

  it("takes the month from the shipper's own calendar, or else the UTC month", async () => {
    const totals = async (query: string) => (await invoicePage(server, riley, query)).totals;
    // In Chicago, May began at 05:00 UTC: the payment of 13:00 UTC on May 1 is in May there.
    expect((await totals(`?${monthStart('2026-05-01T00:00:00-05:00')}`)).this_month).toBe(
      plus(paidInMay.total_price, paidToday.total_price),
    );
    expect((await totals(`?${monthStart('2026-06-15T16:00:00.000Z')}`)).this_month).toBe('0.00');
    expect((await totals('')).this_month).toBe(paidToday.total_price);
  });
});

describe('GET /api/invoices/ stays right', () => {
  it('its page and totals follow a finalize, a driver-assist change, the pickup date passing, a new price and a payment', async () => {
    const riley = await newShipper(server);
    const summary = async () => {
      const { count, totals, results } = await invoicePage(
        server,
        riley,
        `?${monthStart(MONTH_START)}`,
      );
      return { count, ...totals, amounts: results.map((invoice) => invoice.total_amount) };
    };
    const none = { count: 0, paid: '0.00', overdue: '0.00', this_month: '0.00', amounts: [] };
    expect(await summary()).toEqual(none);

    const tomorrow = addDays(TODAY, 1);
    const shipment = await finalize(server, riley, (await book(server, riley, lane(tomorrow))).id);
    const first = { ...none, count: 1, amounts: [shipment.total_price] };
    expect(await summary()).toEqual(first);
    server.clock.advance(2 * DAY_MS);
    expect(await summary()).toEqual({ ...first, overdue: shipment.total_price });
    const assisted = (
      await patchShipment(server, riley, shipment.id, 'appointment', { driver_assist: true })
    ).json<Shipment>();
    const afterAssist = { ...none, count: 1, amounts: [assisted.total_price] };
    expect(await summary()).toEqual({ ...afterAssist, overdue: assisted.total_price });
    // The price held a day: paid two days on, the lane is priced again first.
    const repriced = (
      await callApi(server, riley, 'POST', `/shipper/shipments/${shipment.id}/reprice/`)
    ).json<Shipment>();
    expect(repriced.total_price).not.toBe(assisted.total_price);
    const afterReprice = { ...none, count: 1, amounts: [repriced.total_price] };
    expect(await summary()).toEqual({ ...afterReprice, overdue: repriced.total_price });
    await payByCard(server, riley, shipment.id);
    expect(await summary()).toEqual({
      ...afterReprice,
      paid: repriced.total_price,
      this_month: repriced.total_price,
    });
  });
});

describe('GET /api/invoices/ refuses', () => {
  it.each([
    [
      '?month_start=2026-06-01',
      { month_start: ['Enter a valid date and time (ISO 8601, with a time zone).'] },
    ],
    [
      '?month_start=yesterday',
      { month_start: ['Enter a valid date and time (ISO 8601, with a time zone).'] },
    ],
    ['?page_size=101', { page_size: ['Ensure this value is less than or equal to 100.'] }],
    ['?page=0', { page: ['Enter a positive whole number'] }],
    ['?shipment_id=abc', { shipment_id: ['Enter a positive whole number'] }],
  ])('%s', async (query, errors) => {
    const response = await callApi(server, await newShipper(server), 'GET', `/invoices/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });
});
