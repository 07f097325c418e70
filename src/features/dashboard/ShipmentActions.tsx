import { useState } from 'react';
import { EyeOutlined, MoreOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useBookAgain } from '../../components/bookAgain/useBookAgain';
import { LazyCancelShipmentDialog } from '../../components/cancellation/LazyCancelShipmentDialog';
import { useMay } from '../../state/useMay';

const VIEW = { key: 'view', label: 'View Details', icon: <EyeOutlined aria-hidden="true" /> };
const BOOK_AGAIN = { key: 'again', label: 'Book again', icon: <RedoOutlined aria-hidden="true" /> };
const CANCEL = {
  key: 'cancel',
  label: 'Cancel Shipment',
  icon: <StopOutlined aria-hidden="true" />,
  danger: true,
};

type Props = { id: number; cancelled: boolean };

/**
 * A shipment's menu, on its card and its row of the table: open its details, book it again, or
 * cancel it. Any shipment may be booked again, a past or cancelled one too. A shipment under way
 * is offered the cancellation too, whose dialog says why it cannot be; a cancelled one is not.
 * Each action only to a role that may take it.
 */
export const ShipmentActions = ({ id, cancelled }: Props) => {
  const navigate = useNavigate();
  const mayDo = useMay();
  const { bookAgain, booking } = useBookAgain(paths.createShipment);
  const offersCancel = !cancelled && mayDo('cancelShipments');
  const [cancelling, setCancelling] = useState(false);
  const items = [
    VIEW,
    ...(mayDo('createShipments') ? [BOOK_AGAIN] : []),
    ...(offersCancel ? [CANCEL] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'view') void navigate(paths.shipment(id));
    else if (key === 'again') void bookAgain(id);
    else setCancelling(true);
  };
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} autoFocus>
        <Button
          type="text"
          icon={<MoreOutlined aria-hidden="true" />}
          loading={booking}
          aria-label={`Actions for shipment #${id}`}
        />
      </Dropdown>
      <LazyCancelShipmentDialog
        shipmentId={id}
        open={cancelling}
        onClose={() => setCancelling(false)}
      />
    </>
  );
};
