import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../state/hooks';
import { paths } from '../../app/paths';
import type { Invoice } from '@domain/types';
import { formatDate, formatUsd } from '../../lib/format';
import { showInfo } from '../../state/toastSlice';
import { InvoiceStatusTag } from './InvoiceStatusTag';

// The API serves no invoice documents yet, so the button says so rather than doing nothing.
const DOWNLOAD_NOT_AVAILABLE =
  'Invoice downloads are not available yet. Contact support for a copy.';

const InvoiceActions = ({ invoice }: { invoice: Invoice }) => {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return (
    <Flex gap={4}>
      <Tooltip title="View shipment">
        <Button
          type="text"
          icon={<EyeOutlined aria-hidden="true" />}
          aria-label={`View invoice ${invoice.invoice_number}`}
          onClick={() => void navigate(paths.shipment(invoice.shipment_id))}
        />
      </Tooltip>
      <Tooltip title="Download">
        <Button
          type="text"
          icon={<DownloadOutlined aria-hidden="true" />}
          aria-label={`Download invoice ${invoice.invoice_number}`}
          onClick={() => dispatch(showInfo(DOWNLOAD_NOT_AVAILABLE))}
        />
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
    locale={{ emptyText: <Empty description="No invoices yet" /> }}
  />
);
