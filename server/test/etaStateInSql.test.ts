import { and, asc, eq, inArray } from 'drizzle-orm';
import { AT_RISK_WITHIN_MS, etaAt } from '@domain/eta';
import { NO_POSITION_AFTER_MS } from '@domain/dispatchExceptions';
import type { Database } from '../db/database';
import { shipments } from '../db/schema';
import { listFiltersCondition, ownShipments } from '../services/shipments/shipmentFilters';
import { etaStateSql } from '../services/shipments/shipmentEtaState';
import { storeInvoicedShipment, storeRuleShippers } from './sqlRulesStore';
import { openTestDatabase } from './testDatabase';

/*
 * The state of a kept arrival estimate is judged in SQL for the lists, restating etaAt. Estimates
 * around the end of the drop-off day and the at-risk margin, trucks seen lately or long ago or at
 * the drop-off already, each judged at instants on either side of every edge: the SQL and the
 * domain must agree on each.
 */

const USER = 990201;
const CITY = 990201;
const MINUTE_MS = 60_000;
const DUE = new Date('2026-07-21T05:00:00Z');
const NOW = new Date('2026-07-20T18:00:00Z');

type Kept = { at: Date; seenAt: Date | null };

const around = (base: number, edge: number) => [
  new Date(base - edge - MINUTE_MS),
  new Date(base - edge),
  new Date(base - edge + MINUTE_MS),
];

const KEPT: Kept[] = [];
for (const at of [
  ...around(DUE.getTime(), 0),
  ...around(DUE.getTime(), AT_RISK_WITHIN_MS),
  new Date(NOW.getTime() - 60 * MINUTE_MS),
])
  for (const seenAt of [
    null,
    ...around(NOW.getTime(), NO_POSITION_AFTER_MS),
    new Date(NOW.getTime() - MINUTE_MS),
  ])
    KEPT.push({ at, seenAt });

const INSTANTS = [NOW, ...around(DUE.getTime(), AT_RISK_WITHIN_MS), DUE];

let database: Database;
let ids: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  await storeRuleShippers(database.db, CITY, [USER]);
  ids = [];
  for (const kept of KEPT) {
    const id = await storeInvoicedShipment(database.db, {
      userId: USER,
      basePriceCents: 100_000,
      driverAssist: false,
      paidAt: NOW,
      paidAmountCents: null,
      pickupDate: '2026-07-20',
      invoicedAt: NOW,
    });
    await database.db
      .update(shipments)
      .set({ etaAt: kept.at, etaDueAt: DUE, lastSeenAt: kept.seenAt })
      .where(eq(shipments.id, id));
    ids.push(id);
  }
  // One with no estimate kept: none to judge.
  ids.push(
    await storeInvoicedShipment(database.db, {
      userId: USER,
      basePriceCents: 100_000,
      driverAssist: false,
      paidAt: NOW,
      paidAmountCents: null,
      pickupDate: '2026-07-20',
      invoicedAt: NOW,
    }),
  );
});

afterAll(() => database.close());

describe('The estimate state in SQL', () => {
  it.each(INSTANTS)('agrees with the domain at %p', async (now) => {
    const rows = await database.db
      .select({ id: shipments.id, state: etaStateSql(now) })
      .from(shipments)
      .where(inArray(shipments.id, ids))
      .orderBy(asc(shipments.id));
    expect(rows.map(({ state }) => state)).toEqual([
      ...KEPT.map((kept) => etaAt({ ...kept, dueAt: DUE }, now).state),
      null,
    ]);
  });

  it.each(['on_time', 'at_risk', 'late'] as const)(
    'filters the list to the %s ones',
    async (state) => {
      const found = await database.db
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(ownShipments(USER), listFiltersCondition({ eta_state: state }, NOW)))
        .orderBy(asc(shipments.id));
      const expected = ids.filter((_, index) => {
        const kept = KEPT[index];
        return kept !== undefined && etaAt({ ...kept, dueAt: DUE }, NOW).state === state;
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map(({ id }) => id)).toEqual(expected);
    },
  );
});
