import { CalendarOutlined, DollarOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { centsToMoney } from '../../contract/money';
import { formatUsd } from '../../lib/format';
import type { BillingTotals } from './billingTotals';

type Summary = { title: string; cents: number; icon: ReactNode; alert?: boolean };

const SummaryCard = ({ title, cents, icon, alert }: Summary) => {
  const { token } = theme.useToken();
  return (
    <Card role="group" aria-label={title}>
      <Statistic
        title={title}
        value={formatUsd(centsToMoney(cents))}
        prefix={icon}
        styles={alert && cents > 0 ? { content: { color: token.colorError } } : undefined}
      />
    </Card>
  );
};

export const SummaryCards = ({ totals }: { totals: BillingTotals }) => {
  const summaries: Summary[] = [
    {
      title: 'Total Payments',
      cents: totals.paidCents,
      icon: <DollarOutlined aria-hidden="true" />,
    },
    {
      title: 'Overdue',
      cents: totals.overdueCents,
      icon: <WarningOutlined aria-hidden="true" />,
      alert: true,
    },
    {
      title: 'This Month',
      cents: totals.thisMonthCents,
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
