import { useState } from 'react';
import { EyeOutlined, MoreOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { LazyCancelShipmentDialog } from '../../components/cancellation/LazyCancelShipmentDialog';
import { useMay } from '../../state/useMay';

const VIEW = { key: 'view', label: 'View Details', icon: <EyeOutlined aria-hidden="true" /> };
const CANCEL = {
  key: 'cancel',
  label: 'Cancel Shipment',
  icon: <StopOutlined aria-hidden="true" />,
  danger: true,
};

type Props = { id: number; cancelled: boolean };

/**
 * The card's menu: open the shipment's details, or cancel it. A shipment under way is offered
 * the cancellation too, whose dialog says why it cannot be; a cancelled one is not, nor is any to
 * a role that may not cancel.
 */
export const ShipmentActions = ({ id, cancelled }: Props) => {
  const navigate = useNavigate();
  const mayDo = useMay();
  const offersCancel = !cancelled && mayDo('cancelShipments');
  const [cancelling, setCancelling] = useState(false);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'view') void navigate(paths.shipment(id));
    else setCancelling(true);
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items: offersCancel ? [VIEW, CANCEL] : [VIEW], onClick }}
        autoFocus
      >
        <Button
          type="text"
          icon={<MoreOutlined aria-hidden="true" />}
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
