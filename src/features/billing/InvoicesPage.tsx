import { lazy, Suspense } from 'react';
import { Breadcrumb, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { INVOICE_PAGE_SIZE } from '@domain/constants';
import { paths } from '../../app/paths';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { EmptyList } from '../../components/EmptyList';
import { QueryContent } from '../../components/QueryContent';
import { formatUsd } from '../../lib/format';
import { listCount } from '../../lib/listCount';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceListTable } from './InvoiceListTable';
import { invoiceExportParams, isFiltered } from './invoicesQuery';
import { useInvoiceList } from './useInvoiceList';
import { usePageTitle } from '../../lightEntry/usePageTitle';

// With the chart library, loaded after the table: the page's work needs neither.
const SpendCard = lazy(() => import('./spend/SpendCard'));

/** The spend card's height in every state, kept while its code loads so nothing moves. */
const SPEND_CARD_HEIGHT = 367;

const INVOICES = { one: 'invoice', many: 'invoices' };

/**
 * Every invoice of the shipper, a page at a time, sorted and filtered by the server, with the sum
 * of everything the filter matches and its export. The last page stays shown while the next one
 * loads, so the table never jumps.
 */
const InvoicesPage = () => {
  usePageTitle('Invoices');
  const list = useInvoiceList();
  const { asked } = list;
  const filtered = isFiltered(asked);

  const content = (
    <QueryContent
      query={list.query}
      loading="Loading invoices"
      failed="We could not load your invoices"
      stale="We could not load these invoices; the ones below are from before."
    >
      {(shown) => (
        <>
          <Typography.Text role="status" aria-live="polite">
            {`${listCount(shown.count, INVOICES, filtered)}, ${formatUsd(shown.filter_total)} in total`}
          </Typography.Text>
          <InvoiceListTable
            shown={shown}
            page={asked.page}
            pageSize={INVOICE_PAGE_SIZE}
            onPage={list.setPage}
            ordering={asked.ordering}
            onOrdering={list.setOrdering}
            loading={list.query.isFetching}
            empty={
              <EmptyList
                filtered={filtered}
                noMatch="No invoices match these filters"
                none="No invoices yet"
                onClearFilters={list.clearFilters}
              />
            }
          />
        </>
      )}
    </QueryContent>
  );

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
            <ExportCsvButton
              path="/invoices/export/"
              params={invoiceExportParams(asked)}
              fileName="invoices.csv"
            />
          </Flex>
          {content}
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
