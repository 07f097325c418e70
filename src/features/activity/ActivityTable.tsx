import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { ACTIVITY_KIND_LABELS } from '@domain/activity';
import type { CompanyActivity, CompanyActivityPage } from '@domain/activitySchemas';
import { paths } from '../../app/paths';
import { formatDateTime } from '../../lib/format';
import { personName } from '../../lib/personName';

type Props = {
  shown: CompanyActivityPage;
  onPage: (page: number) => void;
  loading: boolean;
  empty: ReactNode;
};

const COLUMNS: TableColumnsType<CompanyActivity> = [
  {
    key: 'at',
    title: 'When',
    render: (_, event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time>,
  },
  { key: 'member', title: 'Member', render: (_, event) => personName(event.actor) },
  { key: 'kind', title: 'What', render: (_, event) => ACTIVITY_KIND_LABELS[event.kind] },
  {
    key: 'shipment',
    title: 'Shipment',
    render: (_, { shipment_id: id }) =>
      id === null ? '—' : <Link to={paths.shipment(id)}>{`#${id}`}</Link>,
  },
  { key: 'summary', title: 'Summary', render: (_, event) => event.summary },
];

/** The company's events, newest first, a page at a time as the server pages them. */
export const ActivityTable = ({ shown, onPage, loading, empty }: Props) => (
  <Table<CompanyActivity>
    aria-label="Activity"
    rowKey="id"
    size="middle"
    columns={COLUMNS}
    dataSource={shown.results}
    loading={loading}
    locale={{ emptyText: empty }}
    pagination={{
      current: shown.page,
      pageSize: shown.page_size,
      total: shown.count,
      showSizeChanger: false,
      hideOnSinglePage: true,
      showTotal: (all, [first, last]) => `${first}–${last} of ${all}`,
      onChange: onPage,
    }}
  />
);
