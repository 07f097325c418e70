import { addDays } from '@domain/dates';
import type { Invoice, InvoicePage, Shipment } from '@domain/types';
import { invoices, shipments, stops } from '../db/schema';
import { EXPORT_BATCH_ROWS } from '../services/invoices/exportInvoices';
import { parseCsv } from './csv';
import { finalize, invoicePage, payByCard } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, laneCities, newShipper } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const HEADER = [
  'Invoice number',
  'Shipment ID',
  'Reference',
  'Status',
  'Date',
  'Due date',
  'Pickup',
  'Dropoff',
  'Amount',
  'Paid at',
];

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

const exported = async (who: Caller, query = '') => {
  const response = await callApi(server, who, 'GET', `/invoices/export/${query}`);
  return { response, records: parseCsv(response.body.replace(/^\uFEFF/, '')) };
};

/** The list's invoices for the same query, every page of them. */
const listed = async (who: Caller, query: string): Promise<Invoice[]> => {
  const all: Invoice[] = [];
  for (let page = 1; ; page += 1) {
    const separator = query ? '&' : '?';
    const { results, count } = await invoicePage(
      server,
      who,
      `${query}${separator}page_size=100&page=${page}`,
    );
    all.push(...results);
    if (all.length >= count) return all;
  }
};

describe('GET /api/invoices/export/', () => {
  let riley: Caller;
  let paid: Shipment;
  let typed: Shipment;
  beforeAll(async () => {
    server.clock.set(NOW);
    riley = await newShipper(server);
    const lane = { pickupCity: cities.chicago.id, dropoffCity: cities.dallas.id };
    paid = await book(server, riley, { ...lane, pickupDate: addDays(TODAY, 3) });
    await payByCard(server, riley, paid.id);
    typed = await book(server, riley, { ...lane, pickupDate: addDays(TODAY, 5) });
    await finalize(server, riley, typed.id, { reference_number: '=HYPERLINK("x")' });
    const other = await newShipper(server);
    await finalize(
      server,
      other,
      (await book(server, other, { ...lane, pickupDate: addDays(TODAY, 3) })).id,
    );
  });

  it('is a CSV file named for the day, a header row, then every invoice as the list has it', async () => {
    const { response, records } = await exported(riley);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoices-${TODAY}.csv"`,
    );
    expect(response.body.startsWith('\uFEFFInvoice number,')).toBe(true);
    expect(response.body).toContain('\r\n');
    const [list, typedInvoice] = [
      await listed(riley, ''),
      (await invoicePage(server, riley, `?shipment_id=${typed.id}`)).results[0],
    ];
    const paidInvoice = list.find((invoice) => invoice.shipment_id === paid.id);
    expect(records).toEqual([
      HEADER,
      [
        typedInvoice?.invoice_number,
        String(typed.id),
        `'=HYPERLINK("x")`,
        'Pending',
        TODAY,
        addDays(TODAY, 5),
        'Chicago, IL',
        'Dallas, TX',
        typed.total_price,
        '',
      ],
      [
        paidInvoice?.invoice_number,
        String(paid.id),
        'PO-1001',
        'Paid',
        TODAY,
        addDays(TODAY, 3),
        'Chicago, IL',
        'Dallas, TX',
        paid.total_price,
        NOW.toISOString(),
      ],
    ]);
  });

  it('holds what the filter holds, in its order', async () => {
    const numbers = async (query: string) =>
      (await exported(riley, query)).records.slice(1).map((record) => record[0]);
    for (const query of [
      '?status=paid',
      '?ordering=invoice_number',
      `?date_from=${addDays(TODAY, 1)}`,
    ])
      expect(await numbers(query)).toEqual(
        (await listed(riley, query)).map((invoice) => invoice.invoice_number),
      );
    expect(await numbers('?status=overdue')).toEqual([]);
  });

  it('refuses a bad parameter with a field error, and needs a session', async () => {
    const { response } = await exported(riley, '?ordering=amount&date_to=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        ordering: [expect.stringContaining('Select a valid choice: created_at, -created_at')],
        date_to: ['Enter a valid date (YYYY-MM-DD).'],
      },
    });
    expect((await callApi(server, null, 'GET', '/invoices/export/')).statusCode).toBe(401);
  });
});

describe('GET /api/invoices/export/ of thousands of invoices', () => {
  const COUNT = 2 * EXPORT_BATCH_ROWS + 150;
  let bulk: Caller;
  beforeAll(async () => {
    bulk = await newShipper(server);
    // Written straight into the database: three prices, so that the amounts tie across batches.
    for (let first = 0; first < COUNT; first += 500) {
      const size = Math.min(500, COUNT - first);
      const rows = await server.db
        .insert(shipments)
        .values(
          Array.from({ length: size }, (_, at) => ({
            companyId: bulk.companyId,
            userId: bulk.userId,
            equipment: 'dryVan' as const,
            miles: 900,
            minTransitTime: 2,
            basePriceCents: 200_000 + ((first + at) % 3) * 10_000,
            priceHeldUntil: new Date('2026-06-02T00:00:00Z'),
            pickupDate: addDays(TODAY, ((first + at) % 5) - 2),
            dropoffDate: addDays(TODAY, ((first + at) % 5) + 1),
          })),
        )
        .returning({ id: shipments.id, pickupDate: shipments.pickupDate });
      await server.db.insert(stops).values(
        rows.flatMap(({ id, pickupDate }) => [
          { shipmentId: id, kind: 'pickup' as const, cityId: cities.chicago.id, date: pickupDate },
          { shipmentId: id, kind: 'dropoff' as const, cityId: cities.houston.id, date: pickupDate },
        ]),
      );
      await server.db.insert(invoices).values(
        rows.map(({ id }, at) => ({
          shipmentId: id,
          companyId: bulk.companyId,
          userId: bulk.userId,
          createdAt: new Date(NOW.getTime() - Math.floor((first + at) / 7) * 60_000),
        })),
      );
    }
  });

  it.each(['-total_amount', 'status', '-created_at'])(
    'holds every one once, in the order of the list, across its batches (%s)',
    async (ordering) => {
      const { records } = await exported(bulk, `?ordering=${ordering}`);
      const list = await listed(bulk, `?ordering=${ordering}`);
      expect(list).toHaveLength(COUNT);
      expect(records.slice(1).map((record) => record[0])).toEqual(
        list.map((invoice) => invoice.invoice_number),
      );
    },
  );

  it('sums to what the list counts for a filter', async () => {
    const { records } = await exported(bulk, '?status=overdue&ordering=total_amount');
    const page: InvoicePage = await invoicePage(server, bulk, '?status=overdue&page_size=1');
    expect(records.length - 1).toBe(page.count);
    const cents = records
      .slice(1)
      .reduce((sum, record) => sum + Math.round(Number(record[8]) * 100), 0);
    expect((cents / 100).toFixed(2)).toBe(page.filter_total);
    expect(new Set(records.slice(1).map((record) => record[0])).size).toBe(page.count);
    expect(records[1]?.[0]).toMatch(/^INV-\d{6}$/);
  });
});
