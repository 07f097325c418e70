import { EyeOutlined, MoreOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../state/hooks';
import { paths } from '../../app/paths';
import { showInfo } from '../../state/toastSlice';

// The API has no cancellation yet, so the menu says so rather than doing nothing.
const CANCEL_NOT_AVAILABLE =
  'Cancelling shipments is not available yet. Contact support to cancel.';

const ITEMS: MenuProps['items'] = [
  { key: 'view', label: 'View Details', icon: <EyeOutlined aria-hidden="true" /> },
  {
    key: 'cancel',
    label: 'Cancel Shipment',
    icon: <StopOutlined aria-hidden="true" />,
    danger: true,
  },
];

/** The card's menu: open the shipment's details, or cancel it. */
export const ShipmentActions = ({ id }: { id: number }) => {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'view') void navigate(paths.shipment(id));
    else dispatch(showInfo(CANCEL_NOT_AVAILABLE));
  };
  return (
    <Dropdown trigger={['click']} menu={{ items: ITEMS, onClick }} autoFocus>
      <Button
        type="text"
        icon={<MoreOutlined aria-hidden="true" />}
        aria-label={`Actions for shipment #${id}`}
      />
    </Dropdown>
  );
};
