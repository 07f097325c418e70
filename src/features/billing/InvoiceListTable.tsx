import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_INVOICE_ORDERING } from '@domain/constants';
import { parseInvoiceOrdering } from '@domain/invoiceFilters';
import type { InvoiceOrderField } from '@domain/invoiceFilters';
import type { Invoice, InvoicePage } from '@domain/types';
import { paths } from '../../app/paths';
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

const COLUMNS: (TableColumnsType<Invoice>[number] & { key: string })[] = [
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

const SORTABLE = new Set<string>(['invoice_number', 'created_at', 'total_amount', 'status']);

const isOrderField = (key: unknown): key is InvoiceOrderField =>
  typeof key === 'string' && SORTABLE.has(key);

/**
 * The invoices as a table, sorted by the server: a header sorts by its column, from the
 * smallest, then the largest; the order and the page live in the address like the filters.
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
}: Props) => {
  const { field, descending } = parseInvoiceOrdering(ordering);
  const columns = COLUMNS.map((column) =>
    isOrderField(column.key)
      ? ({
          ...column,
          sorter: true,
          sortOrder: column.key === field ? (descending ? 'descend' : 'ascend') : null,
        } as const)
      : column,
  );
  const onChange: TableProps<Invoice>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate' && pagination.current) onPage(pagination.current);
    if (action !== 'sort') return;
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!chosen?.order || !isOrderField(chosen.columnKey)) onOrdering(DEFAULT_INVOICE_ORDERING);
    else onOrdering(chosen.order === 'descend' ? `-${chosen.columnKey}` : chosen.columnKey);
  };
  return (
    <Table<Invoice>
      aria-label="Invoices"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={shown.results}
      loading={loading}
      locale={{ emptyText: empty }}
      sortDirections={['ascend', 'descend', 'ascend']}
      showSorterTooltip={false}
      pagination={{
        current: page,
        pageSize,
        total: shown.count,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total, [first, last]) => `${first}–${last} of ${total}`,
      }}
      onChange={onChange}
    />
  );
};
