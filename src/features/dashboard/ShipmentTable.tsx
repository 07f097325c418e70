import { Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_SHIPMENT_ORDERING, EQUIPMENT_LABELS } from '@domain/constants';
import { sortOrderOf } from '@domain/shipmentOrdering';
import type { ShipmentOrderField, ShipmentOrdering } from '@domain/shipmentOrdering';
import type { Shipment, ShipmentPage, Stop } from '@domain/types';
import { paths } from '../../app/paths';
import { ShipmentStatusTag } from '../../components/ShipmentStatusTag';
import { formatDate, orDash } from '../../lib/format';
import { formatUsd } from '../../lib/formatUsd';

type Props = {
  shown: ShipmentPage;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  ordering: ShipmentOrdering;
  onOrdering: (ordering: ShipmentOrdering) => void;
};

const StopCell = ({ stop }: { stop: Stop }) => (
  <>
    <div>{`${stop.city.name}, ${stop.city.region_code}`}</div>
    <Typography.Text type="secondary">{formatDate(stop.date)}</Typography.Text>
  </>
);

/** Columns in the order a desk reads a load: which one, where it stands, where, what, how much. */
const COLUMNS: (TableColumnsType<Shipment>[number] & { key: string })[] = [
  {
    key: 'id',
    title: 'ID',
    render: (_, shipment) => <Link to={paths.shipment(shipment.id)}>{`#${shipment.id}`}</Link>,
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, shipment) => <ShipmentStatusTag status={shipment.status} />,
  },
  {
    key: 'reference',
    title: 'Reference',
    render: (_, shipment) => orDash(shipment.reference_number),
  },
  {
    key: 'pickup_date',
    title: 'Pickup',
    render: (_, shipment) => <StopCell stop={shipment.pickup} />,
  },
  {
    key: 'dropoff_date',
    title: 'Dropoff',
    render: (_, shipment) => <StopCell stop={shipment.dropoff} />,
  },
  {
    key: 'equipment',
    title: 'Equipment',
    render: (_, shipment) => EQUIPMENT_LABELS[shipment.equipment],
  },
  {
    key: 'total_price',
    title: 'Total',
    align: 'right',
    render: (_, shipment) => formatUsd(shipment.total_price),
  },
  { key: 'created_at', title: 'Created', render: (_, shipment) => formatDate(shipment.created_at) },
];

const SORTABLE = new Set<string>([
  'id',
  'status',
  'pickup_date',
  'dropoff_date',
  'total_price',
  'created_at',
]);

const isOrderField = (key: unknown): key is ShipmentOrderField =>
  typeof key === 'string' && SORTABLE.has(key);

/**
 * The shipments as a table, sorted by the server: a header sorts by its column, from the
 * smallest, then the largest; the order and the page live in the address like the rest.
 */
const ShipmentTable = ({ shown, page, pageSize, onPage, ordering, onOrdering }: Props) => {
  const { field, descending } = sortOrderOf(ordering);
  const columns = COLUMNS.map((column) =>
    isOrderField(column.key)
      ? ({
          ...column,
          sorter: true,
          sortOrder: column.key === field ? (descending ? 'descend' : 'ascend') : null,
        } as const)
      : column,
  );
  const onChange: TableProps<Shipment>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate' && pagination.current) onPage(pagination.current);
    if (action !== 'sort') return;
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!chosen?.order || !isOrderField(chosen.columnKey)) onOrdering(DEFAULT_SHIPMENT_ORDERING);
    else onOrdering(chosen.order === 'descend' ? `-${chosen.columnKey}` : chosen.columnKey);
  };
  return (
    <Table<Shipment>
      aria-label="Shipments"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={shown.results}
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

export default ShipmentTable;
