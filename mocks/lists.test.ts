import { addDays, todayUtc } from '@domain/dates';
import { invoiceTotals } from '@domain/invoiceTotals';
import { centsToMoney, moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { InvoicePage, ShipmentPage } from '@domain/types';
import { seedInvoice, seedShipment, seedUser } from './db';
import { call } from './testing/callApi';

describe("the mocked API's lists", () => {
  it('pages the shipments newest first, with every tab counted among the matches', async () => {
    const { user, token } = seedUser();
    const seeded = [
      seedShipment(user.id, { from: 'Chicago', to: 'Dallas' }),
      seedShipment(user.id, { from: 'Toronto', to: 'Montréal', status: 'past' }),
      seedShipment(user.id, { from: 'Houston', to: 'Dallas', status: 'upcoming' }),
    ];
    const ids = seeded.map(({ id }) => id).reverse();
    const page = async (query: string) =>
      (await call<ShipmentPage>(`/shipper/shipments/${query}`, { token })).body;

    expect(await page('?page_size=2')).toEqual({
      results: [expect.objectContaining({ id: ids[0] }), expect.objectContaining({ id: ids[1] })],
      count: 3,
      counts: { all: 3, unfinished: 1, inprogress: 0, upcoming: 1, past: 1, cancelled: 0 },
      page: 1,
      page_size: 2,
    });
    expect((await page('?page=2&page_size=2')).results.map(({ id }) => id)).toEqual([ids[2]]);
    expect(await page('?search=dallas&status=upcoming')).toMatchObject({
      results: [expect.objectContaining({ id: ids[0] })],
      count: 1,
      counts: { all: 2, unfinished: 1, inprogress: 0, upcoming: 1, past: 0, cancelled: 0 },
    });
    expect((await page('?search=MONTREAL, qc')).count).toBe(1);
    expect(await page('?page=9')).toMatchObject({ results: [], count: 3, page: 9 });
  });

  it('sorts the shipments by each field either way, ties by id the same way', async () => {
    const { user, token } = seedUser();
    const { user: other } = seedUser();
    const createdAt = new Date(Date.now() - 86_400_000).toISOString();
    const inFourDays = addDays(todayUtc(), 4);
    const twin = { from: 'Chicago', to: 'Dallas', pickupDate: inFourDays, createdAt };
    const [first, second] = [seedShipment(user.id, twin), seedShipment(user.id, twin)];
    const upcoming = seedShipment(user.id, {
      from: 'Houston',
      to: 'Dallas',
      equipment: 'reefer',
      driverAssist: true,
      status: 'upcoming',
      pickupDate: addDays(todayUtc(), 2),
    });
    const past = seedShipment(user.id, { from: 'Toronto', to: 'Montréal', status: 'past' });
    seedShipment(other.id, twin);
    const order = async (ordering: string) =>
      (
        await call<ShipmentPage>(`/shipper/shipments/?page_size=100&ordering=${ordering}`, {
          token,
        })
      ).body.results.map(({ id }) => id);
    const byId = [first.id, second.id, upcoming.id, past.id];
    expect(await order('id')).toEqual(byId);
    expect(await order('-id')).toEqual([...byId].reverse());
    expect(await order('status')).toEqual(byId);
    expect(await order('-status')).toEqual([past.id, upcoming.id, second.id, first.id]);
    expect(await order('pickup_date')).toEqual([past.id, upcoming.id, first.id, second.id]);
    expect(await order('-dropoff_date')).toEqual([second.id, first.id, upcoming.id, past.id]);
    expect((await order('created_at')).slice(0, 2)).toEqual([first.id, second.id]);
    expect((await order('-created_at')).slice(2)).toEqual([second.id, first.id]);
    const totals = (await order('total_price')).map(
      (id) => [first, second, upcoming, past].find((shipment) => shipment.id === id)?.total_price,
    );
    expect(totals.map(Number)).toEqual([...totals.map(Number)].sort((a, b) => a - b));
    const ascending = await order('total_price');
    expect(ascending.indexOf(second.id) - ascending.indexOf(first.id)).toBe(1);
  });

  it('filters the shipments by equipment and pickup dates, counting the tabs among the matches', async () => {
    const { user, token } = seedUser();
    const inDays = (days: number) => addDays(todayUtc(), days);
    const dryVan = seedShipment(user.id, { pickupDate: inDays(3) });
    const reefer = seedShipment(user.id, { equipment: 'reefer', pickupDate: inDays(5) });
    const paidReefer = seedShipment(user.id, { equipment: 'reefer', status: 'upcoming' });
    const page = async (query: string) =>
      (await call<ShipmentPage>(`/shipper/shipments/?ordering=id&${query}`, { token })).body;
    const ids = async (query: string) => (await page(query)).results.map(({ id }) => id);

    expect(await page('equipment=reefer')).toMatchObject({
      count: 2,
      counts: { all: 2, unfinished: 1, inprogress: 0, upcoming: 1, past: 0, cancelled: 0 },
    });
    expect(await ids('equipment=reefer&status=upcoming')).toEqual([paidReefer.id]);
    expect(await ids(`pickup_from=${inDays(3)}&pickup_to=${inDays(5)}`)).toEqual(
      [dryVan, reefer, paidReefer]
        .filter(({ pickup }) => pickup.date >= inDays(3) && pickup.date <= inDays(5))
        .map(({ id }) => id),
    );
    expect(await ids(`pickup_to=${inDays(3)}&equipment=dryVan`)).toEqual([dryVan.id]);
    expect(await ids(`pickup_from=${inDays(4)}&search=dallas`)).toEqual(
      [reefer, paidReefer].filter(({ pickup }) => pickup.date >= inDays(4)).map(({ id }) => id),
    );
  });

  it('pages the invoices with the totals over all of them, or gives one shipment’s', async () => {
    const { user, token } = seedUser();
    const paid = seedInvoice(seedShipment(user.id, { status: 'upcoming' }).id);
    const pending = seedInvoice(seedShipment(user.id, { finalized: true }).id);
    const monthStart = new Date(Date.now() - 60_000).toISOString();
    const { body } = await call<InvoicePage>(
      `/invoices/?page_size=1&month_start=${encodeURIComponent(monthStart)}`,
      { token },
    );
    expect(body).toEqual({
      results: [pending],
      count: 2,
      page: 1,
      page_size: 1,
      totals: invoiceTotals([pending, paid], new Date(monthStart)),
      filter_total: centsToMoney(
        moneyToCents(pending.total_amount) + moneyToCents(paid.total_amount),
      ),
    });
    const ofShipment = await call<InvoicePage>(`/invoices/?shipment_id=${paid.shipment_id}`, {
      token,
    });
    expect(ofShipment.body).toMatchObject({ results: [paid], count: 1 });
  });

  it('refuses a bad page, page size, tab or month with field errors', async () => {
    const { token } = seedUser();
    expect(await call('/shipper/shipments/?page=0&page_size=101&status=open', { token })).toEqual({
      status: 400,
      body: {
        errors: {
          page: ['Enter a positive whole number'],
          page_size: [SERVER_MESSAGES.pageSizeTooLarge],
          status: [SERVER_MESSAGES.invalidTab],
        },
      },
    });
    expect(
      await call(
        '/shipper/shipments/?ordering=price&equipment=van&pickup_from=2026-06-20&pickup_to=2026-06-19',
        { token },
      ),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          ordering: [expect.stringMatching(/^Select a valid choice: id, -id, /)],
          equipment: ['Select a valid choice: dryVan, reefer.'],
          pickup_to: [SERVER_MESSAGES.dateRangeReversed],
        },
      },
    });
    expect(await call('/invoices/?month_start=2026-11-01', { token })).toEqual({
      status: 400,
      body: { errors: { month_start: [SERVER_MESSAGES.invalidInstant] } },
    });
  });
});
