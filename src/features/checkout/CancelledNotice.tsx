import { Result } from 'antd';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import { ShipmentLinks } from './ShipmentLinks';

/** A cancelled shipment's checkout says so instead of offering a card form. */
export const CancelledNotice = ({ shipment }: { shipment: Shipment }) => (
  <Result
    status="warning"
    title={SERVER_MESSAGES.shipmentCancelled}
    extra={<ShipmentLinks shipmentId={shipment.id} />}
  />
);
