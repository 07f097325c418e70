import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Measurement } from './measurement';
import { meetsBudget } from './measurement';

const budgetText = ({ budget, unit }: Measurement) => {
  if (!budget) return '';
  const parts = [];
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}`);
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}`);
  return `${parts.join(' and ')} ${unit}`;
};

const verdict = (measurement: Measurement) => {
  const met = meetsBudget(measurement);
  return met === null ? '' : met ? 'ok' : 'OVER';
};

const valueText = ({ value, unit }: Measurement) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;

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
    measurements: measurements.map((m) => ({ ...m, meetsBudget: meetsBudget(m) })),
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
};
