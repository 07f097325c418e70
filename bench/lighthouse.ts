import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { DRIVER_PAGE, pageUrl, SHIPMENT_PAGE, TRACKING_PAGE } from './pageTarget';
import type { PageTarget } from './pageTarget';
import { CATEGORIES, isTransientLighthouseError } from './support/lighthouseRun';
import type { Category, LighthousePreset, PageAudit } from './support/lighthouseRun';
import { retryTransient } from './support/retry';

const SECTION = 'Lighthouse';
/** A page is audited again, in a fresh browser, after a transient Lighthouse error. */
export const LIGHTHOUSE_TRIES = 3;

type Route = {
  path: string;
  /** Whose session the page opens with: the seeded shipper's, or the load on the road's. */
  signedIn: false | 'shipper' | 'shipmentOwner';
  preset: LighthousePreset;
  /** The least score of a category whose budget is not `lighthouseMinScore`. */
  minScores?: Partial<Record<Category, number>>;
};

const ROUTES: Route[] = [
  { path: '/', signedIn: false, preset: 'desktop' },
  { path: '/login', signedIn: false, preset: 'desktop' },
  { path: '/dashboard', signedIn: 'shipper', preset: 'desktop' },
  // The desk's heaviest page: a table, its filters and the spend chart, each a chunk of its own.
  { path: '/billing/invoices', signedIn: 'shipper', preset: 'desktop' },
  // Opened on a phone in a cab, on whatever network there is: scored as Lighthouse's phone, whose
  // slowed processor and network make a desktop page's score out of reach.
  {
    path: DRIVER_PAGE,
    signedIn: false,
    preset: 'mobile',
    minScores: { performance: BUDGETS.driverPageMobilePerformanceMin },
  },
  // A milestone e-mail opens it on the shipper's phone: a load on the road, its map and trail.
  {
    path: SHIPMENT_PAGE,
    signedIn: 'shipmentOwner',
    preset: 'mobile',
    minScores: { performance: BUDGETS.shipmentPageMobilePerformanceMin },
  },
  // A shipper's customer opens it from a message, on a phone as often as not.
  {
    path: TRACKING_PAGE,
    signedIn: false,
    preset: 'mobile',
    minScores: { performance: BUDGETS.trackingPageMobilePerformanceMin },
  },
];

const routesFor = (ctx: BenchContext) =>
  ctx.quick ? ROUTES.filter((route) => route.path === '/') : ROUTES;

/** The page, and the device when it is not the desktop the other pages are scored as. */
const subjectOf = ({ path, preset }: Route) => (preset === 'mobile' ? `${path} (mobile)` : path);

const namesOf = (route: Route): FigureName[] =>
  CATEGORIES.map((category) => ({
    section: SECTION,
    subject: subjectOf(route),
    metric: category,
    unit: 'score',
    budget: { min: route.minScores?.[category] ?? BUDGETS.lighthouseMinScore },
  }));

/** The figures measureLighthouse takes: each category of each page. */
export const lighthouseFigureNames = (ctx: BenchContext): FigureName[] =>
  routesFor(ctx).flatMap(namesOf);

/**
 * Lighthouse's performance, accessibility and best-practices scores of the first screens, one
 * page at a time with `audit`: the shipper's pages as a desktop, `/dashboard` signed in, and the
 * shipper's page of a load on the road, the driver's page and the shared tracking page as a phone. Quick mode audits `/` only. A page that
 * fails is tried again after a transient error, and otherwise reported missing.
 */
export const measureLighthouse = async (
  ctx: BenchContext,
  target: PageTarget,
  audit: PageAudit,
): Promise<Measurement[]> => {
  const measurements: Measurement[] = [];
  for (const route of routesFor(ctx)) {
    ctx.log(`${SECTION}: ${subjectOf(route)}`);
    const names = namesOf(route);
    const figures = await measureOrMissing(
      names,
      async () => {
        const url = pageUrl(route.path, target);
        const session =
          route.signedIn === 'shipper'
            ? await target.session()
            : route.signedIn === 'shipmentOwner'
              ? await target.shipmentOnTheRoad.session()
              : null;
        const scores = await retryTransient(() => audit(url, session, route.preset), {
          tries: LIGHTHOUSE_TRIES,
          isTransient: isTransientLighthouseError,
          onRetry: (error, nextTry) =>
            ctx.log(
              `${SECTION}: ${route.path}: ${error instanceof Error ? error.message : String(error)}; again in a fresh browser (try ${nextTry} of ${LIGHTHOUSE_TRIES})`,
            ),
        });
        return withValues(names, scores);
      },
      ctx.log,
    );
    measurements.push(...figures);
  }
  return measurements;
};
