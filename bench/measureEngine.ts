import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../server/clock';
import { scratchDatabase } from '../server/db/scratchDatabase';
import { openDatabase } from '../server/db/database';
import { appWeightFigureNames, measureAppWeight } from './appWeight';
import { documentFigureNames, measureDocuments } from './documents';
import type { BenchContext } from './benchContext';
import { seedSizes } from './benchContext';
import { lighthouseFigureNames, measureLighthouse } from './lighthouse';
import { measureOrMissing, missingFigures } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { measureServerLoad, serverLoadFigureNames } from './serverLoad';
import { journeyFigureNames, journeyShippers, measureBookingJourney } from './bookingJourney';
import { driverCount, driverFigureNames, measureDriverEvents, seedDrivers } from './driverEvents';
import { storedSession } from './signedIn';
import { seedDeliveredLoad } from './deliveredLoad';
import { seedTrackedLoad } from './trackedLoad';
import { seedTrackingPage } from './trackingPage';
import { BUDGETS } from './budgets';
import { interactionFigureNames, measureInteractions } from './interactions';
import { startBareRoute } from './support/bareRoute';
import { auditPage } from './support/lighthouseAudit';
import { startProduct } from './support/productServer';
import { seedShipper } from './support/seedShippers';

export type Engine = 'PGlite' | 'PostgreSQL';
export type Store = { dataDir: string } | { databaseUrl: string };

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

const seed = async (ctx: BenchContext, store: Store) => {
  const sizes = seedSizes(ctx);
  ctx.log(`seeding shippers with ${sizes.regular} and ${sizes.large} shipments`);
  const database = await openDatabase({
    databaseUrl: 'databaseUrl' in store ? store.databaseUrl : null,
    dataDir: 'dataDir' in store ? store.dataDir : null,
  });
  try {
    const now = systemClock.now();
    const regular = await seedShipper(database.db, 'regular', sizes.regular, now);
    const large = await seedShipper(database.db, 'large', sizes.large, now);
    const journeys = [];
    for (let n = 0; n < journeyShippers(ctx); n += 1)
      journeys.push(await seedShipper(database.db, `journey${n}`, 0, now));
    // Four links more than the drivers who report at once: the driver's page is loaded on a link
    // of its own, so that their reports leave it as a driver first opens it, the shared tracking
    // page follows a load of its own on the road, the tracking call one with a full trail, and
    // the proof of delivery's PDF is drawn for one delivered.
    const [driverPage, sharedLoad, trailLoad, signedLoad, ...drivers] = await seedDrivers(
      database.db,
      driverCount(ctx) + 4,
      now,
    );
    if (!driverPage || !sharedLoad || !trailLoad || !signedLoad)
      throw new Error('No driver links were made for the pages.');
    const trackingPage = await seedTrackingPage(database.db, sharedLoad, now);
    const tracked = await seedTrackedLoad(database.db, trailLoad, now);
    const delivered = await seedDeliveredLoad(database.db, signedLoad, now);
    return { regular, large, journeys, drivers, driverPage, trackingPage, tracked, delivered };
  } finally {
    await database.close();
  }
};

/** Each start is timed this many times and the slowest is the figure: a budget met steadily. */
const startRuns = (ctx: BenchContext) => (ctx.quick ? 1 : 3);

/** A new, empty store of the engine of `store`, and how to remove it. */
const anotherEmptyStore = async (store: Store) => {
  if ('dataDir' in store) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-bench-start-'));
    return {
      store: { dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await scratchDatabase(store.databaseUrl, 'bench');
  return { store: { databaseUrl: scratch.url }, remove: scratch.drop };
};

/** `npm start` on `store` to its first answer, stopped again: seconds. */
const startTime = async (ctx: BenchContext, store: Store) => {
  const started = await startProduct(ctx.root, store);
  await started.stop();
  return seconds(started.startMs);
};

/**
 * The slowest of the empty starts: the first on the bench's own store (which it leaves with the
 * cities loaded, for the seeding), the others each on a store of their own.
 */
const slowestEmptyStart = async (ctx: BenchContext, store: Store) => {
  const times = [await startTime(ctx, store)];
  while (times.length < startRuns(ctx)) {
    const other = await anotherEmptyStore(store);
    try {
      times.push(await startTime(ctx, other.store));
    } finally {
      await other.remove();
    }
  }
  return Math.max(...times);
};

/** The filled store started until the last run, which is left running for the figures after. */
const startFilled = async (ctx: BenchContext, store: Store) => {
  const times: number[] = [];
  while (times.length < startRuns(ctx) - 1) times.push(await startTime(ctx, store));
  const server = await startProduct(ctx.root, store);
  return { server, slowest: Math.max(...times, seconds(server.startMs)) };
};

const startNames = (ctx: BenchContext, engine: Engine) => {
  const section = `Start · ${engine}`;
  const { regular, large } = seedSizes(ctx);
  const shipments = (regular + large).toLocaleString('en-US');
  const started = (subject: string): FigureName => ({
    section,
    subject,
    metric: 'to first 200',
    unit: 's',
  });
  return {
    // A new embedded store is a copy of the prepared one; a new PostgreSQL database is filled.
    empty: {
      ...started(`empty store (cities loaded), slowest of ${startRuns(ctx)}`),
      budget: { max: BUDGETS.freshStartMaxS },
    },
    filled: {
      ...started(`filled store (${shipments} shipments), slowest of ${startRuns(ctx)}`),
      budget: { max: BUDGETS.freshStartMaxS },
    },
    memory: {
      section,
      subject: 'server after the load runs',
      metric: 'memory (RSS)',
      unit: 'MB',
    },
  };
};

/** The app in a browser is measured on the embedded database only: it does not depend on it. */
const measuresApp = (engine: Engine) => engine === 'PGlite';

const afterSeedNames = (ctx: BenchContext, engine: Engine): FigureName[] => {
  const start = startNames(ctx, engine);
  return [
    start.filled,
    ...(measuresApp(engine)
      ? [...appWeightFigureNames(), ...lighthouseFigureNames(ctx), ...interactionFigureNames()]
      : []),
    ...serverLoadFigureNames(ctx, engine),
    ...journeyFigureNames(ctx, engine),
    ...driverFigureNames(ctx, engine),
    start.memory,
    ...documentFigureNames(ctx, engine),
  ];
};

/** Every figure measureEngine takes on one engine, in its order. */
export const engineFigureNames = (ctx: BenchContext, engine: Engine): FigureName[] => [
  startNames(ctx, engine).empty,
  ...afterSeedNames(ctx, engine),
];

/**
 * Every figure on one database engine: a start on an empty store, the shippers seeded, a start on
 * the filled store, then the app in a browser and the endpoints under load, the server's memory
 * after all of it, then the exports and an invoice's PDF. A figure that cannot be taken is
 * reported missing, with every figure that depends on it; the others are still taken.
 */
export const measureEngine = async (
  ctx: BenchContext,
  engine: Engine,
  store: Store,
): Promise<Measurement[]> => {
  const start = startNames(ctx, engine);
  ctx.log(`${engine}: npm start on empty stores`);
  const measurements = await measureOrMissing(
    [start.empty],
    async () => [{ ...start.empty, value: await slowestEmptyStart(ctx, store) }],
    ctx.log,
  );

  let shippers: Awaited<ReturnType<typeof seed>>;
  let server: Awaited<ReturnType<typeof startProduct>>;
  try {
    shippers = await seed(ctx, store);
    ctx.log(`${engine}: npm start on the filled store`);
    const filled = await startFilled(ctx, store);
    server = filled.server;
    measurements.push({ ...start.filled, value: filled.slowest });
  } catch (error) {
    ctx.log(`${engine}: ${String(error)}`);
    return [...measurements, ...missingFigures(afterSeedNames(ctx, engine), error)];
  }

  try {
    if (measuresApp(engine)) {
      const { baseUrl } = server;
      const token = shippers.regular.token;
      const target = {
        baseUrl,
        session: () => storedSession(baseUrl, token),
        driverToken: shippers.driverPage,
        trackingToken: shippers.trackingPage,
        shipmentOnTheRoad: {
          shipmentId: shippers.tracked.shipmentId,
          session: () => storedSession(baseUrl, shippers.tracked.token),
        },
      };
      ctx.log('app weight');
      measurements.push(...(await measureAppWeight(ctx, target)));
      ctx.log('Lighthouse');
      measurements.push(...(await measureLighthouse(ctx, target, auditPage)));
      ctx.log('interactions');
      measurements.push(...(await measureInteractions(ctx, { baseUrl, walker: shippers.regular })));
    }
    const bare = await startBareRoute(ctx.root).catch((failure: unknown) => ({ failure }));
    try {
      measurements.push(
        ...(await measureServerLoad(ctx, {
          engine,
          baseUrl: server.baseUrl,
          bare: 'failure' in bare ? bare : { url: bare.url },
          ...shippers,
        })),
      );
    } finally {
      if (!('failure' in bare)) await bare.stop();
    }
    ctx.log(`${engine}: shippers booking and paying at once`);
    measurements.push(
      ...(await measureBookingJourney(ctx, {
        engine,
        baseUrl: server.baseUrl,
        shippers: shippers.journeys,
      })),
    );
    ctx.log(`${engine}: drivers reporting at once`);
    measurements.push(
      ...(await measureDriverEvents(ctx, {
        engine,
        baseUrl: server.baseUrl,
        tokens: shippers.drivers,
      })),
    );
    measurements.push({ ...start.memory, value: Math.round(server.residentMb()) });
    // After the memory figure, which stays the load runs' alone.
    measurements.push(
      ...(await measureDocuments(ctx, {
        engine,
        baseUrl: server.baseUrl,
        large: shippers.large,
        delivered: shippers.delivered,
        serverRootPid: server.groupId,
      })),
    );
  } finally {
    await server.stop();
  }
  return measurements;
};
