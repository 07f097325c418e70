import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { Carrier } from '@domain/dispatchTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { NO_WRAP, WHOLE_WORDS_SCROLL, wholeHeader } from '../../components/wholeWords';
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
      onHeaderCell: wholeHeader,
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
      onHeaderCell: wholeHeader,
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
      onHeaderCell: wholeHeader,
      render: (_, carrier) => carrier.equipment.map((kind) => EQUIPMENT_LABELS[kind]).join(', '),
    },
    {
      key: 'insurance',
      title: 'Insurance until',
      onHeaderCell: wholeHeader,
      render: (_, carrier) => formatDate(carrier.insurance_expires_on),
    },
    {
      key: 'contact',
      title: 'Contact',
      onHeaderCell: wholeHeader,
      render: (_, carrier) => (
        <>
          <div style={NO_WRAP}>{formatPhone(carrier.phone)}</div>
          <Typography.Text type="secondary" style={NO_WRAP}>
            {carrier.email}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'check',
      title: 'Registry check',
      onHeaderCell: wholeHeader,
      // The registry's reasons are sentences: they wrap, so the actions stay in view on a laptop.
      render: (_, carrier) => (
        <div style={{ maxWidth: 220 }}>
          <CarrierCheck carrier={carrier} />
        </div>
      ),
    },
    {
      key: 'checked_at',
      title: 'Checked',
      onHeaderCell: wholeHeader,
      render: (_, carrier) =>
        orDash(
          carrier.checked_at &&
            formatZonedMoment(carrier.checked_at, undefined, { weekday: false }),
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      onHeaderCell: wholeHeader,
      render: (_, carrier) => (
        <Flex gap={8}>
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
      scroll={WHOLE_WORDS_SCROLL}
    />
  );
};
