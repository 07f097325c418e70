import { centsToMoney, moneyToCents } from '@domain/money';
import type { Invoice, InvoicePage, IsoDate } from '@domain/types';
import { finalize, invoicePage, payByCard } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, laneCities, newShipper, patchShipment } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

type Issue = {
  at: string;
  pickupDate: IsoDate;
  from?: 'chicago' | 'houston';
  to?: 'dallas' | 'chicago';
  driverAssist?: boolean;
  paid?: boolean;
};

/** A shipment booked, finalized (its invoice issued) and maybe paid at that moment. */
const issue = async (who: Caller, { at, pickupDate, from, to, driverAssist, paid }: Issue) => {
  server.clock.set(new Date(at));
  try {
    const shipment = await book(server, who, {
      pickupCity: cities[from ?? 'chicago'].id,
      dropoffCity: cities[to ?? 'dallas'].id,
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

let riley: Caller;
/** Riley's shipments by name, issued in this order; the ids grow with it. */
const named = new Map<number, string>();
let all: Invoice[];

beforeAll(async () => {
  server.clock.set(NOW);
  riley = await newShipper(server);
  const issued: [string, Issue][] = [
    // Picked up on Sunday the 14th, never paid: overdue. Issued a millisecond before the 10th
    // began, for a Sunday as pendingOnThe12th is, both booked days ahead: the same price.
    ['lateOnThe9th', { at: '2026-06-09T23:59:59.999Z', pickupDate: '2026-06-14' }],
    ['paidOnThe10th', { at: '2026-06-10T00:00:00.000Z', pickupDate: '2026-06-20', paid: true }],
    [
      'assistedOnThe11th',
      { at: '2026-06-11T12:00:00.000Z', pickupDate: '2026-06-20', driverAssist: true },
    ],
    ['pendingOnThe12th', { at: '2026-06-12T23:59:59.999Z', pickupDate: '2026-06-21' }],
    [
      'paidOnThe13th',
      {
        at: '2026-06-13T00:00:00.000Z',
        pickupDate: '2026-06-14',
        from: 'houston',
        to: 'chicago',
        paid: true,
      },
    ],
  ];
  for (const [name, details] of issued) named.set(await issue(riley, details), name);
  // Another shipper's invoice, issued within every range asked for: never Riley's.
  await issue(await newShipper(server), {
    at: '2026-06-11T08:00:00.000Z',
    pickupDate: '2026-06-20',
  });
  all = (await invoicePage(server, riley, '?page_size=100')).results;
});

const names = (page: InvoicePage) =>
  page.results.map((invoice) => named.get(invoice.shipment_id) ?? 'not riley');
const sum = (invoices: Invoice[]) =>
  centsToMoney(invoices.reduce((total, invoice) => total + moneyToCents(invoice.total_amount), 0));
const invoiceOf = (name: string) => {
  const found = all.find((invoice) => named.get(invoice.shipment_id) === name);
  if (!found) throw new Error(`No invoice of ${name}.`);
  return found;
};

describe('GET /api/invoices/ filters', () => {
  it('by status, counting and summing every invoice of the status, and the totals stay over all', async () => {
    const unfiltered = await invoicePage(server, riley);
    expect(unfiltered.count).toBe(5);
    expect(unfiltered.filter_total).toBe(sum(all));

    const overdue = await invoicePage(server, riley, '?status=overdue');
    expect(names(overdue)).toEqual(['lateOnThe9th']);
    expect(overdue.filter_total).toBe(invoiceOf('lateOnThe9th').total_amount);
    expect(overdue.totals).toEqual(unfiltered.totals);

    const pending = await invoicePage(server, riley, '?status=pending');
    expect(names(pending)).toEqual(['pendingOnThe12th', 'assistedOnThe11th']);
    expect(pending.results.every((invoice) => invoice.status === 'pending')).toBe(true);

    const paid = await invoicePage(server, riley, '?status=paid&page_size=1');
    expect(names(paid)).toEqual(['paidOnThe13th']);
    expect(paid).toMatchObject({
      count: 2,
      filter_total: sum([invoiceOf('paidOnThe13th'), invoiceOf('paidOnThe10th')]),
      totals: { paid: sum([invoiceOf('paidOnThe13th'), invoiceOf('paidOnThe10th')]) },
    });
  });

  it('by the UTC day of issue, both ends of the range included', async () => {
    const range = await invoicePage(server, riley, '?date_from=2026-06-10&date_to=2026-06-12');
    expect(names(range)).toEqual(['pendingOnThe12th', 'assistedOnThe11th', 'paidOnThe10th']);
    expect(range.count).toBe(3);
    expect(range.filter_total).toBe(
      sum(['pendingOnThe12th', 'assistedOnThe11th', 'paidOnThe10th'].map(invoiceOf)),
    );
    expect(
      names(await invoicePage(server, riley, '?date_from=2026-06-12&date_to=2026-06-12')),
    ).toEqual(['pendingOnThe12th']);
    expect(names(await invoicePage(server, riley, '?date_from=2026-06-13'))).toEqual([
      'paidOnThe13th',
    ]);
    expect(names(await invoicePage(server, riley, '?date_to=2026-06-09'))).toEqual([
      'lateOnThe9th',
    ]);
    const none = await invoicePage(server, riley, '?date_from=2026-06-14');
    expect(none).toMatchObject({ results: [], count: 0, filter_total: '0.00' });
  });

  it('by status and dates together, and with a shipment named', async () => {
    const both = await invoicePage(
      server,
      riley,
      '?status=paid&date_from=2026-06-10&date_to=2026-06-12',
    );
    expect(names(both)).toEqual(['paidOnThe10th']);
    const shipmentId = invoiceOf('paidOnThe10th').shipment_id;
    expect(
      names(await invoicePage(server, riley, `?shipment_id=${shipmentId}&status=paid`)),
    ).toEqual(['paidOnThe10th']);
    expect(
      await invoicePage(server, riley, `?shipment_id=${shipmentId}&status=pending`),
    ).toMatchObject({ results: [], count: 0, filter_total: '0.00' });
  });
});

describe('GET /api/invoices/ orderings', () => {
  const byCents = (direction: 1 | -1) => (a: Invoice, b: Invoice) =>
    direction * (moneyToCents(a.total_amount) - moneyToCents(b.total_amount) || a.id - b.id);

  it('sorts by amount either way, equal amounts by invoice number in the same direction', async () => {
    // Two invoices of the same lane without driver assist: equal amounts.
    expect(invoiceOf('lateOnThe9th').total_amount).toBe(invoiceOf('pendingOnThe12th').total_amount);
    const ascending = await invoicePage(server, riley, '?ordering=total_amount');
    expect(ascending.results).toEqual([...all].sort(byCents(1)));
    const descending = await invoicePage(server, riley, '?ordering=-total_amount');
    expect(descending.results).toEqual([...all].sort(byCents(-1)));
    const ties = names(ascending).filter((name) =>
      ['lateOnThe9th', 'pendingOnThe12th'].includes(name),
    );
    expect(ties).toEqual(['lateOnThe9th', 'pendingOnThe12th']);
  });

  it('sorts by status: paid, pending, overdue, or overdue first', async () => {
    expect(names(await invoicePage(server, riley, '?ordering=status'))).toEqual([
      'paidOnThe10th',
      'paidOnThe13th',
      'assistedOnThe11th',
      'pendingOnThe12th',
      'lateOnThe9th',
    ]);
    expect(names(await invoicePage(server, riley, '?ordering=-status'))).toEqual([
      'lateOnThe9th',
      'pendingOnThe12th',
      'assistedOnThe11th',
      'paidOnThe13th',
      'paidOnThe10th',
    ]);
  });

  it('sorts by date of issue and by invoice number, oldest or newest first', async () => {
    const inOrder = [
      'lateOnThe9th',
      'paidOnThe10th',
      'assistedOnThe11th',
      'pendingOnThe12th',
      'paidOnThe13th',
    ];
    expect(names(await invoicePage(server, riley, '?ordering=created_at'))).toEqual(inOrder);
    expect(names(await invoicePage(server, riley, '?ordering=-created_at'))).toEqual(
      [...inOrder].reverse(),
    );
    expect(names(await invoicePage(server, riley, '?ordering=invoice_number'))).toEqual(inOrder);
    expect(names(await invoicePage(server, riley, '?ordering=-invoice_number'))).toEqual(
      [...inOrder].reverse(),
    );
  });

  it('pages through an ordering with ties without repeating or skipping an invoice', async () => {
    const whole = names(await invoicePage(server, riley, '?ordering=-total_amount&status=pending'));
    expect(whole).toEqual(['assistedOnThe11th', 'pendingOnThe12th']);
    const paged: string[] = [];
    for (const page of [1, 2, 3])
      paged.push(
        ...names(
          await invoicePage(server, riley, `?ordering=total_amount&page_size=2&page=${page}`),
        ),
      );
    expect(paged).toEqual(names(await invoicePage(server, riley, '?ordering=total_amount')));
    expect(new Set(paged).size).toBe(5);
  });
});

describe('GET /api/invoices/ refuses', () => {
  it.each([
    [
      '?status=open',
      {
        status: [
          'Select a valid choice: paid, pending, overdue, void, refunded, partially_refunded.',
        ],
      },
    ],
    ['?date_from=2026-13-01', { date_from: ['Enter a valid date (YYYY-MM-DD).'] }],
    ['?date_to=yesterday', { date_to: ['Enter a valid date (YYYY-MM-DD).'] }],
    [
      '?date_from=2026-06-12&date_to=2026-06-11',
      { date_to: ['The end of the date range cannot be before its start.'] },
    ],
    [
      '?ordering=amount',
      {
        ordering: [
          'Select a valid choice: created_at, -created_at, total_amount, -total_amount, invoice_number, -invoice_number, status, -status.',
        ],
      },
    ],
  ])('%s', async (query, errors) => {
    const response = await callApi(server, riley, 'GET', `/invoices/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });
});
