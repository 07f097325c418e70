import { and, asc, eq } from 'drizzle-orm';
import { SHIPMENT_STATUSES } from '@domain/statuses';
import { addDays } from '@domain/dates';
import { invoiceTotals } from '@domain/invoiceTotals';
import type { ShipmentListFilters } from '@domain/shipmentListFilters';
import { matchesListFilters } from '@domain/shipmentListFilters';
import { MILESTONES, type Progress } from '@domain/milestones';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import { deriveShipmentStatus } from '@domain/shipmentStatus';
import type { IsoDate, ShipmentStatus } from '@domain/types';
import type { Database } from '../db/database';
import { invoices, shipments } from '../db/schema';
import { summarizeInvoices } from '../services/invoices/invoiceTotals';
import { toInvoice } from '../services/invoices/toInvoice';
import { countShipments } from '../services/shipments/shipmentCounts';
import {
  listFiltersCondition,
  ownShipments,
  tabCondition,
} from '../services/shipments/shipmentFilters';
import { totalPriceCentsSql } from '../services/shipments/shipmentOrdering';
import { storeInvoicedShipment, storeRuleShippers } from './sqlRulesStore';
import { openTestDatabase } from './testDatabase';

/*
 * Statuses and invoice totals are computed in SQL for speed, restating the domain's rules. Every
 * combination of payment, dates around today, driver assist and amount charged is stored once,
 * each at one of the truck's stages in turn; the SQL and the domain's functions must agree on
 * each.
 */

const TODAY: IsoDate = '2026-06-15';
const MONTH_START = new Date('2026-06-01T00:00:00Z');
const USER = 990101;
const CITY = 990101;

type Case = {
  paid: boolean;
  cancelled: boolean;
  pickupDate: IsoDate;
  dropoffDate: IsoDate;
  driverAssist: boolean;
  paidAt: Date | null;
  paidAmountCents: number | null;
  progress: Progress;
};

const CASES: Case[] = [];
for (const cancelled of [false, true])
  for (const paid of [false, true])
    for (const pickupOffset of [-3, -1, 0, 1, 3])
      for (const transitDays of [0, 1, 4])
        for (const driverAssist of [false, true]) {
          const pickupDate = addDays(TODAY, pickupOffset);
          // Paid this month or before it, and charged the total or an amount of its own.
          const early = pickupOffset % 2 === 0;
          CASES.push({
            paid,
            cancelled,
            pickupDate,
            dropoffDate: addDays(pickupDate, transitDays),
            driverAssist,
            paidAt: paid ? new Date(early ? '2026-05-20T12:00:00Z' : '2026-06-02T08:00:00Z') : null,
            paidAmountCents: paid && transitDays === 1 ? 123456 : null,
            // Not dispatched, then each milestone: every status of a paid shipment, at any date.
            progress: CASES.length % (MILESTONES.length + 1),
          });
        }

const BASE_PRICE_CENTS = 250075;

let database: Database;
const ids: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await storeRuleShippers(database.db, CITY, [USER]);
  for (const [index, shipmentCase] of CASES.entries())
    ids.push(
      await storeInvoicedShipment(database.db, {
        ...shipmentCase,
        userId: USER,
        basePriceCents: BASE_PRICE_CENTS + index,
        invoicedAt: new Date('2026-05-01T00:00:00Z'),
        // Paid and cancelled: given back in full, in part, or nothing (a fee that kept it all).
        ...(shipmentCase.cancelled
          ? { cancelledWithRefundCents: shipmentCase.paid ? [0, 5000, 123456][index % 3] : 0 }
          : {}),
      }),
    );
});

afterAll(() => database.close());

const domainStatus = (index: number): ShipmentStatus => {
  const shipmentCase = CASES[index] as Case;
  return deriveShipmentStatus(shipmentCase);
};

describe('The status filters in SQL', () => {
  it.each(SHIPMENT_STATUSES)('find exactly the shipments whose status is %s', async (status) => {
    const found = await database.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(ownShipments(USER), tabCondition(status)))
      .orderBy(asc(shipments.id));
    const expected = ids.filter((_, index) => domainStatus(index) === status);
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((row) => row.id)).toEqual(expected);
  });

  it("count each tab as the domain's statuses do", async () => {
    const counts = await countShipments(database.db, USER, undefined);
    const expected = Object.fromEntries(
      SHIPMENT_STATUSES.map((status) => [
        status,
        ids.filter((_, index) => domainStatus(index) === status).length,
      ]),
    );
    expect(counts).toEqual({ all: ids.length, ...expected });
  });
});

describe("The shipment list's total and filters in SQL", () => {
  it('sort by the total the domain charges, driver assist included', async () => {
    const totals = await database.db
      .select({ total: totalPriceCentsSql.mapWith(Number) })
      .from(shipments)
      .where(ownShipments(USER))
      .orderBy(asc(shipments.id));
    expect(totals.map(({ total }) => total)).toEqual(
      CASES.map(({ driverAssist }, index) =>
        shipmentTotalCents({ basePriceCents: BASE_PRICE_CENTS + index, driverAssist }),
      ),
    );
  });

  it.each<ShipmentListFilters>([
    { pickup_from: addDays(TODAY, -1), pickup_to: addDays(TODAY, 1) },
    { pickup_from: TODAY },
    { pickup_to: addDays(TODAY, -1) },
    { pickup_from: TODAY, pickup_to: TODAY },
    { equipment: 'reefer' },
    { equipment: 'dryVan', pickup_to: TODAY },
    { booked_by: String(USER) },
    { booked_by: String(USER + 1), equipment: 'dryVan' },
  ])('find exactly the shipments matching %p', async (filters) => {
    const found = await database.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(ownShipments(USER), listFiltersCondition(filters, new Date(`${TODAY}T12:00:00Z`))))
      .orderBy(asc(shipments.id));
    const expected = ids.filter((_, index) => {
      const { pickupDate } = CASES[index] as Case;
      const booker = { id: USER, first_name: 'Rule', last_name: 'Keeper' };
      return matchesListFilters(
        { equipment: 'dryVan', pickup: { date: pickupDate }, booked_by: booker, eta_state: null },
        filters,
      );
    });
    expect(found.map((row) => row.id)).toEqual(expected);
  });
});

describe('The invoice totals in SQL', () => {
  it("sum every invoice's amount and status as the domain's rules do", async () => {
    const stored = await database.db
      .select({ invoice: invoices, shipment: shipments })
      .from(invoices)
      .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
      .where(eq(invoices.userId, USER));
    const noon = new Date(`${TODAY}T12:00:00Z`);
    const asTheDomainSays = stored.map(({ invoice, shipment }) =>
      toInvoice({ invoice, shipment, pickupDate: shipment.pickupDate }, noon),
    );
    const totals = invoiceTotals(asTheDomainSays, MONTH_START);
    expect(Object.values(totals).every((amount) => amount !== '0.00')).toBe(true);
    expect(await summarizeInvoices(database.db, USER, TODAY, MONTH_START)).toEqual({
      count: CASES.length,
      totals,
    });
  });
});
