import { desc } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import type { Db } from '../server/db/database';
import { carriers, cities, regions } from '../server/db/schema';
import type { Actor } from '../server/services/accounts/account';
import { foundCompany } from '../server/services/accounts/foundCompany';
import { checkCarrier } from '../server/services/carriers/checkCarrier';
import { createTestRegistry } from '../server/services/carriers/registry/testRegistry';
import { markShipmentPaid } from '../server/services/invoices/markShipmentPaid';
import { assignCarrier } from '../server/services/movement/assignCarrier';
import { createOperator } from '../server/services/operators/createOperator';
import { createShipment } from '../server/services/shipments/createShipment';
import { finalizeShipment } from '../server/services/shipments/finalizeShipment';
import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import type { Engine } from './loadCases';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { BENCH_FINAL_DETAILS } from './support/finalDetails';

/** How many drivers report at once. */
export const driverCount = (ctx: BenchContext) => (ctx.quick ? 20 : 200);

/** Positions in each driver's batch: twenty minutes of a phone reporting every minute. */
const POSITIONS_PER_BATCH = 20;

const MINUTE_MS = 60 * 1000;

const EVENT_METRIC = 'event p99';
const POSITIONS_METRIC = `${POSITIONS_PER_BATCH} positions p99`;

/** The test registry's carrier that passes its check. */
const VERIFIED_USDOT = '3000001';

/** The drivers' loads' shipper, its shipping needs stated: it follows a load's tracking too. */
const newShipper = async (db: Db, now: Date): Promise<Actor> => {
  const [region] = await db.select({ id: regions.id }).from(regions).limit(1);
  const { companyId, userId } = await foundCompany(
    db,
    {
      name: 'Driver Bench Foods',
      primaryShipsCountry: 'US',
      companyLocationId: region?.id,
      modes: ['FTL'],
      averageFtl: '5-10',
      trailerTypes: ['dryVan'],
    },
    {
      email: 'drivers@bench.loadline.test',
      passwordHash: 'unusable',
      firstName: 'Bench',
      lastName: 'Drivers',
      phoneNumber: '+13125550100',
      isEmailVerified: true,
      createdAt: now,
    },
  );
  return { id: userId, companyId, role: 'admin' };
};

const newVerifiedCarrier = async (db: Db, dispatcherId: number, now: Date) => {
  const [carrier] = await db
    .insert(carriers)
    .values({
      legalName: 'Prairie Line Transport LLC',
      usdotNumber: VERIFIED_USDOT,
      phone: '+13125550140',
      email: 'dispatch@prairieline.bench.loadline.test',
      equipment: ['dryVan', 'reefer'],
      insuranceExpiresOn: addDays(todayUtc(now), 365),
      createdBy: dispatcherId,
    })
    .returning({ id: carriers.id });
  if (!carrier) throw new Error('No carrier stored.');
  await checkCarrier(db, createTestRegistry(), carrier.id, now);
  return carrier.id;
};

/**
 * As many paid shipments as drivers, each covered by the verified carrier through the services a
 * dispatcher's assignment runs: the driver links' tokens, one per driver.
 */
export const seedDrivers = async (db: Db, count: number, now: Date): Promise<string[]> => {
  const shipper = await newShipper(db, now);
  const dispatcherId = await createOperator(db, {
    email: 'dispatch@bench.loadline.test',
    firstName: 'Bench',
    role: 'dispatcher',
    passwordHash: null,
  });
  const carrierId = await newVerifiedCarrier(db, dispatcherId, now);
  const lanes = await db
    .select({ id: cities.id })
    .from(cities)
    .orderBy(desc(cities.population))
    .limit(20);
  const tokens: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const from = lanes[n % lanes.length];
    const to = lanes[(n + 1) % lanes.length];
    if (!from || !to) throw new Error('No cities to ship between.');
    const shipmentId = await db.transaction(async (tx) => {
      const { shipment } = await createShipment(
        tx,
        shipper,
        {
          equipment: 'dryVan',
          pickupCityId: from.id,
          dropoffCityId: to.id,
          pickupDate: addDays(todayUtc(now), 3),
        },
        now,
      );
      await finalizeShipment(tx, shipper, shipment.id, BENCH_FINAL_DETAILS, now);
      await markShipmentPaid(tx, shipment.id, now);
      return shipment.id;
    });
    const { token } = await assignCarrier(
      db,
      createTestRegistry(),
      dispatcherId,
      shipmentId,
      {
        carrier_id: carrierId,
        driver_name: `Bench Driver ${n}`,
        driver_phone: '+12145550123',
        truck_number: `T-${n}`,
        trailer_number: `TR-${n}`,
      },
      now,
    );
    tokens.push(token);
  }
  return tokens;
};

/** One call's time in ms; a failure ends the figure, which is then reported missing. */
const timed = async (baseUrl: string, path: string, body: object) => {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return ms;
};

/** What a phone sends on arriving at the pickup: the milestone, then the road behind it. */
const report = async (baseUrl: string, token: string, n: number, now: number) => {
  const link = `/api/driver/${token}`;
  const event = await timed(baseUrl, `${link}/events/`, {
    id: `bench-${n}`,
    code: 'arrived_pickup',
    at: new Date(now).toISOString(),
    latitude: 41.85,
    longitude: -87.65,
    accuracy_m: 10,
  });
  const positions = await timed(baseUrl, `${link}/positions/`, {
    positions: Array.from({ length: POSITIONS_PER_BATCH }, (_, minute) => ({
      at: new Date(now - (POSITIONS_PER_BATCH - minute) * MINUTE_MS).toISOString(),
      latitude: 41.6 + minute * 0.01,
      longitude: -87.9 + minute * 0.01,
      accuracy_m: 15,
    })),
  });
  return { event, positions };
};

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0);
};

export const driverFigureNames = (ctx: BenchContext, engine: Engine): FigureName[] => {
  const base = {
    section: `Drivers · ${engine}`,
    subject: `${driverCount(ctx)} drivers sending at once`,
    unit: 'ms',
    // PGlite answers one statement at a time: the budget is for the database servers run on.
    ...(engine === 'PostgreSQL' ? { budget: { max: BUDGETS.driverCallsMaxP99Ms } } : {}),
  };
  return [
    { ...base, metric: EVENT_METRIC },
    { ...base, metric: POSITIONS_METRIC },
  ];
};

/**
 * Every driver reports at the same moment, each a milestone then a batch of positions: the p99 of
 * each kind of call, in ms.
 */
export const measureDriverEvents = (
  ctx: BenchContext,
  { engine, baseUrl, tokens }: { engine: Engine; baseUrl: string; tokens: string[] },
): Promise<Measurement[]> => {
  const names = driverFigureNames(ctx, engine);
  return measureOrMissing(
    names,
    async () => {
      const now = Date.now();
      const times = await Promise.all(tokens.map((token, n) => report(baseUrl, token, n, now)));
      return withValues(names, {
        [EVENT_METRIC]: p99(times.map(({ event }) => event)),
        [POSITIONS_METRIC]: p99(times.map(({ positions }) => positions)),
      });
    },
    ctx.log,
  );
};
