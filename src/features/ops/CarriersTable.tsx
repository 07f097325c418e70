import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { Carrier } from '@domain/dispatchTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { formatDate, orDash } from '../../lib/format';
import { CarrierCheck } from './CarrierCheck';
import { formatPhone } from '@domain/phoneNumbers';

type Props = {
  carriers: Carrier[];
  onEdit: (carrier: Carrier) => void;
  onCheck: (carrier: Carrier) => void;
  /** The carrier whose check is under way. */
  checking: number | null;
};

/** The carriers on file, with what the registry said of each and when. */
export const CarriersTable = ({ carriers, onEdit, onCheck, checking }: Props) => {
  const columns: TableColumnsType<Carrier> = [
    {
      key: 'name',
      title: 'Carrier',
      render: (_, carrier) => (
        <>
          <div>{carrier.legal_name}</div>
          {carrier.scac && (
            <Typography.Text type="secondary">{`SCAC ${carrier.scac}`}</Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'numbers',
      title: 'USDOT / MC',
      render: (_, carrier) => (
        <>
          <div>{`USDOT ${carrier.usdot_number}`}</div>
          <Typography.Text type="secondary">{`MC ${orDash(carrier.mc_number)}`}</Typography.Text>
        </>
      ),
    },
    {
      key: 'equipment',
      title: 'Equipment',
      render: (_, carrier) => carrier.equipment.map((kind) => EQUIPMENT_LABELS[kind]).join(', '),
    },
    {
      key: 'insurance',
      title: 'Insurance until',
      render: (_, carrier) => formatDate(carrier.insurance_expires_on),
    },
    {
      key: 'contact',
      title: 'Contact',
      render: (_, carrier) => (
        <>
          <div>{formatPhone(carrier.phone)}</div>
          <Typography.Text type="secondary">{carrier.email}</Typography.Text>
        </>
      ),
    },
    {
      key: 'check',
      title: 'Registry check',
      render: (_, carrier) => <CarrierCheck carrier={carrier} />,
    },
    {
      key: 'checked_at',
      title: 'Checked',
      render: (_, carrier) =>
        orDash(
          carrier.checked_at &&
            formatZonedMoment(carrier.checked_at, undefined, { weekday: false }),
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, carrier) => (
        <Flex gap={8} wrap>
          <Button aria-label={`Edit ${carrier.legal_name}`} onClick={() => onEdit(carrier)}>
            Edit
          </Button>
          <Button
            aria-label={`Check ${carrier.legal_name} again`}
            loading={checking === carrier.id}
            onClick={() => onCheck(carrier)}
          >
            Check again
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Table<Carrier>
      aria-label="Carriers"
      rowKey="id"
      columns={columns}
      dataSource={carriers}
      pagination={false}
    />
  );
};
