import { Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  DEFAULT_SHIPMENT_ORDERING,
  EQUIPMENT_LABELS,
  SHIPMENT_ORDER_FIELDS,
} from '@domain/constants';
import type { ShipmentOrdering } from '@domain/shipmentOrdering';
import type { Shipment, ShipmentPage, Stop } from '@domain/types';
import { paths } from '../../app/paths';
import { serverSortedTable } from '../../components/serverSortedTable';
import type { KeyedColumn } from '../../components/serverSortedTable';
import { EtaStateTag } from '../../components/EtaStateTag';
import { ShipmentStatusTag } from '../../components/ShipmentStatusTag';
import { formatDate, orDash } from '../../lib/format';
import { formatUsd } from '../../lib/formatUsd';
import { personName } from '../../lib/personName';
import { ShipmentActions } from './ShipmentActions';

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

/**
 * Columns in the order a desk reads a load: which one, where it stands, where, what, how much;
 * then when it was booked, and by whom; last, the menu its card has.
 */
const COLUMNS: KeyedColumn<Shipment>[] = [
  {
    key: 'id',
    title: 'ID',
    render: (_, shipment) => <Link to={paths.shipment(shipment.id)}>{`#${shipment.id}`}</Link>,
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, shipment) => (
      <>
        <ShipmentStatusTag status={shipment.status} />
        {shipment.eta_state && <EtaStateTag state={shipment.eta_state} />}
      </>
    ),
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
  { key: 'booked_by', title: 'Booked by', render: (_, shipment) => personName(shipment.booked_by) },
  {
    key: 'actions',
    title: 'Actions',
    render: (_, shipment) => (
      <ShipmentActions id={shipment.id} cancelled={shipment.status === 'cancelled'} />
    ),
  },
];

/**
 * The shipments as a table, sorted and paged by the server; the order and the page live in the
 * address like the rest.
 */
const ShipmentTable = ({ shown, page, pageSize, onPage, ordering, onOrdering }: Props) => (
  <Table<Shipment>
    aria-label="Shipments"
    rowKey="id"
    size="middle"
    dataSource={shown.results}
    {...serverSortedTable({
      columns: COLUMNS,
      sortable: SHIPMENT_ORDER_FIELDS,
      ordering,
      defaultOrdering: DEFAULT_SHIPMENT_ORDERING,
      onOrdering,
      page,
      pageSize,
      total: shown.count,
      onPage,
    })}
  />
);

export default ShipmentTable;
