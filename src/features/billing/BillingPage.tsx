import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetInvoicesQuery } from '../../api/invoicesApi';
import { paths } from '../../app/paths';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { INVOICE_TABLE_ROWS } from '@domain/constants';
import type { InvoicePage } from '@domain/types';
import { InvoiceTable } from './InvoiceTable';
import { localMonthStart } from './monthStart';
import { SummaryCards } from './SummaryCards';
import { LoadFailed } from '../../components/LoadFailed';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const Billing = ({ invoices, now }: { invoices: InvoicePage; now: Date }) => (
  <>
    <SummaryCards totals={invoices.totals} now={now} />
    <Card
      extra={<Link to={paths.invoices}>View all invoices</Link>}
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          Recent Invoices
        </Typography.Title>
      }
    >
      <InvoiceTable invoices={invoices.results} />
    </Card>
  </>
);

/** The shipper's invoices: the server's totals over all of them, and the most recent few. */
const BillingPage = () => {
  usePageTitle('Billing');
  // "This Month" is the shipper's own calendar month, the one the page was opened in.
  const [now] = useState(() => new Date());
  const monthStart = localMonthStart(now).toISOString();
  const {
    data: invoices,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetInvoicesQuery({
    page_size: INVOICE_TABLE_ROWS,
    month_start: monthStart,
  });
  const content = () => {
    if (isLoading) return <FullPageSpinner label="Loading invoices" />;
    if (error || !invoices)
      return (
        <LoadFailed
          title="We could not load your invoices"
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      );
    return <Billing invoices={invoices} now={now} />;
  };
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Billing
      </Typography.Title>
      {content()}
    </Flex>
  );
};

export default BillingPage;
