import { systemClock } from '../server/clock';
import { openDatabase } from '../server/db/database';
import { measureAppWeight } from './appWeight';
import type { BenchContext } from './benchContext';
import { measureLighthouse } from './lighthouse';
import type { Measurement } from './measurement';
import { measureServerLoad } from './serverLoad';
import { startBareRoute } from './support/bareRoute';
import { startProduct } from './support/productServer';
import { seedShipper } from './support/seedShippers';

export type Engine = 'PGlite' | 'PostgreSQL';
export type Store = { dataDir: string } | { databaseUrl: string };

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

const seed = async (ctx: BenchContext, store: Store) => {
  const sizes = ctx.quick ? { regular: 20, large: 200 } : { regular: 200, large: 10_000 };
  ctx.log(`seeding shippers with ${sizes.regular} and ${sizes.large} shipments`);
  const database = await openDatabase({
    databaseUrl: 'databaseUrl' in store ? store.databaseUrl : null,
    dataDir: 'dataDir' in store ? store.dataDir : null,
  });
  try {
    const now = systemClock.now();
    const regular = await seedShipper(database.db, 'regular', sizes.regular, now);
    const large = await seedShipper(database.db, 'large', sizes.large, now);
    return { regular, large };
  } finally {
    await database.close();
  }
};

/**
 * Every figure on one database engine: a start on an empty store, the shippers seeded, a start on
 * the filled store, then the app in a browser (embedded only: the app does not depend on the
 * engine) and the endpoints under load, and the server's memory after all of it.
 */
export const measureEngine = async (
  ctx: BenchContext,
  engine: Engine,
  store: Store,
): Promise<Measurement[]> => {
  const section = `Start · ${engine}`;
  ctx.log(`${engine}: npm start on an empty store`);
  const fresh = await startProduct(ctx.root, store);
  await fresh.stop();
  const shippers = await seed(ctx, store);
  ctx.log(`${engine}: npm start on the filled store`);
  const server = await startProduct(ctx.root, store);
  const measurements: Measurement[] = [
    {
      section,
      subject: 'empty store (cities loaded)',
      metric: 'to first 200',
      value: seconds(fresh.startMs),
      unit: 's',
    },
    {
      section,
      subject: `filled store (${(shippers.regular.shipments + shippers.large.shipments).toLocaleString('en-US')} shipments)`,
      metric: 'to first 200',
      value: seconds(server.startMs),
      unit: 's',
    },
  ];
  try {
    if (engine === 'PGlite') {
      const target = { baseUrl: server.baseUrl, token: shippers.regular.token };
      ctx.log('app weight');
      measurements.push(...(await measureAppWeight(ctx, target)));
      ctx.log('Lighthouse');
      measurements.push(...(await measureLighthouse(ctx, target)));
    }
    const bare = await startBareRoute(ctx.root);
    try {
      measurements.push(
        ...(await measureServerLoad(ctx, {
          engine,
          baseUrl: server.baseUrl,
          bareUrl: bare.url,
          ...shippers,
        })),
      );
    } finally {
      await bare.stop();
    }
    measurements.push({
      section,
      subject: 'server after the load runs',
      metric: 'memory (RSS)',
      value: Math.round(server.residentMb()),
      unit: 'MB',
    });
  } finally {
    await server.stop();
  }
  return measurements;
};
