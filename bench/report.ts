import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { BUDGETS } from './budgets';
import type { Measurement } from './measurement';
import { isMissing, meetsBudget } from './measurement';

const budgetText = ({ budget, unit }: Measurement) => {
  if (!budget) return '';
  const parts = [];
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}`);
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}`);
  return `${parts.join(' and ')} ${unit}`;
};

const verdict = (measurement: Measurement) => {
  if (isMissing(measurement)) return 'MISSING';
  const met = meetsBudget(measurement);
  return met === null ? '' : met ? 'ok' : 'OVER';
};

const valueText = ({ value, unit }: Measurement) =>
  value === null
    ? 'missing'
    : `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;

/** The figures as a Markdown table, ready to paste into the README. */
export const formatTable = (measurements: Measurement[]): string => {
  const header = ['Section', 'Subject', 'Metric', 'Value', 'Budget', ''];
  const rows = measurements.map((m) => [
    m.section,
    m.subject,
    m.metric,
    valueText(m),
    budgetText(m),
    verdict(m),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
};

/** Why each missing figure is missing, one line per subject and reason. */
export const formatMissing = (measurements: Measurement[]): string[] => {
  const groups = new Map<string, { where: string; metrics: string[]; error: string }>();
  for (const m of measurements.filter(isMissing)) {
    const where = `${m.section}, ${m.subject}`;
    const error = m.error ?? 'unknown';
    const key = `${where}\n${error}`;
    const group = groups.get(key) ?? { where, metrics: [], error };
    group.metrics.push(m.metric);
    groups.set(key, group);
  }
  return [...groups.values()].map(
    ({ where, metrics, error }) => `missing: ${where} (${metrics.join(', ')}): ${error}`,
  );
};

/** What the run comes to: the lines that close the report, and the bench's exit code. */
export const outcomeOf = (
  measurements: Measurement[],
  quick: boolean,
): { lines: string[]; exitCode: number } => {
  const over = measurements.filter((m) => meetsBudget(m) === false).length;
  const missing = measurements.filter(isMissing).length;
  const lines = formatMissing(measurements);
  if (over > 0) {
    lines.push(`${over} figure(s) over budget${quick ? ' (not enforced in quick mode)' : ''}.`);
  }
  // A missing figure fails quick mode too: it is there to show that the bench works.
  if (missing > 0) lines.push(`${missing} figure(s) missing.`);
  return { lines, exitCode: missing > 0 || (over > 0 && !quick) ? 1 : 0 };
};

export const writeResults = (file: string, measurements: Measurement[], quick: boolean) => {
  const results = {
    measuredAt: new Date().toISOString(),
    quick,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    budgets: BUDGETS,
    missing: measurements.filter(isMissing).length,
    measurements: measurements.map((m) => ({ ...m, meetsBudget: meetsBudget(m) })),
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
};
