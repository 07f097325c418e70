import { moneyToCents } from '@domain/money';
import type { MonthSpend, YearMonth } from '@domain/types';
import { formatUsd } from '../../../lib/formatUsd';

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Dec 2025" from "2025-12": the server counts by UTC month, so it is named in UTC. */
export const monthLabel = (month: YearMonth): string =>
  monthName.format(new Date(`${month}-01T00:00:00.000Z`));

export const NO_SPEND = 'No paid or overdue invoices in the last 12 months';

/** Nothing paid or overdue in any month: there is nothing to draw. */
export const isEmptySpend = (months: MonthSpend[]): boolean =>
  months.every(({ paid, overdue }) => moneyToCents(paid) === 0 && moneyToCents(overdue) === 0);

const totalCents = (months: MonthSpend[], status: 'paid' | 'overdue') =>
  months.reduce((sum, month) => sum + moneyToCents(month[status]), 0);

/** The month with the most of it; the earliest of equals. */
const largest = (months: MonthSpend[], status: 'paid' | 'overdue') =>
  months.reduce((most, month) =>
    moneyToCents(month[status]) > moneyToCents(most[status]) ? month : most,
  );

/** What the chart shows, in a sentence for those who cannot see it. */
export const spendSummary = (months: MonthSpend[]): string => {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return NO_SPEND;
  const paidCents = totalCents(months, 'paid');
  const overdueCents = totalCents(months, 'overdue');
  const span = `Paid and overdue invoices by month, ${monthLabel(first.month)} to ${monthLabel(last.month)}`;
  const totals = `${formatUsd(paidCents / 100)} paid and ${formatUsd(overdueCents / 100)} overdue in all`;
  if (paidCents === 0) return `${span}: ${totals}.`;
  const most = largest(months, 'paid');
  return `${span}: ${totals}; the most paid in a month was ${formatUsd(most.paid)}, in ${monthLabel(most.month)}.`;
};
