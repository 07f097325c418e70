import { INVOICE_STATUSES } from '@domain/statuses';
import { addDays, todayUtc } from '@domain/dates';
import { centsToMoney, moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { validChoice } from '@domain/validChoice';
import type { Invoice, InvoiceDocument, InvoicePage, PaymentResult } from '@domain/types';
import { seedInvoice, seedShipment, seedUser } from './db';
import { call } from './testing/callApi';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const sum = (invoices: Invoice[]) =>
  centsToMoney(invoices.reduce((total, invoice) => total + moneyToCents(invoice.total_amount), 0));

/** A shipper's invoices: one paid, one pending with driver assist, one overdue, on three days. */
const seedInvoices = () => {
  const { user, token } = seedUser();
  // Finalized an hour after booking, paid an hour later: issued on the day booked. The paid and
  // the overdue ones are picked up on the same weekday, booked three days or more ahead: the same
  // lane costs them the same.
  const paid = seedInvoice(seedShipment(user.id, { status: 'upcoming', createdAt: daysAgo(7) }).id);
  const pending = seedInvoice(
    seedShipment(user.id, { finalized: true, driverAssist: true, createdAt: daysAgo(6) }).id,
  );
  const overdue = seedInvoice(
    seedShipment(user.id, {
      finalized: true,
      pickupDate: addDays(todayUtc(), -2),
      createdAt: daysAgo(5),
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
          status: [validChoice(INVOICE_STATUSES)],
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

/** A paid shipment of the shipper, paid through the API with a saved card. */
const paidThroughTheApi = async (token: string, userId: number) => {
  const shipment = seedShipment(userId, { finalized: true, driverAssist: true });
  await call('/payment-methods/', {
    method: 'POST',
    token,
    body: { payment_method_id: 'pm_card_visa' },
  });
  const paid = await call<PaymentResult>('/payments/create-intent/', {
    method: 'POST',
    token,
    body: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
  });
  expect(paid.body.status).toBe('succeeded');
  const page = await call<InvoicePage>(`/invoices/?shipment_id=${shipment.id}`, { token });
  const [invoice] = page.body.results;
  if (!invoice) throw new Error('No invoice.');
  return { shipment, invoice };
};

describe("the mocked API's invoice", () => {
  it('gives its lines, shipment, whom it bills and the card that paid', async () => {
    const { user, token } = seedUser({ company_name: 'Harbor Foods', first_name: 'Ana' });
    const { shipment, invoice } = await paidThroughTheApi(token, user.id);
    const { status, body } = await call<InvoiceDocument>(`/invoices/${invoice.id}/`, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...invoice,
      due_date: shipment.pickup.date,
      line_items: [
        { description: 'Linehaul, fuel included', amount: shipment.base_price },
        { description: 'Driver assist', amount: '150.00' },
      ],
      shipment: {
        id: shipment.id,
        reference_number: shipment.reference_number,
        pickup: {
          city: { name: 'Chicago', region_code: 'IL' },
          date: shipment.pickup.date,
          facility_name: shipment.pickup.facility_name,
          facility_address: shipment.pickup.facility_address,
          zip_code: shipment.pickup.zip_code,
        },
      },
      bill_to: { company_name: 'Harbor Foods', contact_name: 'Ana Reyes', email: user.email },
      payment_card: { brand: 'visa', last4: '4242' },
    });
  });

  it("answers 404 for another shipper's invoice or an id that names none", async () => {
    const owner = seedUser();
    const { invoice } = await paidThroughTheApi(owner.token, owner.user.id);
    const { token } = seedUser();
    for (const id of [String(invoice.id), 'abc', '0', '99999999999'])
      for (const path of [`/invoices/${id}/`, `/invoices/${id}/pdf/`])
        expect([path, await call(path, { token })]).toEqual([
          path,
          { status: 404, body: { message: 'Not found.' } },
        ]);
  });

  it('is a PDF download named after the invoice, with what the invoice says', async () => {
    const { user, token } = seedUser();
    const { invoice } = await paidThroughTheApi(token, user.id);
    const response = await fetch(`http://localhost/api/invoices/${invoice.id}/pdf/`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${invoice.invoice_number}.pdf"`,
    );
    const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const shown of [
      `(Invoice ${invoice.invoice_number})`,
      '(Card  Visa ending in 4242)',
      '(Lane  Chicago, IL to Dallas, TX)',
    ])
      expect(text).toContain(shown);
  });
});

describe("the mocked API's invoice export", () => {
  it('is a CSV file of every invoice the list holds, in its order, named for the day', async () => {
    const { paid, pending, overdue, token } = seedInvoices();
    const response = await fetch('http://localhost/api/invoices/export/?ordering=-total_amount', {
      headers: { Authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="invoices-${todayUtc()}.csv"`,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFInvoice number,Shipment ID,Reference,Status,Date,')).toBe(true);
    const rows = text.trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      [pending, overdue, paid].map((invoice) => invoice.invoice_number),
    );
    expect(rows[0]).toContain(`,Pending,${pending.created_at.slice(0, 10)},`);
    expect(rows[2]).toContain(`,${paid.total_amount},${paid.paid_at}`);
  });

  it('refuses a bad parameter as the list does', async () => {
    const { token } = seedUser();
    expect(await call('/invoices/export/?status=late', { token })).toEqual({
      status: 400,
      body: { errors: { status: [validChoice(INVOICE_STATUSES)] } },
    });
  });
});
