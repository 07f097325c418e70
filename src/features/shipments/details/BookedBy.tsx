import { Typography } from 'antd';
import { useGetShipmentActivityQuery } from '../../../api/activityApi';
import { personName } from '../../../lib/personName';

/**
 * Who booked the shipment. The shipment's answer does not name them yet, so its history's booking
 * does; the line is kept while that loads (or if it cannot), so that nothing below it moves.
 * Drawn with the page, it asks for the history again each time the page opens: the history also
 * grows by what refreshes no tag (a payment that failed, a colleague's change). The history
 * section below shares this request.
 */
export const BookedBy = ({ shipmentId }: { shipmentId: number }) => {
  const { data: events } = useGetShipmentActivityQuery(shipmentId, {
    refetchOnMountOrArgChange: true,
  });
  const booking = events?.find((event) => event.kind === 'shipment_created');
  return booking ? (
    <Typography.Text type="secondary">Booked by {personName(booking.actor)}</Typography.Text>
  ) : (
    <Typography.Text aria-hidden="true">&nbsp;</Typography.Text>
  );
};
