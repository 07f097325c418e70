import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ShipmentCarrier } from '@domain/dispatchTypes';
import type { ShipmentTracking } from '@domain/trackingTypes';
import { StatusTag } from '../../../../components/StatusTag';
import { formatDate, orDash } from '../../../../lib/format';

const Verification = ({ carrier }: { carrier: ShipmentCarrier }) =>
  carrier.verified ? (
    <Flex align="center" gap={6}>
      <CheckCircleFilled aria-hidden="true" style={{ color: '#389e0d' }} />
      <Typography.Text>
        {carrier.verified_at ? `Verified on ${formatDate(carrier.verified_at)}` : 'Verified'}
      </Typography.Text>
    </Flex>
  ) : (
    <StatusTag>Not verified</StatusTag>
  );

type Props = {
  tracking: Pick<
    ShipmentTracking,
    'carrier' | 'driver_first_name' | 'truck_number' | 'trailer_number'
  >;
  /** What to say with no carrier on the load. */
  uncovered: string;
};

/**
 * Who moves the shipment: the carrier, its registry numbers and whether the registry let it haul,
 * and its driver (the first name only) and equipment.
 */
export const CarrierCard = ({ tracking, uncovered }: Props) => {
  const { carrier } = tracking;
  return (
    <Card title="Carrier" role="region" aria-label="Carrier">
      {carrier ? (
        <Flex vertical gap={12}>
          <Flex vertical gap={4}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {carrier.name}
            </Typography.Text>
            <Flex gap={16} wrap>
              <Typography.Text>{`USDOT ${carrier.usdot_number}`}</Typography.Text>
              {carrier.mc_number && <Typography.Text>{`MC ${carrier.mc_number}`}</Typography.Text>}
            </Flex>
            <Verification carrier={carrier} />
          </Flex>
          <Descriptions
            column={3}
            size="small"
            layout="vertical"
            items={[
              { key: 'driver', label: 'Driver', children: orDash(tracking.driver_first_name) },
              { key: 'truck', label: 'Truck', children: orDash(tracking.truck_number) },
              { key: 'trailer', label: 'Trailer', children: orDash(tracking.trailer_number) },
            ]}
          />
        </Flex>
      ) : (
        <Typography.Text type="secondary">{uncovered}</Typography.Text>
      )}
    </Card>
  );
};
