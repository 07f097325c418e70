import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { Milestone, OpsShipment } from '@domain/dispatchTypes';
import { milestoneRank } from '@domain/milestones';
import { temperatureText } from '@domain/reeferTemperature';
import { windowText } from '@domain/stopWindows';
import type { Stop } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { StatusTag } from '../../components/StatusTag';
import { formatDate, orDash } from '../../lib/format';
import { EXCEPTION_LABELS } from './boardTexts';

export type ShipmentAction = (shipment: OpsShipment) => void;

type Props = {
  /** The table's name: "Loads to cover". */
  label: string;
  shipments: OpsShipment[];
  onAssign: ShipmentAction;
  onRecord: ShipmentAction;
};

/** The furthest milestone reached that stands; of two alike (a reassignment's), the later. */
const lastMilestone = (milestones: Milestone[]): Milestone | null =>
  milestones
    .filter(({ withdrawn_at }) => withdrawn_at === null)
    .reduce<Milestone | null>(
      (last, milestone) =>
        !last || milestoneRank(milestone.code) >= milestoneRank(last.code) ? milestone : last,
      null,
    );

const StopCell = ({ stop }: { stop: Stop }) => (
  <>
    <div>{`${stop.city.name}, ${stop.city.region_code}`}</div>
    <Typography.Text type="secondary">{formatDate(stop.date)}</Typography.Text>
    {windowText(stop) && (
      <div>
        <Typography.Text type="secondary">{windowText(stop)}</Typography.Text>
      </div>
    )}
  </>
);

const CarrierCell = ({ shipment: { assignment } }: { shipment: OpsShipment }) =>
  assignment ? (
    <>
      <div>{assignment.carrier.legal_name}</div>
      <Typography.Text type="secondary">
        {`${assignment.driver_name} · ${assignment.truck_number} / ${assignment.trailer_number}`}
      </Typography.Text>
    </>
  ) : (
    '—'
  );

const MilestoneCell = ({ shipment }: { shipment: OpsShipment }) => {
  const last = lastMilestone(shipment.milestones);
  return last ? (
    <>
      <div>{last.label}</div>
      <Typography.Text type="secondary">
        {formatZonedMoment(last.at, last.time_zone, { weekday: false })}
      </Typography.Text>
    </>
  ) : (
    '—'
  );
};

/**
 * What a dispatcher may do with a load: cover it while nobody does; once covered and until
 * delivered, hand it to another carrier or record what the driver could not.
 */
const Actions = ({
  shipment,
  onAssign,
  onRecord,
}: { shipment: OpsShipment } & Pick<Props, 'onAssign' | 'onRecord'>) => {
  if (shipment.status === 'past') return null;
  const name = `shipment #${shipment.id}`;
  if (!shipment.assignment)
    return (
      <Button
        type="primary"
        aria-label={`Assign carrier to ${name}`}
        onClick={() => onAssign(shipment)}
      >
        Assign carrier
      </Button>
    );
  return (
    <Flex gap={8} wrap>
      <Button aria-label={`Record milestone of ${name}`} onClick={() => onRecord(shipment)}>
        Record milestone
      </Button>
      <Button aria-label={`Reassign ${name}`} onClick={() => onAssign(shipment)}>
        Reassign
      </Button>
    </Flex>
  );
};

/** The loads of one stage of the board, in the order a dispatcher reads one. */
export const OpsShipmentTable = ({ label, shipments, onAssign, onRecord }: Props) => {
  const columns: TableColumnsType<OpsShipment> = [
    {
      key: 'id',
      title: 'Shipment',
      sorter: (a, b) => a.id - b.id,
      render: (_, shipment) => (
        <>
          <div>{`#${shipment.id}`}</div>
          {shipment.reference_number && (
            <Typography.Text type="secondary">{shipment.reference_number}</Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'company',
      title: 'Company',
      sorter: (a, b) => a.company_name.localeCompare(b.company_name),
      render: (_, shipment) => shipment.company_name,
    },
    {
      key: 'pickup',
      title: 'Pickup',
      sorter: (a, b) => a.pickup.date.localeCompare(b.pickup.date),
      render: (_, shipment) => <StopCell stop={shipment.pickup} />,
    },
    {
      key: 'dropoff',
      title: 'Dropoff',
      sorter: (a, b) => a.dropoff.date.localeCompare(b.dropoff.date),
      render: (_, shipment) => <StopCell stop={shipment.dropoff} />,
    },
    {
      key: 'equipment',
      title: 'Equipment',
      render: (_, shipment) => (
        <>
          <div>{EQUIPMENT_LABELS[shipment.equipment]}</div>
          {temperatureText(shipment) && (
            <Typography.Text type="secondary">{temperatureText(shipment)}</Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'carrier',
      title: 'Carrier and driver',
      render: (_, shipment) => <CarrierCell shipment={shipment} />,
    },
    {
      key: 'milestone',
      title: 'Last milestone',
      render: (_, shipment) => <MilestoneCell shipment={shipment} />,
    },
    {
      key: 'position',
      title: 'Last position',
      render: (_, shipment) =>
        orDash(
          shipment.last_position_at &&
            formatZonedMoment(shipment.last_position_at, undefined, { weekday: false }),
        ),
    },
    {
      key: 'exceptions',
      title: 'Exceptions',
      render: (_, shipment) => (
        <Flex gap={4} wrap>
          {shipment.exceptions.map((kind) => (
            <StatusTag key={kind} color="red">
              {EXCEPTION_LABELS[kind]}
            </StatusTag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, shipment) => (
        <Actions shipment={shipment} onAssign={onAssign} onRecord={onRecord} />
      ),
    },
  ];
  return (
    <Table<OpsShipment>
      aria-label={label}
      rowKey="id"
      columns={columns}
      dataSource={shipments}
      pagination={false}
    />
  );
};
