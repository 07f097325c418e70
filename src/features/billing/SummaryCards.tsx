import { CalendarOutlined, DollarOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { moneyToCents } from '@domain/money';
import type { InvoiceTotals, Money } from '@domain/types';
import { formatUsd } from '../../lib/format';

type Summary = { title: string; amount: Money; icon: ReactNode; alert?: boolean };

const SummaryCard = ({ title, amount, icon, alert }: Summary) => {
  const { token } = theme.useToken();
  return (
    <Card role="group" aria-label={title}>
      <Statistic
        title={title}
        value={formatUsd(amount)}
        prefix={icon}
        styles={
          alert && moneyToCents(amount) > 0 ? { content: { color: token.colorError } } : undefined
        }
      />
    </Card>
  );
};

export const SummaryCards = ({ totals }: { totals: InvoiceTotals }) => {
  const summaries: Summary[] = [
    {
      title: 'Total Payments',
      amount: totals.paid,
      icon: <DollarOutlined aria-hidden="true" />,
    },
    {
      title: 'Overdue',
      amount: totals.overdue,
      icon: <WarningOutlined aria-hidden="true" />,
      alert: true,
    },
    {
      title: 'This Month',
      amount: totals.this_month,
      icon: <CalendarOutlined aria-hidden="true" />,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {summaries.map((summary) => (
        <Col key={summary.title} xs={24} md={8}>
          <SummaryCard {...summary} />
        </Col>
      ))}
    </Row>
  );
};
