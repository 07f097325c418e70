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
      counts: { all: 3, unfinished: 1, inprogress: 0, upcoming: 1, past: 1 },
      page: 1,
      page_size: 2,
    });
    expect((await page('?page=2&page_size=2')).results.map(({ id }) => id)).toEqual([ids[2]]);
    expect(await page('?search=dallas&status=upcoming')).toMatchObject({
      results: [expect.objectContaining({ id: ids[0] })],
      count: 1,
      counts: { all: 2, unfinished: 1, inprogress: 0, upcoming: 1, past: 0 },
    });
    expect((await page('?search=MONTREAL, qc')).count).toBe(1);
    expect(await page('?page=9')).toMatchObject({ results: [], count: 3, page: 9 });
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
    expect(await call('/invoices/?month_start=2026-11-01', { token })).toEqual({
      status: 400,
      body: { errors: { month_start: [SERVER_MESSAGES.invalidInstant] } },
    });
  });
});
