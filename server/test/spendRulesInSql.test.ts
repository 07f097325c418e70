import { invoiceSpend } from '@domain/invoiceSpend';
import { moneyToCents } from '@domain/money';
import type { IsoDate } from '@domain/types';
import type { Database } from '../db/database';
import { ownInvoices } from '../services/invoices/invoiceSql';
import { spendByMonth } from '../services/invoices/invoiceSpend';
import { invoiceRecords } from '../services/invoices/listInvoices';
import { toInvoice } from '../services/invoices/toInvoice';
import { invoiceRuleCases, storeInvoicedShipment, storeRuleShippers } from './sqlRulesStore';
import { openTestDatabase } from './testDatabase';

/*
 * The invoices' spend is grouped and summed in SQL for speed, restating the domain's rule. Every
 * combination of payment, pickup date around today, driver assist, amount charged and time of
 * issue around the edges of the months covered (a year's turn among them) is stored; the SQL and
 * the domain's function must give the same months and sums.
 */

const TODAY: IsoDate = '2026-01-15';
const NOON = new Date(`${TODAY}T12:00:00Z`);
const USER = 990301;
const OTHER_USER = 990302;
const CITY = 990301;

/** Just outside and just inside the first and the last month covered, and the turn of the year. */
const ISSUED = [
  '2025-01-31T23:59:59.999Z',
  '2025-02-01T00:00:00.000Z',
  '2025-06-15T12:00:00.000Z',
  '2025-12-31T23:59:59.999Z',
  '2026-01-01T00:00:00.000Z',
  '2026-01-31T23:59:59.999Z',
  '2026-02-01T00:00:00.000Z',
];

const CASES = invoiceRuleCases({
  today: TODAY,
  issued: ISSUED,
  basePriceCents: (index, pickupOffset) => 100_000 + index * 1_001 + pickupOffset * 7,
  // Given back in full, in part, or not at all: only what was kept is spent.
  refundPick: (index) => index,
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await storeRuleShippers(database.db, CITY, [USER, OTHER_USER]);
  // The other shipper's invoices fall in the same months: they must never be counted.
  for (const [index, spendCase] of [...CASES, ...CASES].entries())
    await storeInvoicedShipment(database.db, {
      ...spendCase,
      userId: index < CASES.length ? USER : OTHER_USER,
      paidAt: spendCase.paid ? new Date('2026-01-02T08:00:00Z') : null,
      invoicedAt: spendCase.createdAt,
    });
});

afterAll(() => database.close());

/** The shipper's invoices as the domain sees them at noon today. */
const asTheDomainSays = async () =>
  (await invoiceRecords(database.db, ownInvoices(USER), [])).map((record) =>
    toInvoice(record, NOON),
  );

describe("The invoices' spend in SQL", () => {
  it('groups and sums the paid and overdue invoices by UTC month as the domain does', async () => {
    const expected = invoiceSpend(await asTheDomainSays(), NOON);
    const cents = expected.months.map(({ paid, overdue }) => [
      moneyToCents(paid),
      moneyToCents(overdue),
    ]);
    // Both statuses, on either side of the year's turn, and months with nothing at all.
    expect(cents.filter(([paid, overdue]) => paid && overdue).length).toBeGreaterThanOrEqual(3);
    expect(cents.filter(([paid, overdue]) => !paid && !overdue).length).toBeGreaterThan(0);
    expect(await spendByMonth(database.db, USER, NOON)).toEqual(expected);
  });

  it('gives every month at "0.00" to a shipper without invoices', async () => {
    const expected = invoiceSpend([], NOON);
    expect(await spendByMonth(database.db, 990399, NOON)).toEqual(expected);
  });
});
