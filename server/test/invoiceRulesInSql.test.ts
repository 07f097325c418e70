import { INVOICE_ORDER_FIELDS } from '@domain/constants';
import { INVOICE_STATUSES } from '@domain/statuses';
import type { InvoiceFilter } from '@domain/invoiceFilters';
import { filterAndSortInvoices, sumInvoiceCents } from '@domain/invoiceFilters';
import { orderings } from '@domain/listQueries';
import type { IsoDate } from '@domain/types';
import type { Database } from '../db/database';
import { invoiceOrderBy, isIndexedOrdering, ownInvoices } from '../services/invoices/invoiceSql';
import { summarizeList } from '../services/invoices/invoiceTotals';
import { invoiceListCondition, invoiceRecords } from '../services/invoices/listInvoices';
import { toInvoice } from '../services/invoices/toInvoice';
import { invoiceRuleCases, storeInvoicedShipment, storeRuleShippers } from './sqlRulesStore';
import { openTestDatabase } from './testDatabase';

/*
 * The invoice list filters, sorts and sums in SQL for speed, restating the domain's rules. Every
 * combination of cancellation, payment, pickup date around today, driver assist, amount charged
 * and time of issue around the ends of a date range is stored; for every filter and ordering, the SQL and
 * the domain's functions must choose the same invoices in the same order.
 */

const TODAY: IsoDate = '2026-06-15';
const NOON = new Date(`${TODAY}T12:00:00Z`);
const USER = 990201;
const OTHER_USER = 990202;
const CITY = 990201;
const RANGE = { from: '2026-06-10', to: '2026-06-12' };

/** Just inside and just outside each end of RANGE, and well within it. */
const ISSUED = [
  '2026-06-09T23:59:59.999Z',
  '2026-06-10T00:00:00.000Z',
  '2026-06-11T12:00:00.000Z',
  '2026-06-12T23:59:59.999Z',
  '2026-06-13T00:00:00.000Z',
];

const CASES = invoiceRuleCases({
  today: TODAY,
  // Many invoices of each moment: ties on the date too.
  issued: ISSUED,
  // Few prices, so that many invoices tie on their amount and the ids decide.
  basePriceCents: (index) => 100_000 + (index % 2) * 15_000,
  refundPick: (index, pickupOffset) => index + pickupOffset + 1,
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await storeRuleShippers(database.db, CITY, [USER, OTHER_USER]);
  // The other shipper's invoices match every filter too: they must never be counted.
  for (const [index, invoiceCase] of [...CASES, ...CASES.slice(0, 5)].entries())
    await storeInvoicedShipment(database.db, {
      ...invoiceCase,
      userId: index < CASES.length ? USER : OTHER_USER,
      paidAt: invoiceCase.paid ? new Date('2026-06-01T08:00:00Z') : null,
      invoicedAt: invoiceCase.createdAt,
    });
});

afterAll(() => database.close());

/** The shipper's invoices as the domain sees them, in no particular order. */
const asTheDomainSays = async () =>
  (await invoiceRecords(database.db, ownInvoices(USER), [])).map((record) =>
    toInvoice(record, NOON),
  );

const FILTERS: InvoiceFilter[] = [
  {},
  ...INVOICE_STATUSES.map((status) => ({ status })),
  { date_from: RANGE.from },
  { date_to: RANGE.to },
  { date_from: RANGE.from, date_to: RANGE.to },
  { date_from: RANGE.to, date_to: RANGE.to },
  ...INVOICE_STATUSES.map((status) => ({ status, date_from: RANGE.from, date_to: RANGE.to })),
];

const listParams = (filter: InvoiceFilter, ordering: string) =>
  ({ page: 1, page_size: 20, ordering, ...filter }) as Parameters<typeof invoiceListCondition>[1];

describe('The invoice filters and orderings in SQL', () => {
  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))(
    'choose, count and sum the invoices the domain does for %s',
    async (_name, filter) => {
      const expected = filterAndSortInvoices(await asTheDomainSays(), {
        ...filter,
        ordering: 'created_at',
      });
      expect(expected.length).toBeGreaterThan(0);
      if (Object.keys(filter).length) expect(expected.length).toBeLessThan(CASES.length);
      const where = invoiceListCondition(USER, listParams(filter, 'created_at'), TODAY);
      const found = await invoiceRecords(database.db, where, invoiceOrderBy('created_at', TODAY));
      expect(found.map((record) => record.invoice.id)).toEqual(expected.map(({ id }) => id));
      const { count, totalCents } = await summarizeList(
        database.db,
        USER,
        TODAY,
        new Date('2026-06-01T00:00:00Z'),
        where,
      );
      expect({ count, totalCents }).toEqual({
        count: expected.length,
        totalCents: sumInvoiceCents(expected),
      });
    },
  );

  it.each(orderings(INVOICE_ORDER_FIELDS))(
    'sort by %s as the domain does, ties by id',
    async (ordering) => {
      const expected = filterAndSortInvoices(await asTheDomainSays(), { ordering });
      const where = invoiceListCondition(USER, listParams({}, ordering), TODAY);
      const found = await invoiceRecords(
        database.db,
        where,
        invoiceOrderBy(ordering, TODAY),
        isIndexedOrdering(ordering),
      );
      expect(found.map(({ invoice }) => invoice.id)).toEqual(expected.map(({ id }) => id));
    },
  );

  it.each(
    INVOICE_STATUSES.flatMap((status) =>
      orderings(['total_amount']).map((ordering) => [status, ordering] as const),
    ),
  )('sort the %s invoices by %s as the domain does, ties by id', async (status, ordering) => {
    const expected = filterAndSortInvoices(await asTheDomainSays(), { status, ordering });
    expect(expected.length).toBeGreaterThan(1);
    const where = invoiceListCondition(USER, listParams({ status }, ordering), TODAY);
    const found = await invoiceRecords(
      database.db,
      where,
      invoiceOrderBy(ordering, TODAY, status),
      isIndexedOrdering(ordering, status),
    );
    expect(found.map(({ invoice }) => invoice.id)).toEqual(expected.map(({ id }) => id));
  });
});
