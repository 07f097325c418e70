import { memo } from 'react';
import { Card, Divider, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EtaStateTag } from '../../components/EtaStateTag';
import { ShipmentStatusTag } from '../../components/ShipmentStatusTag';
import { appointmentText } from '@domain/stopWindows';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { Shipment, Stop } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { formatUsd } from '../../lib/formatUsd';
import { LazyFreeCancellation } from '../../components/cancellation/LazyFreeCancellation';
import { ShipmentActions } from './ShipmentActions';
import { StopSummary } from './StopSummary';

const stopFace = (stop: Stop) => [
  stop.city.name,
  stop.city.region_code,
  stop.city.country_code,
  stop.date,
  appointmentText(stop),
];

/** What a card shows of its shipment: each page's answer is new, most cards on it are not. */
const faceOf = (shipment: Shipment) =>
  JSON.stringify([
    shipment.id,
    shipment.status,
    shipment.eta_state,
    shipment.eta_at,
    shipment.total_price,
    shipment.reference_number,
    shipment.carrier_name,
    shipment.picked_up_on,
    stopFace(shipment.pickup),
    stopFace(shipment.dropoff),
  ]);

/** The estimate on the drop-off's clock, where the receiver reads it. */
const etaText = ({ eta_at, dropoff: { city } }: Shipment) =>
  eta_at &&
  formatZonedMoment(eta_at, timeZoneOfRegion(city.country_code, city.region_code), {
    weekday: false,
  });

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
          {/* Past holds the cancelled loads too: say that this one arrived. */}
          {shipment.status === 'past' && (
            <Typography.Text type="secondary">Delivered</Typography.Text>
          )}
          {shipment.eta_state && <EtaStateTag state={shipment.eta_state} />}
        </span>
        {shipment.reference_number && (
          <Typography.Text type="secondary">Ref {shipment.reference_number}</Typography.Text>
        )}
      </Flex>
      <Divider style={{ margin: '12px 0' }} />
      <Flex vertical gap={12}>
        <StopSummary label="Pickup" stop={shipment.pickup} pickedUpOn={shipment.picked_up_on} />
        <StopSummary label="Dropoff" stop={shipment.dropoff} />
        {shipment.carrier_name && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: shipment.carrier_name }}>
            Carrier: {shipment.carrier_name}
          </Typography.Text>
        )}
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{formatUsd(shipment.total_price)}</Typography.Text>
          {etaText(shipment) && (
            <Typography.Text type="secondary">ETA {etaText(shipment)}</Typography.Text>
          )}
        </Flex>
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
