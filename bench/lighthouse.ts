import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import type { BenchContext } from './benchContext';
import type { Measurement } from './measurement';
import { SESSION_STORAGE_KEY, storedSession } from './signedIn';

const SECTION = 'Lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const MIN_SCORE = 95;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const RUN_TIMEOUT_MS = 120_000;

const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** The part of Lighthouse's JSON report read here. */
type Report = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
};

const run = promisify(execFile);

/**
 * Signs the fresh browser in without loading the app (its code stays out of the cache): the
 * session is written to the origin's storage from a static file of that origin.
 */
const signIn = async (port: number, origin: string, session: string) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(new URL('/favicon.svg', origin).href);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      session,
    ] as const);
    await page.close();
  } finally {
    await browser.close();
  }
};

const parseReport = (stdout: string | undefined): Report | null => {
  try {
    return stdout ? (JSON.parse(stdout) as Report) : null;
  } catch {
    return null;
  }
};

/**
 * Lighthouse's CLI in plain Node: its page functions are sent to the browser as source text, and
 * the names that tsx's transform adds to them do not exist there.
 */
const lighthouseReport = async (url: URL, port: number, keepStorage: boolean): Promise<Report> => {
  const args = [
    require.resolve('lighthouse/cli/index.js'),
    url.href,
    `--port=${port}`,
    '--preset=desktop',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  const options = { maxBuffer: 100 * 1024 * 1024, timeout: RUN_TIMEOUT_MS };
  try {
    const report = parseReport((await run(process.execPath, args, options)).stdout);
    if (report) return report;
  } catch (error) {
    // A page that fails makes the CLI exit with an error, after a report that says why.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    const report = parseReport(stdout);
    if (report) return report;
    throw new Error(`Lighthouse failed on ${url.pathname}: ${stderr?.trim() || String(error)}`, {
      cause: error,
    });
  }
  throw new Error(`Lighthouse wrote no report for ${url.pathname}`);
};

/** Lighthouse's category scores (0-100) of one page, as a first visit in a fresh browser. */
const audit = async (url: URL, session: string | null) => {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (session) await signIn(chrome.port, url.origin, session);
    // Resetting storage would sign the page out again; the browser is fresh, so nothing is cached.
    const report = await lighthouseReport(url, chrome.port, Boolean(session));
    if (report.runtimeError) throw new Error(`${url.pathname}: ${report.runtimeError.message}`);
    const arrived = new URL(report.finalDisplayedUrl).pathname;
    // A redirect (to /login, say) would score another page than the one named.
    if (arrived !== url.pathname) throw new Error(`${url.pathname} ended on ${arrived}`);
    return CATEGORIES.map((category) => {
      const score = report.categories[category]?.score;
      if (score === null || score === undefined) {
        throw new Error(`${url.pathname}: Lighthouse gave no ${category} score`);
      }
      return { category, score: Math.round(score * 100) };
    });
  } finally {
    chrome.kill();
  }
};

/**
 * Lighthouse's performance, accessibility and best-practices scores of the first screens (desktop
 * preset, Debian's Chromium); `/dashboard` signed in as `target.token`. Quick mode audits `/` only.
 */
export const measureLighthouse = async (
  ctx: BenchContext,
  target: { baseUrl: string; token: string },
): Promise<Measurement[]> => {
  const routes = ctx.quick ? ROUTES.filter((route) => route.path === '/') : ROUTES;
  const session = routes.some((route) => route.signedIn)
    ? await storedSession(target.baseUrl, target.token)
    : null;
  const measurements: Measurement[] = [];
  for (const route of routes) {
    ctx.log(`${SECTION}: ${route.path}`);
    const scores = await audit(
      new URL(route.path, target.baseUrl),
      route.signedIn ? session : null,
    );
    for (const { category, score } of scores) {
      measurements.push({
        section: SECTION,
        subject: route.path,
        metric: category,
        value: score,
        unit: 'score',
        budget: { min: MIN_SCORE },
      });
    }
  }
  return measurements;
};
