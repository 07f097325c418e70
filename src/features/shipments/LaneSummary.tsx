import { Card, Descriptions } from 'antd';
import { cityLabel } from '../../components/CityPicker';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { Shipment } from '@domain/types';
import { formatDate } from '../../lib/format';
import { formatMiles, formatTransitDays } from './laneText';

/** Where and when the load moves, how far and for how long. */
export const LaneSummary = ({ shipment }: { shipment: Shipment }) => (
  <Card title={`Shipment #${shipment.id}`}>
    <Descriptions column={2} size="small">
      <Descriptions.Item label="Pickup">{cityLabel(shipment.pickup.city)}</Descriptions.Item>
      <Descriptions.Item label="Pickup date">{formatDate(shipment.pickup.date)}</Descriptions.Item>
      <Descriptions.Item label="Dropoff">{cityLabel(shipment.dropoff.city)}</Descriptions.Item>
      <Descriptions.Item label="Dropoff date">
        {formatDate(shipment.dropoff.date)}
      </Descriptions.Item>
      <Descriptions.Item label="Distance">{formatMiles(shipment.miles)}</Descriptions.Item>
      <Descriptions.Item label="Transit time">
        {formatTransitDays(shipment.min_transit_time)}
      </Descriptions.Item>
      <Descriptions.Item label="Equipment">
        {EQUIPMENT_LABELS[shipment.equipment]}
      </Descriptions.Item>
    </Descriptions>
  </Card>
);
