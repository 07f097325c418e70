import { addDays, todayUtc } from '@domain/dates';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { Invoice, InvoiceSpend, MonthSpend } from '@domain/types';
import { seedInvoice, seedShipment, seedUser } from './db';
import { call } from './testing/callApi';

/** Noon on the 15th, this many UTC months back: well inside its month. */
const monthsAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15, 12)).toISOString();
};
const sum = (...invoices: Invoice[]) =>
  centsToMoney(invoices.reduce((total, invoice) => total + moneyToCents(invoice.total_amount), 0));
const monthOf = (invoice: Invoice) => invoice.created_at.slice(0, 7);

describe("the mocked API's spend", () => {
  it("sums the shipper's paid and overdue invoices by UTC month of issue, 12 months to this one", async () => {
    const { user, token } = seedUser();
    const seed = (options: Parameters<typeof seedShipment>[1]) =>
      seedInvoice(seedShipment(user.id, options).id);
    const paidLongAgo = seed({ status: 'past', createdAt: monthsAgo(12) });
    const paidEleven = seed({ status: 'past', createdAt: monthsAgo(11) });
    const paidTwo = seed({ status: 'past', createdAt: monthsAgo(2), driverAssist: true });
    const overdueTwo = seed({
      finalized: true,
      pickupDate: addDays(todayUtc(), -1),
      createdAt: monthsAgo(2),
    });
    const paidNow = seed({ status: 'upcoming' });
    const pendingNow = seed({ finalized: true });
    const other = seedUser();
    seedInvoice(seedShipment(other.user.id, { status: 'upcoming' }).id);
    expect([paidLongAgo, overdueTwo, pendingNow].map((invoice) => invoice.status)).toEqual([
      'paid',
      'overdue',
      'pending',
    ]);

    const { status, body } = await call<InvoiceSpend>('/invoices/spend/', { token });
    expect(status).toBe(200);
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)?.month).toBe(todayUtc().slice(0, 7));
    const expected = new Map<string, MonthSpend>([
      [monthOf(paidEleven), { month: monthOf(paidEleven), paid: sum(paidEleven), overdue: '0.00' }],
      [monthOf(paidTwo), { month: monthOf(paidTwo), paid: sum(paidTwo), overdue: sum(overdueTwo) }],
      [monthOf(paidNow), { month: monthOf(paidNow), paid: sum(paidNow), overdue: '0.00' }],
    ]);
    expect(body.months[0]).toEqual(expected.get(monthOf(paidEleven)));
    expect(body.months).toEqual(
      body.months.map(
        ({ month }) => expected.get(month) ?? { month, paid: '0.00', overdue: '0.00' },
      ),
    );
  });

  it('refuses a caller as the list does', async () => {
    const unverified = seedUser({ verified: false });
    for (const token of [undefined, 'nope', unverified.token]) {
      const list = await call('/invoices/', { token });
      expect(await call('/invoices/spend/', { token })).toEqual(list);
      expect(list.status).toBeGreaterThanOrEqual(401);
    }
  });
});
