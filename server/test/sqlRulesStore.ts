import { addDays } from '@domain/dates';
import { NOT_DISPATCHED, type Progress } from '@domain/milestones';
import type { IsoDate } from '@domain/types';
import type { Db } from '../db/database';
import { cities, companies, invoices, shipments, users } from '../db/schema';

/*
 * The store of the tests that hold the server's SQL to the domain's rules: shippers, and
 * invoiced shipments written as rows, so that every combination can be stored at once, whatever
 * the services would allow.
 */

/** One city for every shipment, and the shippers of the ids given. */
export const storeRuleShippers = async (db: Db, cityId: number, userIds: number[]) => {
  await db
    .insert(cities)
    .values({
      id: cityId,
      name: 'Testville',
      regionCode: 'TX',
      countryCode: 'US',
      latitude: 32.8,
      longitude: -96.8,
      population: 1000,
      searchName: 'testville',
    })
    .onConflictDoNothing();
  // Each shipper the admin of a company of the same id.
  await db
    .insert(companies)
    .values(userIds.map((id) => ({ id, name: 'Rules Co', primaryShipsCountry: 'US' })));
  await db.insert(users).values(
    userIds.map((id) => ({
      id,
      companyId: id,
      role: 'admin' as const,
      email: `sql-rules-${id}@example.com`,
      passwordHash: 'x',
      firstName: 'Rule',
      lastName: 'Keeper',
      phoneNumber: '+13125550100',
    })),
  );
};

export type InvoicedShipment = {
  userId: number;
  basePriceCents: number;
  driverAssist: boolean;
  /** When it was paid; null for an unpaid shipment. */
  paidAt: Date | null;
  /** What the card was charged, when it was paid; null for the base price. */
  paidAmountCents: number | null;
  pickupDate: IsoDate;
  /** The day after pickup unless given. */
  dropoffDate?: IsoDate;
  invoicedAt: Date;
  /** What its cancellation gives back of the charge; not cancelled unless given. */
  cancelledWithRefundCents?: number;
  /** How far the truck has gone; not dispatched unless given. */
  progress?: Progress;
};

/** A dry van shipment with its invoice; its id. */
export const storeInvoicedShipment = async (db: Db, stored: InvoicedShipment): Promise<number> => {
  const [row] = await db
    .insert(shipments)
    .values({
      companyId: stored.userId,
      userId: stored.userId,
      equipment: 'dryVan',
      miles: 100,
      minTransitTime: 1,
      basePriceCents: stored.basePriceCents,
      priceHeldUntil: new Date('2026-06-02T00:00:00Z'),
      driverAssist: stored.driverAssist,
      paidAt: stored.paidAt,
      pickupDate: stored.pickupDate,
      dropoffDate: stored.dropoffDate ?? addDays(stored.pickupDate, 1),
      progress: stored.progress ?? NOT_DISPATCHED,
      ...(stored.cancelledWithRefundCents === undefined
        ? {}
        : {
            cancelledAt: new Date('2026-06-10T12:00:00Z'),
            cancellationReason: 'plans_changed' as const,
            cancellationFeeCents: 0,
            refundCents: stored.cancelledWithRefundCents,
          }),
    })
    .returning({ id: shipments.id });
  if (!row) throw new Error('No shipment stored.');
  await db.insert(invoices).values({
    shipmentId: row.id,
    companyId: stored.userId,
    userId: stored.userId,
    paidAt: stored.paidAt,
    paidAmountCents: stored.paidAt ? (stored.paidAmountCents ?? stored.basePriceCents) : null,
    createdAt: stored.invoicedAt,
  });
  return row.id;
};

/** What a rule test varies of a stored shipment; whose it is and when it was paid come later. */
export type InvoiceRuleCase = Omit<InvoicedShipment, 'userId' | 'paidAt' | 'invoicedAt'> & {
  paid: boolean;
  createdAt: Date;
};

type CaseGrid = {
  today: IsoDate;
  /** The moments of issue: each an edge the rules under test meet. */
  issued: string[];
  /** The base price of a case, by its moment's index and its pickup's offset from today. */
  basePriceCents: (index: number, pickupOffset: number) => number;
  /** Which of all, part or nothing a cancelled paid case got back (taken modulo 3), by the same. */
  refundPick: (index: number, pickupOffset: number) => number;
};

const REFUNDS_CENTS = [99_999, 5_000, 0];

/**
 * Every combination of cancellation, payment, pickup the day before, on or after today, driver
 * assist and moment of issue. A paid case of the third moment was charged less than its price; a
 * cancelled paid one got back all of it, part of it, or nothing (the fee kept everything).
 */
export const invoiceRuleCases = ({
  today,
  issued,
  basePriceCents,
  refundPick,
}: CaseGrid): InvoiceRuleCase[] => {
  const cases: InvoiceRuleCase[] = [];
  for (const cancelled of [false, true])
    for (const paid of [false, true])
      for (const pickupOffset of [-1, 0, 1])
        for (const driverAssist of [false, true])
          for (const [index, moment] of issued.entries())
            cases.push({
              paid,
              pickupDate: addDays(today, pickupOffset),
              driverAssist,
              basePriceCents: basePriceCents(index, pickupOffset),
              paidAmountCents: paid && index === 2 ? 99_999 : null,
              createdAt: new Date(moment),
              ...(cancelled
                ? {
                    cancelledWithRefundCents: paid
                      ? (REFUNDS_CENTS[refundPick(index, pickupOffset) % 3] ?? 0)
                      : 0,
                  }
                : {}),
            });
  return cases;
};
