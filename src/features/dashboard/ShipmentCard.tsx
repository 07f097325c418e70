import { Card, Divider, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ShipmentStatusTag } from '../../components/ShipmentStatusTag';
import type { Shipment } from '@domain/types';
import { ShipmentActions } from './ShipmentActions';
import { StopSummary } from './StopSummary';

export const ShipmentCard = ({ shipment }: { shipment: Shipment }) => {
  const name = `Shipment #${shipment.id}`;
  return (
    <Card
      role="article"
      aria-label={name}
      title={<Link to={paths.shipment(shipment.id)}>{name}</Link>}
      extra={<ShipmentActions id={shipment.id} />}
      style={{ height: '100%' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <ShipmentStatusTag status={shipment.status} />
        {shipment.reference_number && (
          <Typography.Text type="secondary">Ref {shipment.reference_number}</Typography.Text>
        )}
      </Flex>
      <Divider style={{ margin: '12px 0' }} />
      <Flex vertical gap={12}>
        <StopSummary label="Pickup" stop={shipment.pickup} />
        <StopSummary label="Dropoff" stop={shipment.dropoff} />
      </Flex>
    </Card>
  );
};
