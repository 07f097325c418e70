import { Card, Descriptions, Typography } from 'antd';
import type { Shipment } from '@domain/types';
import { formatUsd } from '../../lib/format';

/** Base rate, driver fees (the server's driver_assist_fee) and the total. */
export const PriceBreakdown = ({ shipment }: { shipment: Shipment }) => (
  <Card title="Price">
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Base Rate">{formatUsd(shipment.base_price)}</Descriptions.Item>
      <Descriptions.Item label="Driver Fees">
        {formatUsd(shipment.driver_assist_fee)}
      </Descriptions.Item>
      <Descriptions.Item label={<Typography.Text strong>Total</Typography.Text>}>
        <Typography.Text strong>{formatUsd(shipment.total_price)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  </Card>
);
