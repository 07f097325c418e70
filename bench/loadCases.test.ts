import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import { loadCases, withDays } from './loadCases';
import { loadOptions } from './serverLoad';

const context = (quick: boolean): BenchContext => ({ quick, root: '/', log: () => undefined });

describe("The bench's endpoints under load", () => {
  it('fills in the days relative to the day of the run, in UTC', () => {
    const now = new Date('2026-03-02T23:30:00.000-05:00');
    expect(withDays('/x/?from={today-60}&to={today-31}', now)).toBe(
      '/x/?from=2026-01-02&to=2026-01-31',
    );
  });

  it('takes a page that exists in the quick run and page 20 in a full one', () => {
    const pageOf = (quick: boolean) =>
      loadCases(context(quick))
        .map(({ path }) => /ordering=-total_price&page=(\d+)/.exec(path)?.[1])
        .find(Boolean);
    expect(pageOf(false)).toBe('20');
    expect(pageOf(true)).toBe('4');
  });

  it('holds every scale list to the scale budget on both engines', () => {
    const scale = loadCases(context(false)).filter(({ section }) => section === 'Scale');
    expect(scale.length).toBeGreaterThanOrEqual(7);
    for (const { budget } of scale) {
      expect(budget).toEqual({
        engines: ['PGlite', 'PostgreSQL'],
        maxP99Ms: BUDGETS.scaleMaxP99Ms,
      });
    }
  });

  it('loads PostgreSQL with 50 connections and PGlite with 10, as their budgets say', () => {
    expect(loadOptions(context(false), 'PostgreSQL')).toEqual({ connections: 50, seconds: 10 });
    expect(loadOptions(context(false), 'PGlite')).toEqual({ connections: 10, seconds: 10 });
    expect(loadOptions(context(true), 'PostgreSQL')).toEqual({ connections: 10, seconds: 2 });
  });
});
