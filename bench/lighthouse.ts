import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { CATEGORIES, isTransientLighthouseError } from './support/lighthouseRun';
import type { PageAudit } from './support/lighthouseRun';
import { retryTransient } from './support/retry';

const SECTION = 'Lighthouse';
/** A page is audited again, in a fresh browser, after a transient Lighthouse error. */
export const LIGHTHOUSE_TRIES = 3;

const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  // The desk's heaviest page: a table, its filters and the spend chart, each a chunk of its own.
  { path: '/billing/invoices', signedIn: true },
];

const routesFor = (ctx: BenchContext) =>
  ctx.quick ? ROUTES.filter((route) => route.path === '/') : ROUTES;

const namesOf = (path: string): FigureName[] =>
  CATEGORIES.map((category) => ({
    section: SECTION,
    subject: path,
    metric: category,
    unit: 'score',
    budget: { min: BUDGETS.lighthouseMinScore },
  }));

/** The figures measureLighthouse takes: each category of each page. */
export const lighthouseFigureNames = (ctx: BenchContext): FigureName[] =>
  routesFor(ctx).flatMap((route) => namesOf(route.path));

export type LighthouseTarget = {
  baseUrl: string;
  /** The stored session of a shipper, for the signed-in pages. */
  session: () => Promise<string>;
};

/**
 * Lighthouse's performance, accessibility and best-practices scores of the first screens, one
 * page at a time with `audit`; `/dashboard` signed in. Quick mode audits `/` only. A page that
 * fails is tried again after a transient error, and otherwise reported missing.
 */
export const measureLighthouse = async (
  ctx: BenchContext,
  target: LighthouseTarget,
  audit: PageAudit,
): Promise<Measurement[]> => {
  const measurements: Measurement[] = [];
  for (const route of routesFor(ctx)) {
    ctx.log(`${SECTION}: ${route.path}`);
    const names = namesOf(route.path);
    const figures = await measureOrMissing(
      names,
      async () => {
        const url = new URL(route.path, target.baseUrl);
        const session = route.signedIn ? await target.session() : null;
        const scores = await retryTransient(() => audit(url, session), {
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
