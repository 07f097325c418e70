import type { ReactNode } from 'react';
import { Table } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_INVOICE_ORDERING, INVOICE_ORDER_FIELDS } from '@domain/constants';
import type { Invoice, InvoicePage } from '@domain/types';
import { paths } from '../../app/paths';
import { serverSortedTable } from '../../components/serverSortedTable';
import type { KeyedColumn } from '../../components/serverSortedTable';
import { formatDate, formatUsd } from '../../lib/format';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import type { InvoiceOrdering } from './invoicesQuery';

type Props = {
  shown: InvoicePage;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  ordering: InvoiceOrdering;
  onOrdering: (ordering: InvoiceOrdering) => void;
  loading: boolean;
  empty: ReactNode;
};

const COLUMNS: KeyedColumn<Invoice>[] = [
  {
    key: 'invoice_number',
    title: 'Invoice number',
    render: (_, invoice) => <Link to={paths.invoice(invoice.id)}>{invoice.invoice_number}</Link>,
  },
  { key: 'created_at', title: 'Date', render: (_, invoice) => formatDate(invoice.created_at) },
  {
    key: 'shipment',
    title: 'Shipment',
    render: (_, invoice) => (
      <Link to={paths.shipment(invoice.shipment_id)}>{`#${invoice.shipment_id}`}</Link>
    ),
  },
  {
    key: 'total_amount',
    title: 'Amount',
    align: 'right',
    render: (_, invoice) => formatUsd(invoice.total_amount),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, invoice) => <InvoiceStatusTag status={invoice.status} />,
  },
  {
    key: 'paid_at',
    title: 'Paid',
    render: (_, invoice) => (invoice.paid_at ? formatDate(invoice.paid_at) : '—'),
  },
];

/**
 * The invoices as a table, sorted and paged by the server; the order and the page live in the
 * address like the filters.
 */
export const InvoiceListTable = ({
  shown,
  page,
  pageSize,
  onPage,
  ordering,
  onOrdering,
  loading,
  empty,
}: Props) => (
  <Table<Invoice>
    aria-label="Invoices"
    rowKey="id"
    size="middle"
    // On a phone the table scrolls within its card; the page itself never scrolls sideways.
    scroll={{ x: 'max-content' }}
    dataSource={shown.results}
    loading={loading}
    locale={{ emptyText: empty }}
    {...serverSortedTable({
      columns: COLUMNS,
      sortable: INVOICE_ORDER_FIELDS,
      ordering,
      defaultOrdering: DEFAULT_INVOICE_ORDERING,
      onOrdering,
      page,
      pageSize,
      total: shown.count,
      onPage,
    })}
  />
);
