import type { BenchContext } from './benchContext';
import { seedSizes } from './benchContext';
import { loadCases, withDays, withTracked } from './loadCases';
import type { Engine, LoadCase } from './loadCases';
import { BUSY_METRIC, measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { loadTest } from './support/loadTest';
import type { LoadFigures, Request } from './support/loadTest';
import type { SeededShipper } from './support/seedShippers';
import type { ShipperLoad } from './support/driverLinkLoad';

export type LoadTarget = {
  engine: Engine;
  baseUrl: string;
  /** The bare route's address, or why it could not be started. */
  bare: { url: string } | { failure: unknown };
  /** 200 shipments, as a busy shipper has. */
  regular: SeededShipper;
  /** 10,000 shipments: the scale figures. */
  large: SeededShipper;
  /** A load on the road with a full trail, and its shipper's session. */
  tracked: ShipperLoad;
};

const BARE_SUBJECT = 'bare Fastify route (constant)';

const namesFor = (
  engine: Engine,
  { section, subject, budget }: { section: string; subject: string; budget?: LoadCase['budget'] },
  vsBareRoute: boolean,
): FigureName[] => {
  const base = { section: `${section} · ${engine}`, subject };
  const enforced = budget?.engines.includes(engine) ? budget : undefined;
  return [
    { ...base, metric: 'req/s', unit: 'req/s' },
    ...(vsBareRoute
      ? [
          {
            ...base,
            metric: 'vs bare route',
            unit: '×',
            ...(enforced?.minVsBareRoute ? { budget: { min: enforced.minVsBareRoute } } : {}),
          },
        ]
      : []),
    { ...base, metric: 'p50', unit: 'ms' },
    {
      ...base,
      metric: 'p99',
      unit: 'ms',
      ...(enforced?.maxP99Ms ? { budget: { max: enforced.maxP99Ms } } : {}),
    },
    ...(vsBareRoute ? [{ ...base, metric: BUSY_METRIC, unit: 'answers' }] : []),
  ];
};

const subjectOf = (ctx: BenchContext, { method, path, as, showShipments }: LoadCase) => {
  const shipments = as && as !== 'tracked' && showShipments ? seedSizes(ctx)[as] : undefined;
  return shipments === undefined
    ? `${method} ${path}`
    : `${method} ${path} (${shipments.toLocaleString('en-US')} shipments)`;
};

const bareNames = (engine: Engine) =>
  namesFor(engine, { section: 'Server', subject: BARE_SUBJECT }, false);

const caseNames = (ctx: BenchContext, engine: Engine, loadCase: LoadCase) =>
  namesFor(engine, { ...loadCase, subject: subjectOf(ctx, loadCase) }, true);

/** The figures measureServerLoad takes on one engine. */
export const serverLoadFigureNames = (ctx: BenchContext, engine: Engine): FigureName[] => [
  ...bareNames(engine),
  ...loadCases(ctx).flatMap((loadCase) => caseNames(ctx, engine, loadCase)),
];

const valuesOf = (figures: LoadFigures, bare: LoadFigures | null) => ({
  'req/s': Math.round(figures.requestsPerSecond),
  'vs bare route': bare
    ? Number((figures.requestsPerSecond / bare.requestsPerSecond).toFixed(3))
    : undefined,
  p50: figures.p50Ms,
  p99: figures.p99Ms,
  [BUSY_METRIC]: figures.busy,
});

const requestOf = async (loadCase: LoadCase, target: LoadTarget): Promise<Request> => ({
  method: loadCase.method,
  url: `${target.baseUrl}${withTracked(withDays(loadCase.path, new Date()), target.tracked.shipmentId)}`,
  ...(loadCase.as ? { headers: { authorization: `Token ${target[loadCase.as].token}` } } : {}),
  ...(loadCase.body ? { body: await loadCase.body(target.baseUrl) } : {}),
});

/**
 * The load each endpoint is put under: 50 connections for 10 seconds on PostgreSQL, and 10 on
 * PGlite, which answers one statement at a time in the server's own process, as the budgets
 * say; in quick mode 10 connections for 2 seconds on both.
 */
export const loadOptions = (ctx: BenchContext, engine: Engine) =>
  ctx.quick
    ? { connections: 10, seconds: 2 }
    : { connections: engine === 'PGlite' ? 10 : 50, seconds: 10 };

/**
 * Each endpoint under autocannon (loadOptions), reported beside the bare Fastify route measured
 * in the same run with the same load, since shared machines are noisy. An endpoint that fails is
 * reported missing; the others are still measured.
 */
export const measureServerLoad = async (
  ctx: BenchContext,
  target: LoadTarget,
): Promise<Measurement[]> => {
  const options = loadOptions(ctx, target.engine);
  ctx.log(`${target.engine}: the bare route`);
  let bare: LoadFigures | null = null;
  const measurements = await measureOrMissing(
    bareNames(target.engine),
    async () => {
      if ('failure' in target.bare) throw target.bare.failure;
      bare = await loadTest({ method: 'GET', url: target.bare.url }, options);
      return withValues(bareNames(target.engine), valuesOf(bare, null));
    },
    ctx.log,
  );
  for (const loadCase of loadCases(ctx)) {
    const names = caseNames(ctx, target.engine, loadCase);
    ctx.log(`${target.engine}: ${subjectOf(ctx, loadCase)}`);
    const figures = await measureOrMissing(
      names,
      async () => {
        const measured = await loadTest(await requestOf(loadCase, target), options);
        return withValues(names, valuesOf(measured, bare), 'the bare route was not measured');
      },
      ctx.log,
    );
    measurements.push(...figures);
  }
  return measurements;
};
