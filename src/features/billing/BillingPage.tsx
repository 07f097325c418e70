import { useMemo, useState } from 'react';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useGetInvoicesQuery } from '../../api/api';
import { normalizeError } from '../../api/errors';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import type { Invoice } from '../../contract/types';
import { billingTotals } from './billingTotals';
import { InvoiceTable } from './InvoiceTable';
import { SummaryCards } from './SummaryCards';

const Billing = ({ invoices }: { invoices: Invoice[] }) => {
  // The month of "This Month" is the one the page was opened in.
  const [now] = useState(() => new Date());
  const totals = useMemo(() => billingTotals(invoices, now), [invoices, now]);
  return (
    <>
      <SummaryCards totals={totals} />
      <Card
        title={
          <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
            Recent Invoices
          </Typography.Title>
        }
      >
        <InvoiceTable invoices={invoices} />
      </Card>
    </>
  );
};

/** The shipper's invoices: totals computed from the list, and the most recent few. */
const BillingPage = () => {
  const { data: invoices, error, isLoading, isFetching, refetch } = useGetInvoicesQuery();
  const content = () => {
    if (isLoading) return <FullPageSpinner label="Loading invoices" />;
    if (error || !invoices)
      return (
        <Result
          status="error"
          title="We could not load your invoices"
          subTitle={normalizeError(error).message}
          extra={
            <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      );
    return <Billing invoices={invoices} />;
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
