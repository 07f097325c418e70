import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MonthSpend } from '@domain/types';
import { formatUsd } from '../../../lib/formatUsd';
import { monthLabel } from './spendFigures';

const COLUMNS: TableColumnsType<MonthSpend> = [
  { key: 'month', title: 'Month', render: (_, { month }) => monthLabel(month) },
  { key: 'paid', title: 'Paid', align: 'right', render: (_, { paid }) => formatUsd(paid) },
  {
    key: 'overdue',
    title: 'Overdue',
    align: 'right',
    render: (_, { overdue }) => formatUsd(overdue),
  },
];

/** The chart's figures as a table, for whoever would rather read them than see the bars. */
export const SpendTable = ({ months }: { months: MonthSpend[] }) => (
  <Table<MonthSpend>
    aria-label="Spend by month"
    rowKey="month"
    size="small"
    columns={COLUMNS}
    dataSource={months}
    pagination={false}
  />
);
