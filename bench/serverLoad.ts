import type { BenchContext } from './benchContext';
import type { Measurement } from './measurement';
import type { SeededShipper } from './support/seedShippers';
import { loadTest } from './support/loadTest';
import type { LoadFigures, Request } from './support/loadTest';

export type LoadTarget = {
  engine: 'PGlite' | 'PostgreSQL';
  baseUrl: string;
  bareUrl: string;
  /** 200 shipments, as a busy shipper has. */
  regular: SeededShipper;
  /** 10,000 shipments: the scale figures. */
  large: SeededShipper;
};

type Case = {
  section: 'Server' | 'Scale';
  request: Request;
  /** The shipper whose list it is, named in the subject at scale. */
  shownShipper?: SeededShipper;
  /** The figures this case must meet on the embedded database. */
  budget?: { ratio?: number; p99Ms?: number };
};

const cityId = async (baseUrl: string, name: string): Promise<number> => {
  const response = await fetch(`${baseUrl}/api/shipper/cities?name_prefix=${name}`);
  const { results } = (await response.json()) as { results: { id: number }[] };
  if (!results[0]) throw new Error(`No city found for "${name}".`);
  return results[0].id;
};

const casesFor = async ({ engine, baseUrl, regular, large }: LoadTarget): Promise<Case[]> => {
  const api = `${baseUrl}/api`;
  const as = (shipper: SeededShipper) => ({ authorization: `Token ${shipper.token}` });
  const quoteBody = {
    pickup_location: await cityId(baseUrl, 'chicago'),
    dropoff_location: await cityId(baseUrl, 'dallas'),
    equipment: 'dryVan',
  };
  const embedded = engine === 'PGlite';
  return [
    {
      section: 'Server',
      request: { method: 'GET', url: `${api}/shipper/cities?name_prefix=san` },
      budget: embedded ? { ratio: 0.25, p99Ms: 50 } : undefined,
    },
    {
      section: 'Server',
      request: { method: 'POST', url: `${api}/shipper/distance-price/`, body: quoteBody },
      budget: embedded ? { ratio: 0.25, p99Ms: 50 } : undefined,
    },
    {
      section: 'Server',
      request: { method: 'GET', url: `${api}/shipper/shipments/`, headers: as(regular) },
    },
    {
      section: 'Server',
      request: { method: 'GET', url: `${api}/invoices/`, headers: as(regular) },
    },
    {
      section: 'Scale',
      request: { method: 'GET', url: `${api}/shipper/shipments/`, headers: as(large) },
      shownShipper: large,
      budget: { p99Ms: 100 },
    },
    {
      section: 'Scale',
      request: { method: 'GET', url: `${api}/invoices/`, headers: as(large) },
      shownShipper: large,
      budget: { p99Ms: 100 },
    },
    {
      section: 'Scale',
      // One letter: the most cities to rank of any search.
      request: { method: 'GET', url: `${api}/shipper/cities?name_prefix=s` },
      budget: { p99Ms: 100 },
    },
  ];
};

const subjectOf = ({ method, url }: Request, shipper?: SeededShipper) => {
  const path = new URL(url).pathname + new URL(url).search;
  return shipper
    ? `${method} ${path} (${shipper.shipments.toLocaleString('en-US')} shipments)`
    : `${method} ${path}`;
};

/**
 * Each endpoint under autocannon (50 connections, 10 seconds; in quick mode 10 connections for
 * 2 seconds), reported beside the bare Fastify route measured in the same run, since shared
 * machines are noisy.
 */
export const measureServerLoad = async (
  ctx: BenchContext,
  target: LoadTarget,
): Promise<Measurement[]> => {
  const options = ctx.quick ? { connections: 10, seconds: 2 } : { connections: 50, seconds: 10 };
  ctx.log(`${target.engine}: the bare route`);
  const bare = await loadTest({ method: 'GET', url: target.bareUrl }, options);
  const rows = (
    section: string,
    subject: string,
    figures: LoadFigures,
    budget?: Case['budget'],
    ratio?: number,
  ) => {
    const base = { section: `${section} · ${target.engine}`, subject };
    const result: Measurement[] = [
      { ...base, metric: 'req/s', value: Math.round(figures.requestsPerSecond), unit: 'req/s' },
      ...(ratio === undefined
        ? []
        : [
            {
              ...base,
              metric: 'vs bare route',
              value: Number(ratio.toFixed(3)),
              unit: '×',
              ...(budget?.ratio ? { budget: { min: budget.ratio } } : {}),
            },
          ]),
      { ...base, metric: 'p50', value: figures.p50Ms, unit: 'ms' },
      {
        ...base,
        metric: 'p99',
        value: figures.p99Ms,
        unit: 'ms',
        ...(budget?.p99Ms ? { budget: { max: budget.p99Ms } } : {}),
      },
    ];
    return result;
  };

  const measurements = rows('Server', 'bare Fastify route (constant)', bare);
  for (const { section, request, shownShipper, budget } of await casesFor(target)) {
    const subject = subjectOf(request, shownShipper);
    ctx.log(`${target.engine}: ${subject}`);
    const figures = await loadTest(request, options);
    measurements.push(
      ...rows(
        section,
        subject,
        figures,
        budget,
        figures.requestsPerSecond / bare.requestsPerSecond,
      ),
    );
  }
  return measurements;
};
