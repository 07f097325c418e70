import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { theme } from 'antd';
import { moneyToCents } from '@domain/money';
import type { MonthSpend } from '@domain/types';
import { formatUsd } from '../../../lib/formatUsd';
import { monthLabel, spendSummary } from './spendFigures';

// Only the pieces a bar chart draws: the rest of chart.js stays out of the bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const axisDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

const dollars = (money: string) => moneyToCents(money) / 100;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The months' paid and overdue sums side by side, in the theme's colours: the primary blue and
 * the error red both keep the 3:1 contrast that WCAG asks of a chart's marks against white, which
 * antd's green does not. The canvas is one image to assistive technology, named by a summary;
 * the same figures are offered as a table beside it.
 */
export const SpendChart = ({ months }: { months: MonthSpend[] }) => {
  const { token } = theme.useToken();
  const font = { family: token.fontFamily, size: token.fontSizeSM };
  const data: ChartData<'bar'> = {
    labels: months.map(({ month }) => monthLabel(month)),
    datasets: [
      {
        label: 'Paid',
        data: months.map(({ paid }) => dollars(paid)),
        backgroundColor: token.colorPrimary,
      },
      {
        label: 'Overdue',
        data: months.map(({ overdue }) => dollars(overdue)),
        backgroundColor: token.colorError,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    plugins: {
      legend: { position: 'bottom', labels: { color: token.colorText, font } },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${formatUsd(item.parsed.y ?? 0)}`,
        },
      },
    },
    scales: {
      x: { grid: { display: false }, ticks: { color: token.colorTextSecondary, font } },
      y: {
        beginAtZero: true,
        grid: { color: token.colorBorderSecondary },
        ticks: {
          color: token.colorTextSecondary,
          font,
          callback: (value) => axisDollars.format(Number(value)),
        },
      },
    },
  };
  return <Bar data={data} options={options} role="img" aria-label={spendSummary(months)} />;
};
