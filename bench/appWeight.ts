import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { DRIVER_PAGE, pageUrl } from './pageTarget';
import type { PageTarget } from './pageTarget';
import { SESSION_STORAGE_KEY } from './signedIn';
import { launchBrowser } from './support/browser';

const SECTION = 'App weight';
const KB = 1024;

/** The first screens people see: their code must stay small. The dashboard is weighed, not budgeted. */
const ROUTES = [
  { path: '/', signedIn: false, jsBudgetKb: BUDGETS.firstPagesJsKb },
  { path: '/login', signedIn: false, jsBudgetKb: BUDGETS.firstPagesJsKb },
  { path: '/dashboard', signedIn: true, jsBudgetKb: undefined },
  // A driver's link, its own entry: downloaded on a phone on a weak network, so it has its own budget.
  { path: DRIVER_PAGE, signedIn: false, jsBudgetKb: BUDGETS.driverPageJsKb },
];

type Weight = { jsBytes: number; cssBytes: number; jsFiles: number };
type Loaded = { kind: 'js' | 'css'; gzipBytes: number } | null;

const KINDS: Record<string, 'js' | 'css'> = { script: 'js', stylesheet: 'css' };

const gzipSizeOf = async (response: Response): Promise<Loaded> => {
  const kind = KINDS[response.request().resourceType()];
  if (!kind || !response.ok()) return null;
  return { kind, gzipBytes: gzipSync(await response.body()).length };
};

/** Every script and style sheet a fresh browser loads for the page, until it is loaded and idle. */
const weigh = async (browser: Browser, url: URL, session: string | null): Promise<Weight> => {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: session
        ? [{ origin: url.origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }]
        : [],
    },
  });
  try {
    const page = await context.newPage();
    const loads: Promise<Loaded>[] = [];
    page.on('response', (response) => loads.push(gzipSizeOf(response)));
    await page.goto(url.href, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const arrived = new URL(page.url()).pathname;
    // A redirect (to /login, say) would weigh another page than the one named.
    if (arrived !== url.pathname) throw new Error(`${url.pathname} ended on ${arrived}`);
    const weight: Weight = { jsBytes: 0, cssBytes: 0, jsFiles: 0 };
    for (const loaded of await Promise.all(loads)) {
      if (loaded?.kind === 'js') {
        weight.jsBytes += loaded.gzipBytes;
        weight.jsFiles += 1;
      } else if (loaded?.kind === 'css') {
        weight.cssBytes += loaded.gzipBytes;
      }
    }
    return weight;
  } finally {
    await context.close();
  }
};

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

const namesOf = ({ path, jsBudgetKb }: (typeof ROUTES)[number]): FigureName[] => {
  const row = { section: SECTION, subject: path };
  return [
    {
      ...row,
      metric: 'JS gzip',
      unit: 'KB',
      ...(jsBudgetKb === undefined ? {} : { budget: { max: jsBudgetKb } }),
    },
    { ...row, metric: 'CSS gzip', unit: 'KB' },
    { ...row, metric: 'JS files', unit: 'files' },
  ];
};

/** The figures measureAppWeight takes: the JavaScript and CSS of each first screen. */
export const appWeightFigureNames = (): FigureName[] => ROUTES.flatMap(namesOf);

/**
 * The JavaScript and CSS each first screen needs, gzipped (KB of 1024 bytes): what a visitor
 * downloads before the page is usable. `/dashboard` is weighed signed in, the driver's page on the
 * run's link. A page that cannot be weighed is reported missing. Quick mode weighs every page too:
 * a page loads in seconds, unlike a Lighthouse run.
 */
export const measureAppWeight = async (
  ctx: BenchContext,
  target: PageTarget,
): Promise<Measurement[]> =>
  measureOrMissing(
    appWeightFigureNames(),
    async () => {
      const { browser, close } = await launchBrowser();
      try {
        const measurements: Measurement[] = [];
        for (const route of ROUTES) {
          ctx.log(`${SECTION}: ${route.path}`);
          const names = namesOf(route);
          const figures = await measureOrMissing(
            names,
            async () => {
              const session = route.signedIn ? await target.session() : null;
              const weight = await weigh(browser, pageUrl(route.path, target), session);
              return withValues(names, {
                'JS gzip': kb(weight.jsBytes),
                'CSS gzip': kb(weight.cssBytes),
                'JS files': weight.jsFiles,
              });
            },
            ctx.log,
          );
          measurements.push(...figures);
        }
        return measurements;
      } finally {
        await close().catch((error: unknown) =>
          ctx.log(`${SECTION}: Chromium did not close: ${String(error)}`),
        );
      }
    },
    ctx.log,
  );
