import { memo } from 'react';
import { Card, Divider, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EtaStateTag } from '../../components/EtaStateTag';
import { ShipmentStatusTag } from '../../components/ShipmentStatusTag';
import type { Shipment, Stop } from '@domain/types';
import { LazyFreeCancellation } from '../../components/cancellation/LazyFreeCancellation';
import { ShipmentActions } from './ShipmentActions';
import { StopSummary } from './StopSummary';

const stopFace = ({ city, date, scheduling_preference }: Stop) => [
  city.name,
  city.region_code,
  city.country_code,
  date,
  scheduling_preference,
];

/** What a card shows of its shipment: each page's answer is new, most cards on it are not. */
const faceOf = ({ id, status, eta_state, reference_number, pickup, dropoff }: Shipment) =>
  JSON.stringify([id, status, eta_state, reference_number, stopFace(pickup), stopFace(dropoff)]);

const ShipmentCardFace = ({ shipment }: { shipment: Shipment }) => {
  const name = `Shipment #${shipment.id}`;
  return (
    <Card
      role="article"
      aria-label={name}
      title={<Link to={paths.shipment(shipment.id)}>{name}</Link>}
      extra={<ShipmentActions id={shipment.id} cancelled={shipment.status === 'cancelled'} />}
      style={{ height: '100%' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <span>
          <ShipmentStatusTag status={shipment.status} />
          {shipment.eta_state && <EtaStateTag state={shipment.eta_state} />}
        </span>
        {shipment.reference_number && (
          <Typography.Text type="secondary">Ref {shipment.reference_number}</Typography.Text>
        )}
      </Flex>
      <Divider style={{ margin: '12px 0' }} />
      <Flex vertical gap={12}>
        <StopSummary label="Pickup" stop={shipment.pickup} />
        <StopSummary label="Dropoff" stop={shipment.dropoff} />
        <LazyFreeCancellation shipment={shipment} />
      </Flex>
    </Card>
  );
};

/** Drawn again only when what it shows changed. */
export const ShipmentCard = memo(
  ShipmentCardFace,
  (before, after) => faceOf(before.shipment) === faceOf(after.shipment),
);
