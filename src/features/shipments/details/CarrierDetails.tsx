import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ShipmentCarrier, ShipmentMovement } from '@domain/dispatchTypes';
import { formatDate, orDash } from '../../../lib/format';

const Verification = ({ carrier }: { carrier: ShipmentCarrier }) =>
  carrier.verified ? (
    <Flex align="center" gap={4} wrap>
      <Tag color="success">Verified</Tag>
      {carrier.verified_at && (
        <Typography.Text type="secondary">{formatDate(carrier.verified_at)}</Typography.Text>
      )}
    </Flex>
  ) : (
    <Tag>Not verified</Tag>
  );

/** Who moves the shipment: the carrier, checked against the registry, and its driver and truck. */
export const CarrierDetails = ({ movement }: { movement: ShipmentMovement }) => {
  const { carrier } = movement;
  return (
    <Card title="Carrier" role="region" aria-label="Carrier" style={{ height: '100%' }}>
      {carrier ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Carrier', children: carrier.name },
            { key: 'usdot', label: 'USDOT', children: carrier.usdot_number },
            { key: 'mc', label: 'MC', children: orDash(carrier.mc_number) },
            {
              key: 'verified',
              label: 'Registry',
              children: <Verification carrier={carrier} />,
            },
            { key: 'driver', label: 'Driver', children: orDash(movement.driver_first_name) },
            { key: 'truck', label: 'Truck', children: orDash(movement.truck_number) },
            { key: 'trailer', label: 'Trailer', children: orDash(movement.trailer_number) },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">No carrier assigned yet.</Typography.Text>
      )}
    </Card>
  );
};
