import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { DRIVER_PAGE, pageUrl, TRACKING_PAGE } from './pageTarget';
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
  // A shared tracking link, its own entry: weighed once loaded, the lane map's chunks included.
  { path: TRACKING_PAGE, signedIn: false, jsBudgetKb: BUDGETS.trackingPageJsKb },
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

const LANE_MAP: FigureName = {
  section: SECTION,
  subject: 'lane map',
  metric: 'JS gzip',
  unit: 'KB',
  budget: { max: BUDGETS.laneMapJsKb },
};

/** The packages only the lane map uses: webpack puts them in a chunk of their own beside it. */
const MAP_PACKAGE = /\/node_modules\/(d3-geo|d3-array|internmap|topojson-client)\//;

/**
 * The lane map's code and atlas, gzipped: its chunk and its packages' chunk, which a page
 * downloads together when it shows a map. Weighed in the build's files, told by their names and
 * source maps: no page has to show a map for it.
 */
const laneMapBytes = (root: string): number => {
  const assets = path.join(root, 'dist', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  if (!scripts.some((name) => name.startsWith('lane-map.'))) throw new Error('no lane-map chunk');
  const isLaneMap = (name: string) => {
    if (name.startsWith('lane-map.')) return true;
    const map = JSON.parse(readFileSync(path.join(assets, `${name}.map`), 'utf8')) as {
      sources: string[];
    };
    return map.sources.length > 0 && map.sources.every((source) => MAP_PACKAGE.test(source));
  };
  return scripts
    .filter(isLaneMap)
    .reduce((bytes, name) => bytes + gzipSync(readFileSync(path.join(assets, name))).length, 0);
};

/**
 * The figures measureAppWeight takes: the JavaScript and CSS of each first screen, and the lane
 * map's JavaScript.
 */
export const appWeightFigureNames = (): FigureName[] => [...ROUTES.flatMap(namesOf), LANE_MAP];

/** Each first screen in a fresh browser; one that cannot be weighed is reported missing. */
const measurePages = (ctx: BenchContext, target: PageTarget): Promise<Measurement[]> =>
  measureOrMissing(
    ROUTES.flatMap(namesOf),
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

/**
 * The JavaScript and CSS each first screen needs, gzipped (KB of 1024 bytes): what a visitor
 * downloads before the page is usable. `/dashboard` is weighed signed in, the driver's page and
 * the shared tracking page on the run's links. A page that cannot be weighed is reported missing.
 * Quick mode weighs every page too: a page loads in seconds, unlike a Lighthouse run. Then the
 * lane map, from the build's files.
 */
export const measureAppWeight = async (
  ctx: BenchContext,
  target: PageTarget,
): Promise<Measurement[]> => [
  ...(await measurePages(ctx, target)),
  ...(await measureOrMissing(
    [LANE_MAP],
    () => Promise.resolve([{ ...LANE_MAP, value: kb(laneMapBytes(ctx.root)) }]),
    ctx.log,
  )),
];
