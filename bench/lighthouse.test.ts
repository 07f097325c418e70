import type { BenchContext } from './benchContext';
import { LIGHTHOUSE_TRIES, measureLighthouse } from './lighthouse';
import type { Measurement } from './measurement';
import {
  isTransientLighthouseError,
  LighthouseRunError,
  lighthouseCodeIn,
} from './support/lighthouseRun';
import type { PageAudit, PageScores } from './support/lighthouseRun';

const context = (quick: boolean): BenchContext => ({ quick, root: '/', log: () => undefined });
const target = {
  baseUrl: 'http://127.0.0.1:1',
  session: async () => 'stored session',
  driverToken: 'driver-link',
  trackingToken: 'tracking-link',
  shipmentOnTheRoad: { shipmentId: 42, session: async () => 'owner session' },
};
const SCORES: PageScores = { performance: 100, accessibility: 98, 'best-practices': 96 };
const noNavstart = () =>
  new LighthouseRunError('/: NO_NAVSTART: no navigation start', 'NO_NAVSTART');

const byPage = (measurements: Measurement[]) =>
  Object.fromEntries(
    [...new Set(measurements.map((m) => m.subject))].map((page) => [
      page,
      measurements.filter((m) => m.subject === page).map((m) => m.value),
    ]),
  );

describe("The bench's Lighthouse figures", () => {
  it('audits a page again in a fresh run after NO_NAVSTART', async () => {
    const audit = jest
      .fn<ReturnType<PageAudit>, Parameters<PageAudit>>()
      .mockRejectedValueOnce(noNavstart())
      .mockRejectedValueOnce(noNavstart())
      .mockResolvedValue(SCORES);
    const measurements = await measureLighthouse(context(true), target, audit);
    expect(audit).toHaveBeenCalledTimes(3);
    expect(byPage(measurements)).toEqual({ '/': [100, 98, 96] });
    expect(measurements.map((m) => m.metric)).toEqual([
      'performance',
      'accessibility',
      'best-practices',
    ]);
  });

  it('reports a page that keeps failing as missing, and still scores the others', async () => {
    const audit = jest.fn<ReturnType<PageAudit>, Parameters<PageAudit>>(async (url, session) => {
      if (url.pathname === '/') throw noNavstart();
      const signedIn = url.pathname === '/dashboard' || url.pathname === '/billing/invoices';
      if (signedIn && session !== 'stored session') throw new Error('signed out');
      if (url.pathname === '/shipments/42' && session !== 'owner session')
        throw new Error('signed out');
      return SCORES;
    });
    const measurements = await measureLighthouse(context(false), target, audit);
    expect(audit.mock.calls.filter(([url]) => url.pathname === '/')).toHaveLength(LIGHTHOUSE_TRIES);
    expect(byPage(measurements)).toEqual({
      '/': [null, null, null],
      '/login': [100, 98, 96],
      '/dashboard': [100, 98, 96],
      '/billing/invoices': [100, 98, 96],
      '/d/{token} (mobile)': [100, 98, 96],
      '/shipments/{id} (mobile)': [100, 98, 96],
      '/t/{token} (mobile)': [100, 98, 96],
    });
    const missing = measurements.filter((m) => m.value === null);
    expect(missing.map((m) => m.error)).toEqual(
      Array(3).fill(`/: NO_NAVSTART: no navigation start (${LIGHTHOUSE_TRIES} tries)`),
    );
    expect(missing.every((m) => m.budget?.min === 95)).toBe(true);
  });

  it('tries a page once when it fails for any other reason', async () => {
    const audit = jest.fn<ReturnType<PageAudit>, Parameters<PageAudit>>(async () => {
      throw new LighthouseRunError('/ ended on /login', undefined);
    });
    const measurements = await measureLighthouse(context(true), target, audit);
    expect(audit).toHaveBeenCalledTimes(1);
    expect(measurements.map((m) => [m.value, m.error])).toEqual(
      Array(3).fill([null, '/ ended on /login']),
    );
  });

  it('reports a signed-in page missing when no session can be had', async () => {
    const audit = jest.fn<ReturnType<PageAudit>, Parameters<PageAudit>>(async () => SCORES);
    const signedOut = {
      ...target,
      session: async () => {
        throw new Error('GET /api/auth/user/ answered 401');
      },
    };
    const measurements = await measureLighthouse(context(false), signedOut, audit);
    expect(byPage(measurements)).toEqual({
      '/': [100, 98, 96],
      '/login': [100, 98, 96],
      '/dashboard': [null, null, null],
      '/billing/invoices': [null, null, null],
      '/d/{token} (mobile)': [100, 98, 96],
      '/shipments/{id} (mobile)': [100, 98, 96],
      '/t/{token} (mobile)': [100, 98, 96],
    });
  });

  it("scores the driver's page, the shipment page and the shared tracking page on the run's links as a phone, against their own performance budget", async () => {
    const audit = jest.fn<ReturnType<PageAudit>, Parameters<PageAudit>>(async () => SCORES);
    const measurements = await measureLighthouse(context(false), target, audit);
    expect(audit.mock.calls.map(([url, session, preset]) => [url.href, session, preset])).toEqual([
      ['http://127.0.0.1:1/', null, 'desktop'],
      ['http://127.0.0.1:1/login', null, 'desktop'],
      ['http://127.0.0.1:1/dashboard', 'stored session', 'desktop'],
      ['http://127.0.0.1:1/billing/invoices', 'stored session', 'desktop'],
      ['http://127.0.0.1:1/d/driver-link', null, 'mobile'],
      ['http://127.0.0.1:1/shipments/42', 'owner session', 'mobile'],
      ['http://127.0.0.1:1/t/tracking-link', null, 'mobile'],
    ]);
    for (const page of ['/d/{token} (mobile)', '/shipments/{id} (mobile)', '/t/{token} (mobile)'])
      expect(
        measurements.filter((m) => m.subject === page).map((m) => [m.metric, m.budget?.min]),
      ).toEqual([
        ['performance', 90],
        ['accessibility', 95],
        ['best-practices', 95],
      ]);
  });

  it("leaves the driver's page to full runs, as every page but /", async () => {
    const audit = jest.fn<ReturnType<PageAudit>, Parameters<PageAudit>>(async () => SCORES);
    const measurements = await measureLighthouse(context(true), target, audit);
    expect(Object.keys(byPage(measurements))).toEqual(['/']);
  });
});

describe("The code of a failed Lighthouse run's error", () => {
  it('is read from what the CLI printed when it wrote no report', () => {
    expect(
      lighthouseCodeIn(
        'Runtime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
      ),
    ).toBe('NO_NAVSTART');
    expect(
      lighthouseCodeIn(
        'Runtime error encountered: no page\nLighthouseError: NO_FCP\n    at x.js:1',
      ),
    ).toBe('NO_FCP');
    expect(lighthouseCodeIn('Unable to connect to Chrome')).toBeUndefined();
  });

  it('makes a run worth another try only for NO_NAVSTART', () => {
    expect(isTransientLighthouseError(new LighthouseRunError('/', 'NO_NAVSTART'))).toBe(true);
    expect(isTransientLighthouseError(new LighthouseRunError('/', 'NO_FCP'))).toBe(false);
    expect(isTransientLighthouseError(new LighthouseRunError('/', undefined))).toBe(false);
    expect(isTransientLighthouseError(new Error('NO_NAVSTART'))).toBe(false);
  });
});
