import { centsToMoney, moneyToCents } from '@domain/money';
import type { Invoice, InvoiceSpend, IsoDate } from '@domain/types';
import { finalize, invoicePage, payByCard } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, laneCities, newShipper, patchShipment } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-01-15T15:00:00.000Z');

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

type Issue = { at: string; pickupDate: IsoDate; driverAssist?: boolean; paid?: boolean };

/** A shipment booked, finalized (its invoice issued) and maybe paid at that moment. */
const issue = async (who: Caller, { at, pickupDate, driverAssist, paid }: Issue) => {
  server.clock.set(new Date(at));
  try {
    const shipment = await book(server, who, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate,
    });
    if (driverAssist)
      await patchShipment(server, who, shipment.id, 'appointment', { driver_assist: true });
    if (paid) await payByCard(server, who, shipment.id);
    else await finalize(server, who, shipment.id);
    return shipment.id;
  } finally {
    server.clock.set(NOW);
  }
};

const spend = async (who: Caller | null) => {
  const response = await callApi(server, who, 'GET', '/invoices/spend/');
  return { status: response.statusCode, body: response.json<InvoiceSpend>() };
};

let riley: Caller;
const named = new Map<string, number>();
let invoices: Invoice[];

const amountOf = (...names: string[]) =>
  centsToMoney(
    names.reduce((sum, name) => {
      const found = invoices.find((invoice) => invoice.shipment_id === named.get(name));
      if (!found) throw new Error(`No invoice of ${name}.`);
      return sum + moneyToCents(found.total_amount);
    }, 0),
  );

beforeAll(async () => {
  server.clock.set(NOW);
  riley = await newShipper(server);
  const issued: [string, Issue][] = [
    // A millisecond before the oldest month covered (February 2025) began: not counted.
    ['paidTooEarly', { at: '2025-01-31T23:59:59.999Z', pickupDate: '2025-02-05', paid: true }],
    ['paidFirstMonth', { at: '2025-02-01T00:00:00.000Z', pickupDate: '2025-02-05', paid: true }],
    [
      'paidLastOf2025',
      { at: '2025-12-31T23:59:59.999Z', pickupDate: '2026-01-05', paid: true, driverAssist: true },
    ],
    // Picked up on the 2nd and never paid: overdue, counted in December, the month of issue.
    ['overdueLastOf2025', { at: '2025-12-31T22:00:00.000Z', pickupDate: '2026-01-02' }],
    ['overdueFirstOf2026', { at: '2026-01-01T00:00:00.000Z', pickupDate: '2026-01-03' }],
    ['paidThisMonth', { at: '2026-01-10T09:00:00.000Z', pickupDate: '2026-01-20', paid: true }],
    // Not yet due: pending, counted nowhere.
    ['pendingThisMonth', { at: '2026-01-12T09:00:00.000Z', pickupDate: '2026-01-25' }],
  ];
  for (const [name, details] of issued) named.set(name, await issue(riley, details));
  // Another shipper's invoices, paid and overdue within the months covered: never Riley's.
  const other = await newShipper(server);
  await issue(other, { at: '2026-01-05T09:00:00.000Z', pickupDate: '2026-01-06', paid: true });
  await issue(other, { at: '2025-12-20T09:00:00.000Z', pickupDate: '2025-12-21' });
  invoices = (await invoicePage(server, riley, '?page_size=100')).results;
});

describe('GET /api/invoices/spend/', () => {
  it("sums the shipper's paid and overdue invoices by the UTC month of issue, 12 months to this one", async () => {
    const { status, body } = await spend(riley);
    expect(status).toBe(200);
    expect(body.months.map(({ month }) => month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(body.months[0]).toEqual({
      month: '2025-02',
      paid: amountOf('paidFirstMonth'),
      overdue: '0.00',
    });
    expect(body.months.slice(-2)).toEqual([
      {
        month: '2025-12',
        paid: amountOf('paidLastOf2025'),
        overdue: amountOf('overdueLastOf2025'),
      },
      {
        month: '2026-01',
        paid: amountOf('paidThisMonth'),
        overdue: amountOf('overdueFirstOf2026'),
      },
    ]);
    expect(body.months.slice(1, -2).every((month) => month.paid === '0.00')).toBe(true);
    expect(body.months.slice(1, -2).every((month) => month.overdue === '0.00')).toBe(true);
  });

  it('counts a payment at once, and moves on with the month', async () => {
    const shipper = await newShipper(server);
    const id = await issue(shipper, { at: '2026-01-12T09:00:00.000Z', pickupDate: '2026-01-25' });
    expect((await spend(shipper)).body.months.at(-1)).toEqual({
      month: '2026-01',
      paid: '0.00',
      overdue: '0.00',
    });
    const paid = await callApi(server, shipper, 'POST', '/payments/create-intent/', {
      payment_method_id: 'pm_card_visa',
      shipment_id: id,
    });
    expect(paid.statusCode).toBe(200);
    const [invoice] = (await invoicePage(server, shipper)).results;
    expect((await spend(shipper)).body.months.at(-1)).toEqual({
      month: '2026-01',
      paid: invoice?.total_amount,
      overdue: '0.00',
    });

    // In February Riley's pending invoice is overdue, and February 2025 is no longer covered.
    server.clock.set(new Date('2026-02-01T00:00:00.000Z'));
    const february = (await spend(riley)).body.months;
    expect([february[0]?.month, february.at(-1)?.month]).toEqual(['2025-03', '2026-02']);
    expect(february.at(-2)).toEqual({
      month: '2026-01',
      paid: amountOf('paidThisMonth'),
      overdue: amountOf('overdueFirstOf2026', 'pendingThisMonth'),
    });
  });

  it('answers a shipper without invoices every month at "0.00"', async () => {
    const { status, body } = await spend(await newShipper(server));
    expect(status).toBe(200);
    expect(body.months).toHaveLength(12);
    expect(body.months.every(({ paid, overdue }) => paid === '0.00' && overdue === '0.00')).toBe(
      true,
    );
  });

  it('refuses a caller as the list does: no session, a bad token, sign-up not finished', async () => {
    const unverified = await newShipper(server, { verified: false });
    const noNeeds = await newShipper(server, { shippingNeeds: false });
    const badToken: Caller = { userId: 0, companyId: 0, headers: { authorization: 'Token nope' } };
    for (const who of [null, badToken, unverified, noNeeds]) {
      const list = await callApi(server, who, 'GET', '/invoices/');
      const spent = await callApi(server, who, 'GET', '/invoices/spend/');
      expect([spent.statusCode, spent.json()]).toEqual([list.statusCode, list.json()]);
      expect(spent.statusCode).toBeGreaterThanOrEqual(401);
    }
  });

  it('leaves the invoice of an id as it was: "spend" below it, or a word, names no invoice', async () => {
    for (const path of ['/invoices/spend/pdf/', '/invoices/abc/', '/invoices/abc/pdf/'])
      expect([path, (await callApi(server, riley, 'GET', path)).statusCode]).toEqual([path, 404]);
  });
});
