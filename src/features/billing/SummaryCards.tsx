import { CalendarOutlined, DollarOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { moneyToCents } from '@domain/money';
import type { InvoiceTotals, Money } from '@domain/types';
import { formatUsd } from '../../lib/format';
import { invoicesLink, localMonthFirstDay } from './invoicesQuery';

type Summary = {
  title: string;
  amount: Money;
  icon: ReactNode;
  alert?: boolean;
  /** The invoices the figure sums, as the list of all invoices shows them. */
  to: string;
};

const SummaryCard = ({ title, amount, icon, alert, to }: Summary) => {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: 'block', color: 'inherit' }}>
      <Card hoverable role="group" aria-label={title}>
        <Statistic
          title={title}
          value={formatUsd(amount)}
          prefix={icon}
          styles={
            alert && moneyToCents(amount) > 0 ? { content: { color: token.colorError } } : undefined
          }
        />
      </Card>
    </Link>
  );
};

export const SummaryCards = ({ totals, now }: { totals: InvoiceTotals; now: Date }) => {
  const summaries: Summary[] = [
    {
      title: 'Total Payments',
      amount: totals.paid,
      icon: <DollarOutlined aria-hidden="true" />,
      to: invoicesLink({ status: 'paid' }),
    },
    {
      title: 'Overdue',
      amount: totals.overdue,
      icon: <WarningOutlined aria-hidden="true" />,
      alert: true,
      to: invoicesLink({ status: 'overdue' }),
    },
    {
      title: 'This Month',
      amount: totals.this_month,
      icon: <CalendarOutlined aria-hidden="true" />,
      to: invoicesLink({ status: 'paid', date_from: localMonthFirstDay(now) }),
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
