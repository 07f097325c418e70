import { Card, Descriptions, Typography } from 'antd';
import type { Shipment } from '@domain/types';
import { formatUsd } from '../../../lib/format';

export const PriceSummary = ({ shipment }: { shipment: Shipment }) => (
  <Card title="Price" role="region" aria-label="Price" style={{ height: '100%' }}>
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'base', label: 'Base Rate', children: formatUsd(shipment.base_price) },
        { key: 'fees', label: 'Driver Fees', children: formatUsd(shipment.driver_assist_fee) },
        {
          key: 'total',
          label: 'Total',
          children: <Typography.Text strong>{formatUsd(shipment.total_price)}</Typography.Text>,
        },
      ]}
    />
  </Card>
);
