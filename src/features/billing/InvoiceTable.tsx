import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { Invoice } from '@domain/types';
import { formatDate, formatUsd } from '../../lib/format';
import { DownloadButton } from '../../components/DownloadButton';
import { InvoiceStatusTag } from './InvoiceStatusTag';

const InvoiceActions = ({ invoice }: { invoice: Invoice }) => {
  const navigate = useNavigate();
  return (
    <Flex gap={4}>
      <Tooltip title="View invoice">
        <Button
          type="text"
          icon={<EyeOutlined aria-hidden="true" />}
          aria-label={`View invoice ${invoice.invoice_number}`}
          onClick={() => void navigate(paths.invoice(invoice.id))}
        />
      </Tooltip>
      <Tooltip title="Download PDF">
        <DownloadButton
          type="text"
          icon={<DownloadOutlined aria-hidden="true" />}
          aria-label={`Download invoice ${invoice.invoice_number}`}
          path={`/invoices/${invoice.id}/pdf/`}
          fileName={`${invoice.invoice_number}.pdf`}
          progressText={() => ''}
        >
          {null}
        </DownloadButton>
      </Tooltip>
    </Flex>
  );
};

const COLUMNS: TableProps<Invoice>['columns'] = [
  { title: 'Invoice', dataIndex: 'invoice_number', key: 'invoice' },
  { title: 'Date', dataIndex: 'created_at', key: 'date', render: formatDate },
  { title: 'Amount', dataIndex: 'total_amount', key: 'amount', render: formatUsd },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: string) => <InvoiceStatusTag status={status} />,
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_value, invoice) => <InvoiceActions invoice={invoice} />,
  },
];

/** The newest invoices, as the server pages them: a few rows only. */
export const InvoiceTable = ({ invoices }: { invoices: Invoice[] }) => (
  <Table<Invoice>
    rowKey="id"
    columns={COLUMNS}
    dataSource={invoices}
    pagination={false}
    // On a phone the table scrolls within its card; the page itself never scrolls sideways.
    scroll={{ x: 'max-content' }}
    locale={{ emptyText: <Empty description="No invoices yet" /> }}
  />
);
