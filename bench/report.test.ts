import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUDGETS } from './budgets';
import type { Measurement } from './measurement';
import { missingFigures } from './measurement';
import { formatTable, outcomeOf, writeResults } from './report';

const jsWeight = (value: number): Measurement => ({
  section: 'App weight',
  subject: '/',
  metric: 'JS gzip',
  value,
  unit: 'KB',
  budget: { max: BUDGETS.firstPagesJsKb },
});

const lighthouseOfRoot = missingFigures(
  ['performance', 'accessibility', 'best-practices'].map((metric) => ({
    section: 'Lighthouse',
    subject: '/',
    metric,
    unit: 'score',
    budget: { min: BUDGETS.lighthouseMinScore },
  })),
  new Error('/: NO_NAVSTART (3 tries)'),
);

describe("The bench's report", () => {
  it('exits with 0 when every figure is taken and within budget', () => {
    expect(outcomeOf([jsWeight(213)], false)).toEqual({ lines: [], exitCode: 0 });
  });

  it('exits with 1 for a figure over budget, except in quick mode', () => {
    expect(outcomeOf([jsWeight(216)], false).exitCode).toBe(1);
    expect(outcomeOf([jsWeight(216)], true)).toEqual({
      lines: ['1 figure(s) over budget (not enforced in quick mode).'],
      exitCode: 0,
    });
  });

  it('reports a missing figure in the table and exits with 1, in quick mode too', () => {
    const measurements = [jsWeight(213), ...lighthouseOfRoot];
    const table = formatTable(measurements).split('\n');
    expect(table[2]).toMatch(/\| 213 KB +\| ≤ 215 KB +\| ok +\|$/);
    expect(table[3]).toMatch(
      /^\| Lighthouse +\| \/ +\| performance +\| missing +\| ≥ 95 score +\| MISSING \|$/,
    );
    for (const quick of [false, true]) {
      expect(outcomeOf(measurements, quick)).toEqual({
        lines: [
          'missing: Lighthouse, / (performance, accessibility, best-practices): /: NO_NAVSTART (3 tries)',
          '3 figure(s) missing.',
        ],
        exitCode: 1,
      });
    }
  });

  it('writes a missing figure to the results as null, with why, beside the budgets', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    try {
      const file = path.join(dir, 'results.json');
      writeResults(file, [jsWeight(213), ...lighthouseOfRoot], true);
      const results = JSON.parse(readFileSync(file, 'utf8')) as {
        budgets: unknown;
        missing: number;
        measurements: Array<Measurement & { meetsBudget: boolean | null }>;
      };
      expect(results.budgets).toEqual(BUDGETS);
      expect(results.missing).toBe(3);
      expect(results.measurements[0]).toMatchObject({ value: 213, meetsBudget: true });
      expect(results.measurements[1]).toMatchObject({
        metric: 'performance',
        value: null,
        error: '/: NO_NAVSTART (3 tries)',
        meetsBudget: null,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
