import { Card, Descriptions, Typography } from 'antd';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { formatDateTime, formatPerMile, formatUsd } from '../../lib/format';

type Props = { shipment: ShipmentDetail; held: boolean };

/**
 * Base rate with its parts (each with its rate per mile), driver fees (the server's
 * driver_assist_fee), the total, and until when the price holds.
 */
export const PriceBreakdown = ({ shipment, held }: Props) => (
  <Card title="Price">
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Base Rate">{formatUsd(shipment.base_price)}</Descriptions.Item>
      {shipment.line_items.map((item) => (
        <Descriptions.Item
          key={item.kind}
          label={<span style={{ paddingLeft: 16 }}>{item.label}</span>}
        >
          {formatUsd(item.amount)} ({formatPerMile(item.rate_per_mile)})
        </Descriptions.Item>
      ))}
      <Descriptions.Item label="Driver Fees">
        {formatUsd(shipment.driver_assist_fee)}
      </Descriptions.Item>
      <Descriptions.Item label={<Typography.Text strong>Total</Typography.Text>}>
        <Typography.Text strong>{formatUsd(shipment.total_price)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={held ? 'Price held until' : 'Price was held until'}>
        {formatDateTime(shipment.price_held_until)}
      </Descriptions.Item>
    </Descriptions>
  </Card>
);
