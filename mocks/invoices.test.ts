import { addDays, todayUtc } from '@domain/dates';
import { centsToMoney, moneyToCents } from '@domain/money';
import { SERVER_MESSAGES, validChoice } from '@domain/serverMessages';
import type { Invoice, InvoicePage } from '@domain/types';
import { seedInvoice, seedShipment, seedUser } from './db';
import { call } from './testing/callApi';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const sum = (invoices: Invoice[]) =>
  centsToMoney(invoices.reduce((total, invoice) => total + moneyToCents(invoice.total_amount), 0));

/** A shipper's invoices: one paid, one pending with driver assist, one overdue, on three days. */
const seedInvoices = () => {
  const { user, token } = seedUser();
  // Finalized an hour after booking, paid an hour later: issued on the day booked.
  const paid = seedInvoice(seedShipment(user.id, { status: 'upcoming', createdAt: daysAgo(6) }).id);
  const pending = seedInvoice(
    seedShipment(user.id, { finalized: true, driverAssist: true, createdAt: daysAgo(4) }).id,
  );
  const overdue = seedInvoice(
    seedShipment(user.id, {
      finalized: true,
      pickupDate: addDays(todayUtc(), -1),
      createdAt: daysAgo(2),
    }).id,
  );
  const other = seedUser();
  seedInvoice(seedShipment(other.user.id, { finalized: true, createdAt: daysAgo(4) }).id);
  const page = async (query: string) =>
    (await call<InvoicePage>(`/invoices/${query}`, { token })).body;
  return { paid, pending, overdue, page, token };
};

describe("the mocked API's invoice list", () => {
  it('filters by status and by the UTC day of issue, with the count and sum of the matches', async () => {
    const { paid, pending, overdue, page } = seedInvoices();
    expect([paid.status, pending.status, overdue.status]).toEqual(['paid', 'pending', 'overdue']);
    const all = await page('');
    expect(all).toMatchObject({ count: 3, filter_total: sum([paid, pending, overdue]) });

    expect(await page('?status=overdue')).toMatchObject({
      results: [overdue],
      count: 1,
      filter_total: overdue.total_amount,
      totals: all.totals,
    });
    const day = (invoice: Invoice) => invoice.created_at.slice(0, 10);
    expect(await page(`?date_from=${day(pending)}&date_to=${day(overdue)}`)).toMatchObject({
      results: [overdue, pending],
      filter_total: sum([overdue, pending]),
    });
    expect((await page(`?date_to=${day(paid)}`)).results).toEqual([paid]);
    expect(await page(`?status=paid&date_from=${day(pending)}`)).toMatchObject({
      results: [],
      count: 0,
      filter_total: '0.00',
    });
  });

  it('sorts by amount, number, status or date either way, ties by id', async () => {
    const { paid, pending, overdue, page } = seedInvoices();
    const order = async (ordering: string) =>
      (await page(`?ordering=${ordering}`)).results.map((invoice) => invoice.id);
    // Same lane: the paid and the overdue cost the same; driver assist adds to the pending one.
    expect(paid.total_amount).toBe(overdue.total_amount);
    expect(await order('total_amount')).toEqual([paid.id, overdue.id, pending.id]);
    expect(await order('-total_amount')).toEqual([pending.id, overdue.id, paid.id]);
    expect(await order('status')).toEqual([paid.id, pending.id, overdue.id]);
    expect(await order('-status')).toEqual([overdue.id, pending.id, paid.id]);
    expect(await order('invoice_number')).toEqual([paid.id, pending.id, overdue.id]);
    expect(await order('created_at')).toEqual([paid.id, pending.id, overdue.id]);
    expect(await order('-created_at')).toEqual([overdue.id, pending.id, paid.id]);
  });

  it('refuses a bad status, date, range or ordering with field errors', async () => {
    const { token } = seedUser();
    expect(
      await call('/invoices/?status=late&date_from=2026-02-30&ordering=amount', { token }),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          status: [validChoice(['paid', 'pending', 'overdue'])],
          date_from: [SERVER_MESSAGES.invalidDate],
          ordering: [expect.stringContaining('-total_amount')],
        },
      },
    });
    expect(await call('/invoices/?date_from=2026-06-12&date_to=2026-06-11', { token })).toEqual({
      status: 400,
      body: { errors: { date_to: [SERVER_MESSAGES.dateRangeReversed] } },
    });
  });
});
