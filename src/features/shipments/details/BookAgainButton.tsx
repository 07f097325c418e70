import { RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { paths } from '../../../app/paths';
import { useBookAgain } from '../../../components/bookAgain/useBookAgain';
import { useMay } from '../../../state/useMay';

/**
 * Books the shipment again, whatever its status, for a role that may create shipments: the
 * create page opens with its lane, priced afresh.
 */
export const BookAgainButton = ({ shipmentId }: { shipmentId: number }) => {
  const mayDo = useMay();
  const { bookAgain, booking } = useBookAgain(paths.createShipment);
  if (!mayDo('createShipments')) return null;
  return (
    <Button
      icon={<RedoOutlined aria-hidden="true" />}
      loading={booking}
      onClick={() => void bookAgain(shipmentId)}
    >
      Book again
    </Button>
  );
};
