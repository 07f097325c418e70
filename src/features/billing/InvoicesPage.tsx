import { lazy, Suspense } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { INVOICE_PAGE_SIZE } from '@domain/constants';
import { normalizeError } from '../../api/errors';
import { paths } from '../../app/paths';
import { DownloadButton, exportedRows } from '../../components/DownloadButton';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { formatUsd } from '../../lib/format';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceListTable } from './InvoiceListTable';
import { invoiceExportParams, isFiltered } from './invoicesQuery';
import { useInvoiceList } from './useInvoiceList';
import { LoadFailed } from '../../components/LoadFailed';

// With the chart library, loaded after the table: the page's work needs neither.
const SpendCard = lazy(() => import('./spend/SpendCard'));

/** The spend card's height in every state, kept while its code loads so nothing moves. */
const SPEND_CARD_HEIGHT = 367;

const count = (invoices: number) =>
  `${invoices.toLocaleString('en-US')} ${invoices === 1 ? 'invoice' : 'invoices'}`;

const matching = (invoices: number) =>
  invoices === 1 ? 'matches these filters' : 'match these filters';

/**
 * Every invoice of the shipper, a page at a time, sorted and filtered by the server, with the sum
 * of everything the filter matches and its export. The last page stays shown while the next one
 * loads, so the table never jumps.
 */
const InvoicesPage = () => {
  const list = useInvoiceList();
  const { asked } = list;
  const { data: shown, error, isLoading, isFetching, refetch } = list.query;
  const filtered = isFiltered(asked);

  const content = () => {
    if (isLoading) return <FullPageSpinner label="Loading invoices" />;
    if (!shown)
      return (
        <LoadFailed
          title="We could not load your invoices"
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      );
    return (
      <>
        {error && (
          <Alert
            type="error"
            showIcon
            title="We could not load these invoices; the ones below are from before."
            description={normalizeError(error).message}
            action={
              <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
        <Typography.Text role="status" aria-live="polite">
          {`${count(shown.count)} ${filtered ? matching(shown.count) : 'in all'}, ${formatUsd(
            shown.filter_total,
          )} in total`}
        </Typography.Text>
        <InvoiceListTable
          shown={shown}
          page={asked.page}
          pageSize={INVOICE_PAGE_SIZE}
          onPage={list.setPage}
          ordering={asked.ordering}
          onOrdering={list.setOrdering}
          loading={isFetching}
          empty={
            filtered ? (
              <Empty description="No invoices match these filters">
                <Button onClick={list.clearFilters}>Clear filters</Button>
              </Empty>
            ) : (
              <Empty description="No invoices yet" />
            )
          }
        />
      </>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to={paths.billing}>Billing</Link> }, { title: 'All invoices' }]}
      />
      <Typography.Title level={2} style={{ margin: 0 }}>
        All invoices
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="flex-end" gap={16} wrap>
            <InvoiceFilters filters={asked} onFilters={list.setFilters} />
            <DownloadButton
              path="/invoices/export/"
              params={invoiceExportParams(asked)}
              fileName="invoices.csv"
              progressText={exportedRows}
              icon={<DownloadOutlined aria-hidden="true" />}
            >
              Export CSV
            </DownloadButton>
          </Flex>
          {content()}
        </Flex>
      </Card>
      <Suspense
        fallback={<Skeleton.Node active style={{ width: '100%', height: SPEND_CARD_HEIGHT }} />}
      >
        <SpendCard />
      </Suspense>
    </Flex>
  );
};

export default InvoicesPage;
