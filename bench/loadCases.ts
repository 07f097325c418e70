import { SHIPMENT_TABLE_PAGE_SIZE } from '@domain/constants';
import { addDays, todayUtc } from '@domain/dates';
import type { BenchContext } from './benchContext';
import { seedSizes } from './benchContext';
import { BUDGETS } from './budgets';
import type { Request } from './support/loadTest';

export type Engine = 'PGlite' | 'PostgreSQL';

/** One endpoint under load. */
export type LoadCase = {
  section: 'Server' | 'Scale';
  method: Request['method'];
  /**
   * Path and query, under the product's address. `{today-N}` stands for the UTC day N days ago,
   * filled in when the request is made: the shippers are seeded relative to the day of the run,
   * and the figure's name must not change with it.
   */
  path: string;
  /** The shipper signed in, whose list it is; `tracked`, the shipper of the load with a trail. */
  as?: 'regular' | 'large' | 'tracked';
  /** Whether the subject says how many shipments the shipper has. */
  showShipments?: boolean;
  body?: (baseUrl: string) => Promise<unknown>;
  /** The figures this case must meet, on the engines named. */
  budget?: { engines: Engine[]; minVsBareRoute?: number; maxP99Ms?: number };
};

/** The path with `{tracked}` replaced by the id of the load on the road with a full trail. */
export const withTracked = (path: string, shipmentId: number): string =>
  path.replace('{tracked}', String(shipmentId));

/** The path with each `{today-N}` replaced by that day, `YYYY-MM-DD`. */
export const withDays = (path: string, now: Date): string =>
  path.replace(/\{today-(\d+)\}/g, (_, days: string) => addDays(todayUtc(now), -Number(days)));

const cityId = async (baseUrl: string, name: string): Promise<number> => {
  const response = await fetch(`${baseUrl}/api/shipper/cities?name_prefix=${name}`);
  const { results } = (await response.json()) as { results: { id: number }[] };
  if (!results[0]) throw new Error(`No city found for "${name}".`);
  return results[0].id;
};

/** A lane as the quotes take it: Chicago to Dallas by dry van. */
const laneBody = async (baseUrl: string) => ({
  pickup_location: await cityId(baseUrl, 'chicago'),
  dropoff_location: await cityId(baseUrl, 'dallas'),
  equipment: 'dryVan',
});

const quickEndpoint = {
  engines: ['PGlite'],
  ...BUDGETS.quickEndpoints,
} satisfies LoadCase['budget'];
const atScale = {
  engines: ['PGlite', 'PostgreSQL'],
  maxP99Ms: BUDGETS.scaleMaxP99Ms,
} satisfies LoadCase['budget'];

/**
 * The operations desk's sorts and filters on the scale shipper, at the dashboard table's page size
 * of 25: pages larger than the cards' 12 are read afresh on every call, never kept in memory, so
 * these figures are the database's work. The seed books its shipments evenly over the past 300
 * days, most picked up within two weeks, so a month of pickups a month or two back holds about a
 * tenth of them, and the reefers a third of those.
 */
const deskCases = (ctx: BenchContext): LoadCase[] => {
  const pageSize = SHIPMENT_TABLE_PAGE_SIZE;
  // Page 20 is deep into the 10,000; the quick run's 200 shipments take a page in their middle.
  const middlePage = Math.min(20, Math.ceil(seedSizes(ctx).large / (2 * pageSize)));
  const scale = { section: 'Scale', method: 'GET', as: 'large', showShipments: true } as const;
  const shipments = `/api/shipper/shipments/?page_size=${pageSize}&`;
  return [
    {
      ...scale,
      path: `${shipments}ordering=-total_price&page=${middlePage}`,
      budget: atScale,
    },
    { ...scale, path: `${shipments}ordering=status`, budget: atScale },
    {
      ...scale,
      path: `${shipments}equipment=reefer&pickup_from={today-60}&pickup_to={today-31}`,
      budget: atScale,
    },
    // The loads whose estimate is at risk: judged against the clock in the database.
    { ...scale, path: `${shipments}eta_state=at_risk`, budget: atScale },
    // One member's bookings of the five: the "Mine" filter.
    { ...scale, path: `${shipments}booked_by=me&ordering=-created_at`, budget: atScale },
    {
      ...scale,
      path: '/api/invoices/?status=paid&ordering=-total_amount&date_from={today-120}&date_to={today-31}',
      budget: atScale,
    },
  ];
};

/** Every endpoint measured under load, in the order of the report. */
export const loadCases = (ctx: BenchContext): LoadCase[] => [
  {
    section: 'Server',
    method: 'GET',
    path: '/api/shipper/cities?name_prefix=san',
    budget: quickEndpoint,
  },
  {
    section: 'Server',
    method: 'POST',
    path: '/api/shipper/distance-price/',
    body: laneBody,
    budget: quickEndpoint,
  },
  // The calendar strip: the lane priced for each of its 21 days at once.
  {
    section: 'Server',
    method: 'POST',
    path: '/api/shipper/distance-price/calendar/',
    body: laneBody,
    budget: { engines: ['PGlite', 'PostgreSQL'], maxP99Ms: BUDGETS.quoteCalendarMaxP99Ms },
  },
  { section: 'Server', method: 'GET', path: '/api/shipper/shipments/', as: 'regular' },
  { section: 'Server', method: 'GET', path: '/api/invoices/', as: 'regular' },
  // A load on the road, its whole trail of 500 positions in the answer.
  {
    section: 'Server',
    method: 'GET',
    path: '/api/shipper/shipments/{tracked}/tracking/',
    as: 'tracked',
    budget: { engines: ['PostgreSQL'], maxP99Ms: BUDGETS.trackingMaxP99Ms },
  },
  {
    section: 'Scale',
    method: 'GET',
    path: '/api/shipper/shipments/',
    as: 'large',
    showShipments: true,
    budget: atScale,
  },
  {
    section: 'Scale',
    method: 'GET',
    path: '/api/invoices/',
    as: 'large',
    showShipments: true,
    budget: atScale,
  },
  ...deskCases(ctx),
  // One letter: the most cities to rank of any search.
  { section: 'Scale', method: 'GET', path: '/api/shipper/cities?name_prefix=s', budget: atScale },
];
