import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { killAll, launch } from 'chrome-launcher';
import { CHROMIUM_PATH } from '../../e2e/chromiumPath';
import { SESSION_STORAGE_KEY } from '../signedIn';
import { undoOnExit } from './cleanup';
import { CATEGORIES, LighthouseRunError, lighthouseCodeIn } from './lighthouseRun';
import type { LighthousePreset, PageAudit, PageScores } from './lighthouseRun';
import { stopGroupOnExit, stopProcessGroup } from './processGroup';
import { watchDirectory } from './reaper';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const RUN_TIMEOUT_MS = 120_000;

const PRESET_FLAGS: Record<LighthousePreset, string[]> = {
  desktop: ['--preset=desktop'],
  // The CLI has no mobile preset: its default settings are the phone's (screen, network and
  // processor). The form factor is named all the same, so that the command says what it scores.
  mobile: ['--form-factor=mobile'],
};

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
const lighthouseReport = async (
  url: URL,
  port: number,
  keepStorage: boolean,
  preset: LighthousePreset,
): Promise<Report> => {
  const args = [
    require.resolve('lighthouse/cli/index.js'),
    url.href,
    `--port=${port}`,
    ...PRESET_FLAGS[preset],
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  const abort = new AbortController();
  const stop = undoOnExit(
    () => abort.abort(),
    () => abort.abort(),
  );
  const options = { maxBuffer: 100 * 1024 * 1024, timeout: RUN_TIMEOUT_MS, signal: abort.signal };
  try {
    const report = parseReport((await run(process.execPath, args, options)).stdout);
    if (report) return report;
  } catch (error) {
    // A page that fails makes the CLI exit with an error, after a report that says why.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    const report = parseReport(stdout);
    if (report) return report;
    const output = stderr?.trim() || String(error);
    throw new LighthouseRunError(
      `Lighthouse failed on ${url.pathname}: ${output}`,
      lighthouseCodeIn(output),
      { cause: error },
    );
  } finally {
    await stop();
  }
  throw new LighthouseRunError(`Lighthouse wrote no report for ${url.pathname}`, undefined);
};

const scoresOf = (url: URL, report: Report): PageScores => {
  if (report.runtimeError) {
    const { code, message } = report.runtimeError;
    throw new LighthouseRunError(`${url.pathname}: ${code}: ${message}`, code);
  }
  const arrived = new URL(report.finalDisplayedUrl).pathname;
  // A redirect (to /login, say) would score another page than the one named.
  if (arrived !== url.pathname) throw new Error(`${url.pathname} ended on ${arrived}`);
  const score = (category: string) => {
    const value = report.categories[category]?.score;
    if (value === null || value === undefined) {
      throw new Error(`${url.pathname}: Lighthouse gave no ${category} score`);
    }
    return Math.round(value * 100);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
};

/**
 * Lighthouse (its desktop or mobile preset) on one page in a fresh Debian Chromium, which is
 * stopped, with every process it started, before this resolves.
 */
export const auditPage: PageAudit = async (url, session, preset) => {
  // chrome-launcher leaves a failed start's error unhandled, which would end the whole bench.
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  // Chromium's profile is the bench's, so that it is removed however the bench ends.
  const profile = mkdtempSync(path.join(tmpdir(), 'loadline-bench-chromium-'));
  const unwatchProfile = watchDirectory(profile);
  const removeProfile = undoOnExit(() => {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
    unwatchProfile();
  });
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profile,
      logLevel: 'silent',
      // The bench stops Chromium itself on Ctrl-C, after everything else it started.
      handleSIGINT: false,
    }).catch((error: unknown) => {
      // A Chromium that never opened its debugging port is still running.
      killAll();
      throw error;
    });
    // chrome-launcher kills Chromium's process group; the wait is for the group's last process.
    const stop = stopGroupOnExit(chrome.pid, async () => {
      chrome.kill();
      await stopProcessGroup(chrome.pid);
    });
    try {
      if (session) await signIn(chrome.port, url.origin, session);
      // Resetting storage would sign the page out again; the browser is fresh, so nothing is cached.
      return scoresOf(url, await lighthouseReport(url, chrome.port, Boolean(session), preset));
    } finally {
      await stop();
    }
  } finally {
    await removeProfile();
  }
};
